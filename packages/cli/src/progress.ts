import type { Output } from './output.ts';

/** How far long work is: the step done so far of the steps it takes. */
export type Progress = { update(done: number, total: number): void; stop(): void };

const silent: Progress = { update: () => undefined, stop: () => undefined };

/**
 * A cli-progress bar on stderr for long work (an export page by page, Accept All), with the portal's
 * words (`label` formats done and total). Only in a terminal and never with `--json`: a script's
 * stderr gets no bar redrawn a hundred times.
 */
export const progressBar = async (
  out: Output,
  label: (done: number, total: number) => string,
): Promise<Progress> => {
  if (out.json || !process.stderr.isTTY) return silent;
  const { SingleBar } = await import('cli-progress');
  const bar = new SingleBar({
    stream: process.stderr,
    format: '{bar} {text}',
    hideCursor: true,
    clearOnComplete: true,
  });
  let started = false;
  return {
    update: (done, total) => {
      if (!started) bar.start(total, done, { text: label(done, total) });
      started = true;
      bar.setTotal(total);
      bar.update(done, { text: label(done, total) });
    },
    stop: () => started && bar.stop(),
  };
};
