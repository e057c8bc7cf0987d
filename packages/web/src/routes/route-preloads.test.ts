import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';
import { routePreloads } from './route-preloads.ts';

type PageModule = { readonly Component: unknown };
const pageModules = import.meta.glob<PageModule>('./pages/*.tsx');
const pageOf = (source: string) => pageModules[`./pages/${source.split('/').pop()}`];

/** The route modules the route table loads at a path (each matched route's own module). */
const renderedAt = async (path: string) => {
  const matched = matchRoutes(routes, path) ?? [];
  const loads = matched.flatMap((m) => {
    const preload = (m.route.handle as { preload?: () => Promise<PageModule> } | undefined)?.preload;
    return preload ? [preload()] : [];
  });
  return (await Promise.all(loads)).map((m) => m.Component);
};

describe('route preloads (what index.html preloads per URL)', () => {
  const cases = routePreloads.flatMap((route) => route.paths.map((path) => [path, route] as const));

  it.each(cases)('%s preloads every module the route table renders there', async (pattern, route) => {
    const path = pattern.replace(/:\w+/g, 'x');
    const preloaded = await Promise.all(
      route.modules.filter((m) => m.startsWith('/src/routes/pages/')).map((m) => pageOf(m)!()),
    );
    const rendered = await renderedAt(path);
    expect(rendered.length).toBeGreaterThan(0);
    for (const component of rendered) expect(preloaded.map((m) => m.Component)).toContain(component);
    // Behind a login exactly when the admin layout frames the page.
    const adminLayout = (await pageOf('admin-layout.tsx')!()).Component;
    expect(route.session).toBe(rendered.includes(adminLayout));
  });

  it('names only modules that exist', () => {
    for (const route of routePreloads)
      for (const m of route.modules.filter((m) => m.startsWith('/src/routes/pages/')))
        expect(pageOf(m), m).toBeDefined();
  });
});
