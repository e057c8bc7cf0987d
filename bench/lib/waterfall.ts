// The network calls of a timed path, in order, with their start offsets and durations.
import type { Page, Request } from 'playwright-core';

export type Call = {
  readonly label: string;
  readonly kind: 'api' | 'wallet' | 'script' | 'other';
  /** ms after the path's start (the click). */
  readonly start: number;
  readonly duration: number;
};

/** Records every request of the page from now on; `calls(startWall)` answers them relative to it. */
export const recordCalls = (page: Page, origin: string) => {
  const done: Request[] = [];
  const add = (request: Request) => done.push(request);
  page.on('requestfinished', add);
  page.on('requestfailed', add);
  return {
    stop: () => {
      page.off('requestfinished', add);
      page.off('requestfailed', add);
    },
    calls: (startWall: number, endWall: number): Call[] =>
      done
        .map((request) => {
          const timing = request.timing();
          const url = new URL(request.url());
          const sameOrigin = url.origin === origin;
          const kind: Call['kind'] = !sameOrigin
            ? 'wallet'
            : url.pathname.startsWith('/api')
              ? 'api'
              : request.resourceType() === 'script'
                ? 'script'
                : 'other';
          const path = kind === 'script' ? url.pathname.replace(/-[\w-]{8}\.js$/, '.js') : url.pathname;
          const where = kind === 'wallet' ? `wallet:${url.port}` : '';
          const query = url.search.length > 60 ? `${url.search.slice(0, 57)}...` : url.search;
          return {
            label: `${request.method()} ${where}${path}${kind === 'script' ? '' : query}`,
            kind,
            start: timing.startTime - startWall,
            duration: timing.responseEnd >= 0 ? timing.responseEnd : Number.NaN,
          };
        })
        .filter((c) => c.start >= -1 && c.start <= endWall - startWall && c.label !== 'OPTIONS')
        .sort((a, b) => a.start - b.start),
  };
};

/** One line per call; a call that started right after another ended says so (a possible waterfall). */
export const waterfall = (calls: readonly Call[]): string[] =>
  calls.map((call, i) => {
    const before = calls
      .slice(0, i)
      .filter((c) => c.kind !== 'script' && c.start + c.duration <= call.start + 1)
      .sort((a, b) => b.start + b.duration - (a.start + a.duration))[0];
    const after =
      before && call.kind !== 'script' && call.start - (before.start + before.duration) < 40
        ? `  ← after ${before.label.split('?')[0]}`
        : '';
    return `${`+${Math.round(call.start)}`.padStart(6)} ms ${`${Math.round(call.duration)}`.padStart(5)} ms  ${call.label}${after}`;
  });
