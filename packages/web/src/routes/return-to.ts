import { useLocation } from 'react-router';

/** The page a signed-out visitor asked for, which the login screen leads back to. */
export type ReturnTo = { readonly pathname: string; readonly search: string };

/** Where the login screen leads back to: the page the visitor asked for, if any. */
export const useReturnTo = (): ReturnTo | undefined =>
  (useLocation().state as { from?: ReturnTo } | null)?.from;
