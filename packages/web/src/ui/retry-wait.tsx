import { useCallback, useEffect, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { retryWaitOf } from '@scr/domain';
import { useClock } from '../deps/deps-context.tsx';
import { useText } from '../i18n/use-text.ts';

/**
 * The wait after the platform's attempt limit (a 429): `start` takes any failure and starts counting
 * down when it names a wait; while `secondsLeft` is above 0 the form's submit stays disabled, since
 * the platform refuses every attempt until then, the right one included.
 */
export const useRetryWait = () => {
  const clock = useClock();
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => {
    if (until === null) return;
    const tick = setInterval(() => {
      const at = clock.now().getTime();
      setNow(at);
      if (at >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(tick);
  }, [until, clock]);
  const start = useCallback(
    (failure: unknown) => {
      const seconds = retryWaitOf(failure);
      if (seconds === undefined) return;
      const at = clock.now().getTime();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
    [clock],
  );
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
};

/** 'You can try again in 14:59', beside the submit it disables (its aria-describedby names `id`). */
export const RetryWaitNote = ({ id, secondsLeft }: { id: string; secondsLeft: number }) => {
  const text = useText();
  if (secondsLeft <= 0) return null;
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <p id={id} className={Classes.TEXT_MUTED}>
      {text('shared.retryWait', { time })}
    </p>
  );
};
