// The dependency direction of architecture §1, enforced by eslint-plugin-boundaries.
// - domain imports no workspace package and no framework: only zod, neverthrow, dayjs, @formatjs/intl.
// - the adapters import domain and their own transport.
// - web imports domain anywhere; only its composition root (src/di/) imports the adapters.
// - fake-platform never imports domain: it is an independent implementation of openapi/.
// - cli (scr) is a composition root like web's src/di/: it imports domain and the two adapters, and
//   nothing of the web app (no rule is written a second time there: it reaches them through the domain).
// - a feature of the web app (src/features/<name>) never imports another feature: what two features
//   share lives outside features/ (ui/ for components and form hooks, session/ for who is signed in,
//   test/ for component-test helpers).
// - the shell, the session and the container's context (src/shell, src/session, src/deps) never
//   import a feature: features register what the shell shows (src/shell/shell-slots.tsx), and only
//   the app's composition (app.tsx, src/di/) binds them.
export const boundaryElements = [
  { type: 'domain', pattern: 'packages/domain/**' },
  { type: 'api-adapter', pattern: 'packages/api-adapter/**' },
  { type: 'wallet-adapter', pattern: 'packages/wallet-adapter/**' },
  { type: 'web-di', pattern: 'packages/web/src/di/**' },
  { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'] },
  { type: 'web-core', pattern: 'packages/web/src/{shell,session,deps}/**' },
  { type: 'web', pattern: 'packages/web/**' },
  { type: 'fake-platform', pattern: 'packages/fake-platform/**' },
  { type: 'cli', pattern: 'packages/cli/**' },
];

const domainExternals = [
  'zod',
  'zod/*',
  'neverthrow',
  'dayjs',
  'dayjs/**',
  '@formatjs/intl',
  'fast-check',
  'vitest',
];

const elementTypes = (testing) => [
  'error',
  {
    default: 'disallow',
    message: '${file.type} must not import ${dependency.type} (architecture §1 dependency direction)',
    rules: [
      { from: 'domain', allow: ['domain'] },
      { from: 'api-adapter', allow: ['api-adapter', 'domain', ...testing] },
      { from: 'wallet-adapter', allow: ['wallet-adapter', 'domain', ...testing] },
      { from: 'web', allow: ['web', 'web-core', 'web-feature', 'domain', ...testing] },
      {
        from: 'web-core',
        allow: ['web-core', 'web', 'domain', ...testing],
        message:
          'the shell, the session and deps/ must not import a feature: let the feature register it (src/shell/shell-slots.tsx) (architecture §1)',
      },
      {
        from: 'web-feature',
        allow: ['web', 'web-core', ['web-feature', { feature: '${from.feature}' }], 'domain', ...testing],
        message:
          'a feature must not import another feature: move what both use to ui/, session/ or test/ (architecture §1)',
      },
      {
        from: 'web-di',
        allow: ['web', 'web-core', 'web-feature', 'web-di', 'domain', 'api-adapter', 'wallet-adapter'],
      },
      { from: 'fake-platform', allow: ['fake-platform'] },
      { from: 'cli', allow: ['cli', 'domain', 'api-adapter', 'wallet-adapter', ...testing] },
    ],
  },
];

const externals = (testing) => [
  'error',
  {
    default: 'allow',
    message: '${file.type} must not import ${dependency.source} (architecture §1 dependency direction)',
    rules: [
      { from: 'domain', disallow: ['*'] },
      { from: 'domain', allow: domainExternals },
      {
        from: ['web', 'web-core', 'web-feature'],
        disallow: ['@scr/api-adapter', '@scr/wallet-adapter', ...(testing ? [] : ['@scr/fake-platform'])],
      },
      {
        from: ['api-adapter', 'wallet-adapter'],
        disallow: ['@scr/web', 'react', '@blueprintjs/*', ...(testing ? [] : ['@scr/fake-platform'])],
      },
      {
        from: 'fake-platform',
        disallow: ['@scr/domain', '@scr/api-adapter', '@scr/wallet-adapter', '@scr/web'],
      },
      {
        from: 'cli',
        disallow: ['@scr/web', 'react', '@blueprintjs/*', ...(testing ? [] : ['@scr/fake-platform'])],
      },
    ],
  },
];

/** Tests of the adapters and the web app may start the fake platform in-process. */
export const testBoundaryRules = {
  'boundaries/element-types': elementTypes(['fake-platform']),
  'boundaries/external': externals(true),
};

export const boundaryRules = {
  'boundaries/element-types': elementTypes([]),
  'boundaries/external': externals(false),
};
