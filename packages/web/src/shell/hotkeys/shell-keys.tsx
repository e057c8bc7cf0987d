import { useEffect } from 'react';
import { useHotkeys } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { createKeybindingsHandler } from 'tinykeys';
import { useSession } from '../../session/session-context.tsx';
import { goShortcuts, isTyping } from './shortcuts.ts';

/** The page's own hotkeys come from the page ('/', 'n'); the shell adds none to Blueprint's. */
const noHotkeys: never[] = [];

/**
 * The shortcuts of every signed-in page. '?': Blueprint's HotkeysProvider opens its overlay from
 * the key listener of any useHotkeys, so this one makes '?' work on a page without hotkeys of its
 * own too. 'g o', 'g u', 'g c', 'g i', 'g a': to the pages the signed-in user's roles allow; a sequence
 * for any other page is not bound, so it does nothing. Not while typing in a field, nor with a
 * modifier held (the browser's own shortcuts).
 */
export const ShellKeys = () => {
  useHotkeys(noHotkeys);
  const { user } = useSession();
  const navigate = useNavigate();
  const roles = user?.roles;
  useEffect(() => {
    if (!roles) return;
    // A handler per sequence: tinykeys stops at the first binding of a handler that fires and leaves
    // the later bindings' half-typed sequences pending for a second, so 'g i' then 'g a' at once
    // would miss. These handlers live across pages (the data router's navigate does not change), so
    // no new page clears that.
    const handlers = goShortcuts(roles).map(({ keys, link }) =>
      createKeybindingsHandler({ [keys.join(' ')]: () => void navigate(link.path) }),
    );
    const listener = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      for (const handle of handlers) handle(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [roles, navigate]);
  return null;
};
