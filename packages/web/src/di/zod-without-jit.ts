type ZodHost = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * The app runs under a CSP without 'unsafe-eval' (architecture §3): zod's JIT would probe `new Function` on
 * the first object parse, which the browser reports as a CSP violation. zod keeps its global config
 * on globalThis (shared by every copy of zod, created if absent): setting `jitless` there, in place,
 * works whether zod has loaded yet or not, and keeps zod itself out of the entry chunk (architecture §5).
 */
export const parseWithoutJit = (host: object = globalThis): void => {
  const target = host as ZodHost;
  (target.__zod_globalConfig ??= {}).jitless = true;
};
