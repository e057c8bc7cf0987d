import {
  isAdmin,
  navLinks,
  type AdminPage,
  type MessageId,
  type MessageValues,
  type NavLink,
} from '@scr/domain';

/**
 * The keyboard shortcuts of the signed-in pages. Single keys go through Blueprint's hotkeys ('/'
 * in the table's search box, 'n' on a page with a main dialog, '?' is Blueprint's own overlay key);
 * the two-key 'g' sequences through tinykeys (shell-keys.tsx), which Blueprint cannot express.
 */
export const SEARCH_KEY = '/';
export const MAIN_DIALOG_KEY = 'n';
/** Blueprint's HotkeysProvider opens its overlay on this key (its default). */
export const OVERLAY_KEY = '?';

/** The second key after 'g' for each admin page: its name's first letter. */
const goKeys: Record<AdminPage, string> = {
  organization: 'o',
  users: 'u',
  connections: 'c',
  integrations: 'i',
  activity: 'a',
};

/** A 'g' sequence: the keys in order, the page it opens. */
export type GoShortcut = { readonly keys: readonly string[]; readonly link: NavLink };

/** The 'g' sequences of the pages the roles allow, in the nav's order (a non-admin has none). */
export const goShortcuts = (roles: readonly string[]): GoShortcut[] =>
  (isAdmin(roles) ? navLinks(roles) : []).map((link) => ({ keys: ['g', goKeys[link.page]], link }));

/** One row of the shortcut list: the keys pressed one after another, and what they do. */
export type ShortcutRow = {
  readonly keys: readonly string[];
  readonly action: MessageId;
  readonly values?: MessageValues;
};

/** Every shortcut the roles allow, as the overlay and the help drawer list them. */
export const shortcutRows = (roles: readonly string[]): ShortcutRow[] => [
  { keys: [SEARCH_KEY], action: 'shortcuts.search' },
  { keys: [MAIN_DIALOG_KEY], action: 'shortcuts.mainDialog' },
  ...goShortcuts(roles).map(({ keys, link }) => ({
    keys,
    action: 'shortcuts.goTo' as const,
    values: { page: { id: link.label } },
  })),
  { keys: [OVERLAY_KEY], action: 'shortcuts.show' },
];

/**
 * Whether a key press goes to a field the user types in: no shortcut then. Blueprint's hotkeys
 * skip such fields by themselves; the 'g' sequences ask this.
 */
export const isTyping = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
};
