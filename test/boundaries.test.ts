import { ESLint } from 'eslint';
import neverthrow from '@bufferings/eslint-plugin-neverthrow';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the architecture §1 dependency direction is enforced: deliberate violations fail lint.
// The boundary rules read imports, not types: their cases lint without the type checker, so the
// files they stand in for need not exist (under type information a file outside every tsconfig is
// a parsing error). Only the one rule that needs the checker is off there; its own case below
// lints with the repository's configuration as it is.
const typed = new ESLint({ cwd: process.cwd() });
const untyped = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    // The plugin's types come from typescript-eslint, whose Plugin type ESLint's does not accept as is.
    plugins: { neverthrow: neverthrow as ESLint.Plugin },
    rules: { 'neverthrow/must-use-result': 'off' },
  },
});
const errorsOf = async (eslint: ESLint, file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);
};
const lint = (file: string, code: string) => errorsOf(untyped, file, code);

describe('dependency boundaries', () => {
  // Loading the whole configuration (plugins, parsers) takes seconds on a busy machine: once, here,
  // so each test times only its own lint.
  beforeAll(() => untyped.calculateConfigForFile('packages/domain/src/access/x.ts'), 120_000);

  it('rejects a framework import into the domain', async () => {
    expect(
      await lint(
        'packages/domain/src/access/x.ts',
        "import { useState } from 'react';\nexport const y = useState;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await lint(
        'packages/domain/src/access/x.ts',
        "import { Container } from 'inversify';\nexport const y = Container;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('rejects a workspace package import into the domain', async () => {
    expect(
      await lint(
        'packages/domain/src/access/x.ts',
        "import { x } from '@scr/api-adapter';\nexport const y = x;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it("keeps Node's own modules out of the domain, which runs in browsers too, and lets the platform use them", async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n";
    expect(await lint('packages/domain/src/access/x.ts', code)).toContain('boundaries/dependencies');
    expect(await lint('packages/fake-platform/src/x.ts', code)).toEqual([]);
  });

  it('says which rule an import breaks', async () => {
    const messages = async (file: string, code: string) => {
      const [result] = await untyped.lintText(code, { filePath: file });
      return (result?.messages ?? []).map((m) => m.message);
    };
    expect(
      await messages(
        'packages/web/src/features/organization/x.ts',
        "import { a } from '../users/users-use-cases.ts';\nexport const y = a;\n",
      ),
    ).toEqual([
      'a feature must not import another feature: move what both use to ui/, session/ or test/ (architecture §1 dependency direction)',
    ]);
    expect(
      await messages(
        'packages/domain/src/access/x.ts',
        "import { useState } from 'react';\nexport const y = useState;\n",
      ),
    ).toEqual(['domain must not import react (architecture §1 dependency direction)']);
  });

  it('allows the domain its own libraries', async () => {
    expect(
      await lint('packages/domain/src/access/x.ts', "import { z } from 'zod';\nexport const y = z;\n"),
    ).toEqual([]);
  });

  it('keeps adapters out of web outside the composition root', async () => {
    const code = "import { x } from '@scr/api-adapter';\nexport const y = x;\n";
    expect(await lint('packages/web/src/pages/x.ts', code)).toContain('boundaries/dependencies');
    expect(await lint('packages/web/src/di/x.ts', code)).toEqual([]);
  });

  it('lets only the composition roots take the adapters recipe, which knows no user interface', async () => {
    const recipe = "import { composeAdapters } from '@scr/composition';\nexport const y = composeAdapters;\n";
    expect(await lint('packages/web/src/features/users/x.ts', recipe)).toContain('boundaries/dependencies');
    expect(await lint('packages/web/src/session/x.ts', recipe)).toContain('boundaries/dependencies');
    expect(await lint('packages/web/src/di/x.ts', recipe)).toEqual([]);
    expect(await lint('packages/cli/src/x.ts', recipe)).toEqual([]);
    expect(
      await lint(
        'packages/composition/src/x.ts',
        "import { createPlatformGateways } from '@scr/api-adapter';\nimport { createHttpWallet } from '@scr/wallet-adapter';\nexport const y = [createPlatformGateways, createHttpWallet];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'packages/composition/src/x.ts',
        "import { useState } from 'react';\nexport const y = useState;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await lint(
        'packages/composition/src/x.ts',
        "import { startFakePlatform } from '@scr/fake-platform';\nexport const y = startFakePlatform;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await lint(
        'packages/fake-platform/src/x.ts',
        "import { composeAdapters } from '@scr/composition';\nexport const y = composeAdapters;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('keeps features out of the shell, the session and deps/: features register what the shell shows', async () => {
    const code = (from: string) =>
      `import { WalletBanner } from '${from}';\nexport const y = WalletBanner;\n`;
    const banner = 'features/sign-in/wallet-banner.tsx';
    for (const layer of ['shell', 'session', 'deps'])
      expect(await lint(`packages/web/src/${layer}/x.tsx`, code(`../${banner}`))).toContain(
        'boundaries/dependencies',
      );
    expect(await lint('packages/web/src/shell/dialogs/x.tsx', code(`../../${banner}`))).toContain(
      'boundaries/dependencies',
    );
    // The app's composition and the container bind them; a feature may use the shell.
    expect(await lint('packages/web/src/app.tsx', code(`./${banner}`))).toEqual([]);
    expect(await lint('packages/web/src/di/x.tsx', code(`../${banner}`))).toEqual([]);
    expect(
      await lint(
        'packages/web/src/features/users/x.tsx',
        "import { useShellSlots } from '../../shell/shell-slots.tsx';\nexport const y = useShellSlots;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the web features apart: what two features share lives outside features/', async () => {
    const code = (from: string) =>
      `import { usersUseCasesToken } from '${from}';\nexport const y = usersUseCasesToken;\n`;
    expect(
      await lint('packages/web/src/features/organization/x.ts', code('../users/users-use-cases.ts')),
    ).toContain('boundaries/dependencies');
    expect(await lint('packages/web/src/features/users/x.ts', code('./users-use-cases.ts'))).toEqual([]);
    expect(await lint('packages/web/src/routes/x.ts', code('../features/users/users-use-cases.ts'))).toEqual(
      [],
    );
    expect(
      await lint(
        'packages/web/src/features/organization/x.ts',
        "import { useForm } from '../../ui/use-form.ts';\nexport const y = useForm;\n",
      ),
    ).toEqual([]);
  });

  it('rejects a Result the domain leaves unread', async () => {
    // The rule needs type information: the text stands in for a file the domain's tsconfig holds.
    const file = 'packages/domain/src/access/access.ts';
    const imports = "import { z } from 'zod';\nimport { validate } from '../validation/validate.ts';\n";
    expect(
      await errorsOf(typed, file, `${imports}export const y = () => {\n  validate(z.string(), 'a');\n};\n`),
    ).toEqual(['neverthrow/must-use-result']);
    expect(
      await errorsOf(typed, file, `${imports}export const y = () => validate(z.string(), 'a');\n`),
    ).toEqual([]);
  }, 120_000);

  it('lets the command line bind the adapters, as a composition root, but not reach into the web app', async () => {
    const adapters =
      "import { createPlatformGateways } from '@scr/api-adapter';\nimport { createHttpWallet } from '@scr/wallet-adapter';\nexport const y = [createPlatformGateways, createHttpWallet];\n";
    expect(await lint('packages/cli/src/x.ts', adapters)).toEqual([]);
    expect(
      await lint(
        'packages/cli/src/x.ts',
        "import { signIn } from '@scr/domain';\nexport const y = signIn;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'packages/cli/src/x.ts',
        "import { createContainer } from '../../web/src/di/container.ts';\nexport const y = createContainer;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await lint('packages/cli/src/x.ts', "import { x } from '@scr/web';\nexport const y = x;\n"),
    ).toContain('boundaries/dependencies');
    expect(
      await lint(
        'packages/cli/src/x.ts',
        "import { startFakePlatform } from '@scr/fake-platform';\nexport const y = startFakePlatform;\n",
      ),
    ).toContain('boundaries/dependencies');
  });

  it('keeps the fake platform independent of the domain', async () => {
    expect(
      await lint(
        'packages/fake-platform/src/x.ts',
        "import { validate } from '@scr/domain';\nexport const y = validate;\n",
      ),
    ).toContain('boundaries/dependencies');
  });
});
