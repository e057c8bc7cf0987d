// Figure 5 (architecture §5): the fake platform under a loopback load generator (autocannon, in a worker
// thread so it does not share the server's event loop): a page of the users list and of the To do
// connections of Antwerp Carrier NV, exactly as the app requests them with Anna's token. Baseline: the same load on
// GET /config.json of the same server. Bar: no errors, no non-2xx answers, and a sustained rate
// (a list too slow to answer about once a second fails). The demo world, then 10,000 rows.
import autocannon from 'autocannon';
import type { Figure, FigureSource } from '../figure.ts';
import { ratioOf } from '../figure.ts';
import { appListRequests, type RecordedRequest } from '../lib/api-session.ts';
import { withPlatform } from '../lib/platform.ts';

const SECONDS = 5;
const CONNECTIONS = 10;

type Load = {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
};

const load = async (request: RecordedRequest): Promise<Load> => {
  const result = await autocannon({
    url: request.url,
    headers: request.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

const describe = (name: string, l: Load) =>
  `${name}: ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requests} requests, ${l.errors} errors, ${l.non2xx} non-2xx`;

/** Loads one world (`scale` generated rows) and answers one figure per list. */
const world = (scale: number) =>
  withPlatform({ webDist: '/nonexistent', scale }, async (platform) => {
    const requests = await appListRequests(platform);
    const config = await load({ url: platform.configUrl, headers: {} });
    const lists = [
      { name: 'users list', request: requests.users },
      { name: 'connections tab page', request: requests.connections },
    ];
    const figures: Figure[] = [];
    for (const { name, request } of lists) {
      // The answer's size first: after a load, a kept-alive socket of this process may be gone.
      const bytes = (await (await fetch(request.url, { headers: request.headers })).arrayBuffer()).byteLength;
      const measured = await load(request);
      figures.push({
        name: `platform ${name}${scale ? `, ${scale.toLocaleString('en')} rows` : ''} (req/s)`,
        value: measured.rps,
        unit: 'req/s',
        baseline: config.rps,
        ratio: ratioOf(measured.rps, config.rps),
        bar: '0 errors, 0 non-2xx, ≥ 1 req/s',
        pass: measured.rps >= 1 && measured.errors === 0 && measured.non2xx === 0,
        detail: [
          `GET ${new URL(request.url).pathname}${decodeURIComponent(new URL(request.url).search)} (${Math.round(bytes / 1024)} KB answer), ${CONNECTIONS} connections for ${SECONDS} s`,
          describe(name, measured),
          describe('baseline GET /config.json', config),
        ],
      });
    }
    return figures;
  });

const run = async (): Promise<readonly Figure[]> => [...(await world(0)), ...(await world(10_000))];

const source: FigureSource = { title: 'Platform under load', run };
export default source;
