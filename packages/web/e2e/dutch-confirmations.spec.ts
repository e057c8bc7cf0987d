import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in-support.ts';
import { signIn } from './connections-support.ts';
import { expectNoEnglish, nl, switchToDutch } from './dutch-support.ts';

// The red confirmations of the destructive actions (ui/danger-confirm-dialog.tsx: Decline, Cancel
// invitation, Cancel connection request, Delete user, Remove Portbase) read in Dutch: the question,
// the sentence that names the object, the red button that names it and the way back, and no English
// text of the catalogue. Each one is left by its way back, except Remove Portbase, which removes the
// connection this test made first.

test.use({ changesWorld: true });
test.describe.configure({ timeout: 180_000 });

const ANNA = 'anna.admin@carrier.example';

type Confirmation = {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly back: string;
};

/** The dialog asks `title`, says `text`, offers the red `confirm` and `back`, in Dutch only. */
const expectDutchConfirmation = async (page: Page, words: Confirmation): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog.getByText(words.text, { exact: true })).toBeVisible();
  const red = dialog.getByRole('button', { name: words.confirm, exact: true });
  await expect(red).toHaveClass(/bp6-intent-danger/);
  await expect(dialog.getByRole('button', { name: words.back, exact: true })).toBeFocused();
  await expectNoEnglish(page, dialog);
  return dialog;
};

/** Reads a confirmation, then leaves it by its way back. */
const readAndGoBack = async (page: Page, words: Confirmation): Promise<void> => {
  const dialog = await expectDutchConfirmation(page, words);
  await dialog.getByRole('button', { name: words.back, exact: true }).click();
  await expect(dialog).toBeHidden();
};

test('Decline, Cancel invitation, Cancel connection request, Delete user and Remove Portbase in Dutch', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchToDutch(page);

  // Connections: Liege asks Anna to connect (TO DO); Oostende's invitation and the request to
  // Zeebrugge wait for the other party (architecture §4).
  await page.getByRole('link', { name: nl('access.nav.connections'), exact: true }).click();
  const tab = (id: 'connections.tab.todo' | 'connections.tab.waiting') =>
    page.getByRole('tab', { name: new RegExp(`^${nl(id).split(' (')[0]}`) });
  await tab('connections.tab.todo').click();
  const liege = page.getByRole('tabpanel').getByRole('row', { name: /Liege Trucking SA/ });
  await liege.getByRole('button', { name: nl('connections.action.more') }).click();
  await page.getByRole('menuitem', { name: nl('connections.action.decline') }).click();
  await readAndGoBack(page, {
    title: nl('connections.decline.title'),
    text: nl('connections.decline.text', { name: 'Liege Trucking SA' }),
    confirm: nl('connections.decline.confirm', { name: 'Liege Trucking SA' }),
    back: nl('connections.confirm.back'),
  });

  await tab('connections.tab.waiting').click();
  const oostende = page.getByRole('tabpanel').getByRole('row', { name: /Oostende Reefers NV/ });
  await oostende.getByRole('button', { name: nl('invitations.action.cancel'), exact: true }).click();
  await readAndGoBack(page, {
    title: nl('invitations.cancel.title'),
    text: nl('invitations.cancel.text', { name: 'Oostende Reefers NV' }),
    confirm: nl('invitations.cancel.confirm', { name: 'Oostende Reefers NV' }),
    back: nl('connections.confirm.back'),
  });
  const zeebrugge = page.getByRole('tabpanel').getByRole('row', { name: /Zeebrugge Transport BV/ });
  await zeebrugge.getByRole('button', { name: nl('connections.action.cancelRequest') }).click();
  await readAndGoBack(page, {
    title: nl('connections.cancelRequest.title'),
    text: nl('connections.cancelRequest.text', { name: 'Zeebrugge Transport BV' }),
    confirm: nl('connections.cancelRequest.confirm', { name: 'Zeebrugge Transport BV' }),
    back: nl('connections.confirm.back'),
  });

  // Users: Noah Claes, a regular user of Antwerp.
  await page.getByRole('link', { name: nl('access.nav.users'), exact: true }).click();
  const noah = page.getByRole('row', { name: /noah\.claes@carrier\.example/ });
  await noah.getByRole('button', { name: nl('users.action.delete') }).click();
  await readAndGoBack(page, {
    title: nl('users.delete.title'),
    text: nl('users.delete.text', { name: 'Noah Claes' }),
    confirm: nl('users.delete.confirmNamed', { name: 'Noah Claes' }),
    back: nl('users.delete.cancel'),
  });

  // Integrations: Anna has no Portbase link yet; she makes one, then removes it in Dutch.
  await page.getByRole('link', { name: nl('access.nav.integrations'), exact: true }).click();
  await page.getByRole('button', { name: nl('integrations.portbase.connect') }).click();
  const portbase = page.getByRole('dialog', { name: nl('integrations.portbase.dialogTitle') });
  await portbase.getByRole('button', { name: nl('integrations.confirm') }).click();
  await expect(portbase).toBeHidden();
  await page.getByRole('button', { name: nl('integrations.portbase.remove'), exact: true }).click();
  const remove = await expectDutchConfirmation(page, {
    title: nl('integrations.portbase.title'),
    text: nl('integrations.portbase.removeConfirm'),
    confirm: nl('integrations.portbase.removeButton'),
    back: nl('integrations.back'),
  });
  await remove.getByRole('button', { name: nl('integrations.portbase.removeButton'), exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('button', { name: nl('integrations.portbase.connect') })).toBeVisible();
});
