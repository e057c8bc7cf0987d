/** The fake platform of `pnpm start` (architecture §7): the API scr uses until `--api` or the config names another. */
export const DEFAULT_API = 'http://127.0.0.1:4400/api';
