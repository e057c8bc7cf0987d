// The catalogue parts the build precompiles (vite.messages.ts): `virtual:scr-messages/<locale>/<part>`.
declare module 'virtual:scr-messages/*' {
  import type { Catalogue } from '@scr/domain';
  const catalogue: Catalogue;
  export default catalogue;
}
