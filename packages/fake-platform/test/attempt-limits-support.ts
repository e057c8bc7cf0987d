// Helpers of the attempt-limit tests: moving the dev clock, Tina's mailed 2FA code, raw answers with
// their Retry-After header.
import { request } from 'node:http';
import type { FakePlatform } from '../src/index.ts';
import { authenticate, call, emails } from './support.ts';
import { demoUserIds as ids } from '../src/index.ts';

export const advanceSeconds = (p: FakePlatform, seconds: number): void =>
  p.clock.set(new Date(p.clock.now().getTime() + seconds * 1000));

type Hit = { status: number; retryAfter: number | null; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * One request from another loopback source address (127.0.0.2, ...: Linux routes all of 127/8 to
 * lo), as a stranger elsewhere would send it: the platform and the wallets count per TCP peer.
 */
export const hitFrom = (
  localAddress: string,
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Hit> =>
  new Promise((resolve, reject) => {
    const target = new URL(`${url}${path}`);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const header = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: header === undefined ? null : Number(header),
            body: text && JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** One request; the status and the Retry-After header (null when absent). */
export const hit = async (
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Hit> => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const header = res.headers.get('retry-after');
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: header === null ? null : Number(header),
    body: text && JSON.parse(text),
  };
};

/** Tina's sign-in up to the 2FA demand: the headers its pending token goes with. */
export const tinaPending = async (p: FakePlatform): Promise<Record<string, string>> => {
  const first = await authenticate(p, ids.tina, emails.tina);
  if (!first.body.twoFactorAuthRequired) throw new Error(`no 2FA demand: ${JSON.stringify(first.body)}`);
  return { authorization: `Bearer ${first.body.accessToken}`, id: String(ids.tina) };
};

/** Asks for a code and reads it from the dev mailbox. */
export const requestCode = async (p: FakePlatform, pending: Record<string, string>): Promise<string> => {
  const sent = await call(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending });
  if (sent.status !== 200) throw new Error(`no code sent: ${sent.status}`);
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string; text: string }>;
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === emails.tina)?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mailbox');
  return code;
};

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string, n: number): string => {
  const guess = String(n).padStart(6, '0');
  return guess === code ? String(n + 500_000).padStart(6, '0') : guess;
};
