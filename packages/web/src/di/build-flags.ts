import type { BuildFlags } from '../deps/deps-context.tsx';

/**
 * The build flags from Vite's env at build time (packages/web/README.md):
 * `VITE_SSO_WITHOUT_AUTH=true vite build` makes a build for single sign-on without authentication,
 * which logs the user out (product-reference §6).
 */
export const buildFlagsOf = (env: Readonly<Record<string, unknown>>): BuildFlags => ({
  ssoWithoutAuth: ['true', '1'].includes(String(env['VITE_SSO_WITHOUT_AUTH'] ?? '').toLowerCase()),
});
