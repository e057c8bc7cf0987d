import { useEffect, useMemo, useRef } from 'react';
import { useHotkeys } from '@blueprintjs/core';
import { MAIN_DIALOG_KEY } from './shortcuts.ts';

/**
 * 'n' opens the page's main dialog (invite a user, connect); not while typing, nor while `disabled`
 * (the page still loads, or is busy). `open` may change on every render: the latest one runs.
 */
export const useMainDialogKey = (label: string, open: () => void, disabled = false): void => {
  // Read when the key is pressed: the latest `open` and `disabled` of the page.
  const latest = useRef({ open, disabled });
  useEffect(() => {
    latest.current = { open, disabled };
  });
  const hotkeys = useMemo(
    () => [
      {
        combo: MAIN_DIALOG_KEY,
        global: true,
        label,
        preventDefault: true,
        onKeyDown: () => {
          if (!latest.current.disabled) latest.current.open();
        },
      },
    ],
    [label],
  );
  useHotkeys(hotkeys);
};
