import { useEffect } from 'react';

/**
 * Runs `run` once the render that mounted it is on screen: its effect waits for the frame that draws
 * it and for the one after (a frame's paint reaches the screen as the next one begins), then queues
 * `run` as a task of its own.
 */
export const AfterPaint = ({ run }: { run: () => void }) => {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(run, 0);
      });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [run]);
  return null;
};
