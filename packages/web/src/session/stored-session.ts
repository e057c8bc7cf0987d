/**
 * The key under which @scr/wallet-adapter's browserSessionStore keeps the API session (product-reference §9:
 * session storage). Repeated here so the entry chunk does not pull in the adapter; container.test.ts
 * checks that both stay the same.
 */
export const API_SESSION_STORAGE_KEY = 'scr.apiSession';

/** True when an API session is stored: the start then waits for the container to check it. */
export const hasStoredSession = (storage: Pick<Storage, 'getItem'> | undefined): boolean => {
  try {
    return storage?.getItem(API_SESSION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
};
