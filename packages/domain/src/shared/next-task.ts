/** What nextTask uses of the host (the domain is typed without a browser's or Node's globals). */
type Host = {
  readonly scheduler?: { readonly yield?: () => Promise<void> };
  readonly MessageChannel: new () => {
    readonly port1: { onmessage: (() => void) | null; close(): void };
    readonly port2: { postMessage(message: null): void };
  };
};

/**
 * Lets the host run its other work (a paint, a click, a response) before the caller goes on; the
 * one way the app splits a long run of work (a page's rows checked, an export's CSV built) into
 * tasks. `scheduler.yield()` where the host has it: the caller resumes ahead of other queued tasks,
 * so a run of many breaks is not slowed by them. Else a MessageChannel message, a task of its own
 * without the 4 ms floor a timer gets once timers nest (browsers and Node have both).
 */
export const nextTask = (): Promise<void> => {
  const host = globalThis as unknown as Host;
  if (host.scheduler?.yield) return host.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new host.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
