import { useEffect, useRef, type RefObject } from 'react';
import { Classes } from '@blueprintjs/core';

/** The fields a user can type in or choose from. */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

/** A field shown in error: marked invalid, or inside a form group drawn in the danger intent. */
const INVALID = `[aria-invalid="true"], .${Classes.FORM_GROUP}.${Classes.INTENT_DANGER} :is(${FIELD})`;

/**
 * Puts the focus on the first field inside `root` (a dialog opening on its form), unless the user
 * already went into the form while it was opening.
 */
export const focusFirstField = (root: HTMLElement | null): void => {
  if (!root || root.contains(document.activeElement)) return;
  root.querySelector<HTMLElement>(FIELD)?.focus();
};

/**
 * After a save that failed on a field, the focus goes to the first field in error, so a keyboard or
 * screen-reader user lands on what to fix. Only when a field newly shows an error: fixing one field
 * (which clears its message) leaves the focus where the user is typing.
 */
export const useFocusFirstError = (root: RefObject<HTMLElement | null>): void => {
  const shown = useRef<ReadonlySet<Element>>(new Set());
  useEffect(() => {
    const invalid = [...(root.current?.querySelectorAll<HTMLElement>(INVALID) ?? [])];
    const appeared = invalid.some((field) => !shown.current.has(field));
    shown.current = new Set(invalid);
    if (appeared && !invalid.includes(document.activeElement as HTMLElement)) invalid[0]?.focus();
  });
};
