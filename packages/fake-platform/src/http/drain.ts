// A graceful stop of an HTTP server (the platform's and each wallet's): no new connection, the
// requests in flight finish with their normal answers, up to a bound; what is still open then is cut.
//
// Node's server.close() stops listening and closes the idle keep-alive connections, but a connection
// whose request is in flight stays open after its answer, until the keep-alive timeout (5 s) or the
// client's next request. So while draining every answer says `Connection: close`, and a connection
// that falls idle is closed at once: the stop takes as long as the slowest request, not 5 s more.
import type { Server, ServerResponse } from 'node:http';

export interface Drainer {
  /** Requests whose answer has not finished. */
  inFlight(): number;
  /**
   * Stops taking connections and waits for the requests in flight, at most `graceMs`; then cuts the
   * connections still open. Answers how many requests were cut.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
}

/** Call right after the server is created, before it takes a request. */
export const drainer = (server: Server): Drainer => {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    // Added after the app's own listener: the answer is not written yet (Koa answers asynchronously).
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) closeIdleSoon();
    });
  });
  let stopped: Promise<{ cut: number }> | undefined;
  return {
    inFlight: () => inFlight.size,
    drain: (graceMs) =>
      (stopped ??= new Promise((resolve) => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        let cut = 0;
        const timer = setTimeout(() => {
          cut = inFlight.size;
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolve({ cut });
        });
      })),
  };
};
