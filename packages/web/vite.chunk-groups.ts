// What it buys (measured when it was made, Lighthouse mobile, 3 runs): one chunk per stage of a page's
// load: a signed-in page loads 10 chunks, not 69 (260 KB brotli, not 291), the login 6, not 25; users
// page 75 -> 82. Under review: rolldown's own chunk groups instead of the survey build, by a Lighthouse
// A/B (docs/adr/0007-tools-own-means.md).
import { build, type Plugin, type Rolldown } from 'vite';
import { staticClosure } from './vite.route-preloads.ts';

/**
 * The mode of the survey build: its config leaves out this plugin and the compression. A mode, not an
 * environment variable: it belongs to that one build, so builds running side by side (the bench builds
 * the app and its baseline page at once) each see their own.
 */
export const SURVEY_MODE = 'chunk-survey';

type Stages = {
  /** The login route's module (from the web package's root, e.g. '/src/routes/pages/entry-page.tsx'). */
  readonly login: string;
  /** Modules every signed-in page loads beside its own (the container, the admin layout). */
  readonly signedIn: readonly string[];
  /** The signed-in pages' own modules. */
  readonly signedInPages: readonly string[];
};

const stageNames = ['index', 'login-route', 'signed-in'] as const;
type Stage = (typeof stageNames)[number];

/**
 * Each module's stage, from the chunks of an automatic split (the bundle as rolldown splits it
 * alone, tree-shaken: a module a barrel names but nothing uses is in no chunk). A chunk's stage is
 * the first one whose chunks import it statically: `index` (the entry's), `login-route` (the login
 * route's), `signed-in` (the container's and the admin layout's, and any two signed-in pages'). The
 * facade of a dynamic import keeps a chunk of its own: the import names it, and the route preloads
 * find each route by it. Null when a stage's module is not in the build (another page built with the
 * same config, such as the bench's baseline page): that build keeps the automatic split.
 */
export const stagesOf = (
  chunks: readonly Rolldown.OutputChunk[],
  stages: Stages,
): Map<string, Stage> | null => {
  const facadeOf = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
  const named = [stages.login, ...stages.signedIn, ...stages.signedInPages];
  if (named.some((suffix) => facadeOf(suffix) === undefined)) return null;
  const facade = (suffix: string) => facadeOf(suffix)!;
  const closure = (roots: readonly Rolldown.OutputChunk[]) => staticClosure(chunks, roots);
  const pages = stages.signedInPages.map((page) => closure([facade(page)]));
  const inTwoPages = chunks.filter((chunk) => pages.filter((page) => page.has(chunk)).length >= 2);
  const chunkStages: [Stage, Set<Rolldown.OutputChunk>][] = [
    ['index', closure(chunks.filter((c) => c.isEntry))],
    ['login-route', closure([facade(stages.login)])],
    ['signed-in', new Set([...closure(stages.signedIn.map(facade)), ...closure(inTwoPages)])],
  ];
  const stageOf = new Map<string, Stage>();
  for (const [stage, members] of chunkStages)
    for (const chunk of members)
      for (const id of chunk.moduleIds)
        if (id !== chunk.facadeModuleId || chunk.isEntry) if (!stageOf.has(id)) stageOf.set(id, stage);
  return stageOf;
};

/**
 * A chunk per stage of a page's load, instead of rolldown's automatic split alone (a chunk for each
 * set of importers: over a hundred, most under 2 KB). A survey build (the same config, without this
 * plugin) gives the automatic split; its chunks are merged by stage (stagesOf). A module only one page
 * imports stays in that page's chunk, and each lazily imported dialog keeps its own.
 *
 * Why: on a phone each request waits its turn on a few connections of a slow link, and each chunk a
 * dynamic import needs is one more preload link the main thread appends. A signed-in page took ninety
 * requests, and the entry's import of the container appended forty-five links in one long task.
 */
export const chunkGroups = (options: Stages & { configFile: string }): Plugin => ({
  name: 'scr-chunk-groups',
  apply: 'build',
  async config(user) {
    const output = await build({
      configFile: options.configFile,
      root: user.root,
      mode: SURVEY_MODE,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, emptyOutDir: false },
    });
    if (!('output' in output)) throw new Error('chunk groups: the survey build gave no bundle');
    const chunks = output.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const stageOf = stagesOf(chunks, options);
    if (stageOf === null) return {};
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The stages are closed under static imports already: no module pulled in beside them.
              includeDependenciesRecursively: false,
              groups: stageNames.map((stage, i) => ({
                name: stage,
                priority: stageNames.length - i,
                test: (id: string) => stageOf.get(id) === stage,
              })),
            },
          },
        },
      },
    };
  },
});
