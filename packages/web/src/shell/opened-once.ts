import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded overlay mounts then (its code loads on
 * demand, architecture §5) and stays mounted, so it can still animate closed.
 */
export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
