import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { stagesOf } from '../vite.chunk-groups.ts';

/** An automatic split's chunk, as much of it as the stages read. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  options: { imports?: string[]; facade?: string; entry?: boolean } = {},
) =>
  ({
    fileName,
    moduleIds,
    imports: options.imports ?? [],
    facadeModuleId: options.facade ?? null,
    isEntry: options.entry ?? false,
  }) as unknown as Rolldown.OutputChunk;

const stages = {
  login: '/pages/login.tsx',
  signedIn: ['/di/container.ts', '/pages/layout.tsx'],
  signedInPages: ['/pages/users.tsx', '/pages/connections.tsx'],
};

// index.html's entry and its shared chunk; the login route and its own; the container, the layout,
// two pages sharing a table and each with a module of its own; a dialog the users page opens lazily.
const split = [
  chunk('index.js', ['/main.tsx'], { facade: '/main.tsx', entry: true, imports: ['react.js'] }),
  chunk('react.js', ['react', 'react-dom']),
  chunk('login.js', ['/pages/login.tsx'], { facade: '/pages/login.tsx', imports: ['form.js', 'react.js'] }),
  chunk('form.js', ['/ui/form.tsx']),
  chunk('container.js', ['/di/container.ts'], { facade: '/di/container.ts', imports: ['zod.js'] }),
  chunk('zod.js', ['zod', '/domain/rules.ts']),
  chunk('layout.js', ['/pages/layout.tsx'], { facade: '/pages/layout.tsx', imports: ['form.js'] }),
  chunk('users.js', ['/pages/users.tsx', '/users/view.tsx'], {
    facade: '/pages/users.tsx',
    imports: ['table.js', 'zod.js'],
  }),
  chunk('connections.js', ['/pages/connections.tsx'], {
    facade: '/pages/connections.tsx',
    imports: ['table.js'],
  }),
  chunk('table.js', ['/ui/table.tsx']),
  chunk('dialog.js', ['/users/dialog.tsx'], { facade: '/users/dialog.tsx', imports: ['table.js'] }),
];

describe('the chunk stages, from an automatic split', () => {
  const stageOf = stagesOf(split, stages)!;
  const stagesOfIds = (ids: readonly string[]) => ids.map((id) => stageOf.get(id));

  it('puts what the entry imports in the entry stage, the entry module with it', () => {
    expect(stagesOfIds(['/main.tsx', 'react', 'react-dom'])).toEqual(['index', 'index', 'index']);
  });

  it("puts what the login route imports beyond the entry in the login route's stage", () => {
    expect(stageOf.get('/ui/form.tsx')).toBe('login-route');
  });

  it('puts what the container and the layout import, and what two pages share, in the signed-in stage', () => {
    expect(stagesOfIds(['zod', '/domain/rules.ts', '/ui/table.tsx'])).toEqual([
      'signed-in',
      'signed-in',
      'signed-in',
    ]);
  });

  it('leaves each dynamic import its own chunk, and a page its own modules', () => {
    for (const id of [
      '/pages/login.tsx',
      '/di/container.ts',
      '/pages/layout.tsx',
      '/pages/users.tsx',
      '/users/view.tsx',
      '/users/dialog.tsx',
    ])
      expect(stageOf.has(id), id).toBe(false);
  });

  it('gives no stages to another page built with the same config (no login route there)', () => {
    expect(
      stagesOf(
        split.filter((c) => c.fileName !== 'login.js'),
        stages,
      ),
    ).toBeNull();
  });
});
