// The dependency direction of architecture §1, enforced by eslint-plugin-boundaries' one
// `boundaries/dependencies` rule: a list of policies over elements (the workspace's parts) and modules
// (packages from node_modules), read in order, the last one that matches deciding.
// - domain imports no workspace package and no framework: only zod, neverthrow, dayjs, @formatjs/intl.
// - the adapters import domain and their own transport.
// - composition (@scr/composition) is the one recipe for the adapters both clients call: it imports
//   domain and the two adapters, and no user interface.
// - web imports domain anywhere; only its composition root (src/di/) imports the recipe and the
//   adapters (the recipe builds them; src/di/ still names the gateways' type to wrap their reads).
// - fake-platform never imports domain: it is an independent implementation of openapi/.
// - cli (scr) is a composition root like web's src/di/: it imports domain, the recipe and the two
//   adapters, and
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
  { type: 'composition', pattern: 'packages/composition/**' },
  { type: 'web-di', pattern: 'packages/web/src/di/**' },
  { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'] },
  { type: 'web-core', pattern: 'packages/web/src/{shell,session,deps}/**' },
  { type: 'web', pattern: 'packages/web/**' },
  { type: 'fake-platform', pattern: 'packages/fake-platform/**' },
  { type: 'cli', pattern: 'packages/cli/**' },
];

/** The settings the rule reads: elements, the files it checks, templates in Handlebars only. */
export const boundarySettings = {
  'boundaries/elements': boundaryElements,
  'boundaries/include': ['packages/**/*'],
  'boundaries/legacy-templates': false,
};

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

/** An import of one of these workspace elements. */
const toElements = (...types) => ({ to: types.map((type) => ({ element: { type } })) });
/** An import of one of these packages (their names as written, or micromatch patterns). */
const toModules = (...sources) => ({ to: { module: { origin: 'external', source: sources } } });
const from = (...types) => ({ element: { type: types } });

const message = (text) => `${text} (architecture §1 dependency direction)`;

const policies = (testing) => {
  const withTesting = testing ? ['fake-platform'] : [];
  const fakePlatformIfNotTesting = testing ? [] : ['@scr/fake-platform'];
  return [
    // Between the workspace's parts: nothing unless allowed below.
    { from: from('domain'), allow: toElements('domain') },
    { from: from('api-adapter'), allow: toElements('api-adapter', 'domain', ...withTesting) },
    { from: from('wallet-adapter'), allow: toElements('wallet-adapter', 'domain', ...withTesting) },
    {
      from: from('composition'),
      allow: toElements('composition', 'domain', 'api-adapter', 'wallet-adapter', ...withTesting),
    },
    { from: from('web'), allow: toElements('web', 'web-core', 'web-feature', 'domain', ...withTesting) },
    { from: from('web-core'), allow: toElements('web-core', 'web', 'domain', ...withTesting) },
    {
      from: from('web-core'),
      disallow: toElements('web-feature'),
      message: message(
        'the shell, the session and deps/ must not import a feature: let the feature register it (src/shell/shell-slots.tsx)',
      ),
    },
    { from: from('web-feature'), allow: toElements('web', 'web-core', 'domain', ...withTesting) },
    {
      from: from('web-feature'),
      disallow: toElements('web-feature'),
      message: message(
        'a feature must not import another feature: move what both use to ui/, session/ or test/',
      ),
    },
    // Its own files: the feature folder the import points into is the importing one's.
    {
      from: from('web-feature'),
      allow: {
        to: {
          element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
        },
      },
    },
    {
      from: from('web-di'),
      allow: toElements(
        'web',
        'web-core',
        'web-feature',
        'web-di',
        'domain',
        'composition',
        'api-adapter',
        'wallet-adapter',
      ),
    },
    { from: from('fake-platform'), allow: toElements('fake-platform') },
    {
      from: from('cli'),
      allow: toElements('cli', 'domain', 'composition', 'api-adapter', 'wallet-adapter', ...withTesting),
    },
    // Packages and Node's own modules: any, but for these. The domain takes only its own libraries and
    // none of Node's: it runs in browsers too.
    {
      from: from(
        'api-adapter',
        'wallet-adapter',
        'composition',
        'web',
        'web-core',
        'web-feature',
        'web-di',
        'fake-platform',
        'cli',
      ),
      allow: { to: { module: { origin: ['external', 'core'] } } },
    },
    { from: from('domain'), allow: toModules(...domainExternals) },
    {
      from: from('web', 'web-core', 'web-feature'),
      disallow: toModules(
        '@scr/composition',
        '@scr/api-adapter',
        '@scr/wallet-adapter',
        ...fakePlatformIfNotTesting,
      ),
      message: message('only the composition root (src/di/) binds the adapters'),
    },
    {
      from: from('api-adapter', 'wallet-adapter', 'composition'),
      disallow: toModules('@scr/web', 'react', '@blueprintjs/*', ...fakePlatformIfNotTesting),
      message: message('an adapter knows no user interface'),
    },
    {
      from: from('fake-platform'),
      disallow: toModules(
        '@scr/domain',
        '@scr/composition',
        '@scr/api-adapter',
        '@scr/wallet-adapter',
        '@scr/web',
      ),
      message: message(
        'the fake platform is an independent implementation of openapi/: it imports no workspace package',
      ),
    },
    {
      from: from('cli'),
      disallow: toModules('@scr/web', 'react', '@blueprintjs/*', ...fakePlatformIfNotTesting),
      message: message('scr reaches the rules through the domain, never through the web app'),
    },
  ];
};

const dependencies = (testing) => [
  'error',
  {
    default: 'disallow',
    // Packages (origin external) are checked too, not only the workspace's own files.
    checkAllOrigins: true,
    message: message('{{ from.element.type }} must not import {{ dependency.source }}'),
    policies: policies(testing),
  },
];

/** Tests of the adapters and the web app may start the fake platform in-process. */
export const testBoundaryRules = { 'boundaries/dependencies': dependencies(true) };

export const boundaryRules = { 'boundaries/dependencies': dependencies(false) };
