// GET {walletUrl}/version within 2000 ms (product-reference §7, §9): the status dot and the version rules.
import { walletCheckReasons, walletErrors, type MessageRef } from '@scr/domain';
import { WalletFailure } from './wallet-request.ts';

/** Product-reference §9: the wallet version/status check timeout. */
export const WALLET_VERSION_TIMEOUT_MS = 2000;

/** Why nothing answered, in words: the runtime's own text ("Failed to fetch") says nothing to a reader. */
const reason = (e: unknown): MessageRef =>
  e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
    ? walletCheckReasons.timeout(WALLET_VERSION_TIMEOUT_MS / 1000)
    : walletCheckReasons.noAnswer();

/** The version string; every failure is a WalletFailure 'Can't connect to wallet on {url}: {message}'. */
export const fetchVersion = async (fetchFn: typeof fetch, url: string): Promise<string> => {
  const fail = (why: MessageRef) => new WalletFailure(walletErrors.cannotConnect(url, why));
  let res: Response;
  let text: string;
  try {
    res = await fetchFn(`${url}/version`, { signal: AbortSignal.timeout(WALLET_VERSION_TIMEOUT_MS) });
    text = (await res.text()).trim();
  } catch (e) {
    throw fail(reason(e));
  }
  if (res.status !== 200) throw fail(walletCheckReasons.httpStatus(res.status));
  // Plain text ('1.2.9'); a JSON { version } answer is accepted too.
  let version = text;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { version?: unknown };
      version = typeof parsed.version === 'string' ? parsed.version : '';
    } catch {
      version = '';
    }
  }
  if (!/^v?\d+(\.\d+)*$/.test(version)) throw fail(walletCheckReasons.noVersion());
  return version;
};
