import type { Locator, Page } from '@playwright/test';
import { recordReliability } from '../../fake-platform/src/testing/reliability.ts';
import { confirmDanger, openConnections, rowIn, signedIn, snackbar } from './connections-support.ts';
import { apiAs, expect, test } from './sign-in-support.ts';
import { tableRow } from './table-support.ts';

// Concurrency: two admins of Antwerp act at once on the same user (Anna, org_mgr, and
// Ulrich, usr_mgr) and on the same connection (Anna and Connie, cnx_mgr). Exactly one wins, the other
// gets the spec's message (§8: the response text; §4: 'Invalid status {x} for updating connection'),
// the stale view refreshes, and the platform's state is the winner's.

const ANNA = 'anna.admin@carrier.example';
const ULRICH = 'ulrich.users@carrier.example';
const CONNIE = 'connie.connections@carrier.example';
const GHENT = 'Ghent Forwarding BV';

test.use({ changesWorld: true });

type OrgUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isDeleted: boolean;
};
type Connection = { reference: string; status: string; organizationIdA: number; organizationIdB: number };

/** The users-table row that shows this email. */
const userRow = async (page: Page, email: string): Promise<Locator> => {
  const row = tableRow(page, email);
  await expect(row).toBeVisible();
  return row;
};

test('concurrency: one admin deletes a user the other is editing; both accept and decline one request', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  let cases = 0;
  const anna = await signedIn(browser, baseURL, ANNA);
  const ulrich = await signedIn(browser, baseURL, ULRICH);

  // The first regular user on the first page of the table (admins come first, product-reference §2.5).
  const users = await apiAs<{ data: OrgUser[] }>(
    anna,
    'GET',
    '/organization-users?isDeleted=false&$limit=200',
  );
  const target = users.data
    .filter((u) => !u.isAdmin)
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))[0]!;

  await anna.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(ulrich.getByRole('heading', { name: 'Please review your users' })).toBeVisible();
  await (await userRow(ulrich, target.email)).getByRole('button', { name: 'Edit user' }).click();
  const edit = ulrich.getByRole('dialog', { name: `Edit user ${target.firstName}` });
  await edit.getByLabel('First name').fill('Concurrent');

  // Anna deletes the user while Ulrich's dialog is open; Ulrich then saves.
  await (await userRow(anna, target.email)).getByRole('button', { name: 'Delete user' }).click();
  await confirmDanger(
    anna,
    'Are you sure you want to delete this user?',
    `Confirm: delete user ${target.firstName} ${target.lastName}`,
  );
  await expect(snackbar(anna, 'User deleted successfully')).toBeVisible();
  await edit.getByRole('button', { name: 'Save user' }).click();
  await expect(ulrich.locator('.bp6-toast.bp6-intent-danger')).toContainText('this user is deleted');
  // What Ulrich typed stays; the table behind refreshes without the deleted user.
  await expect(edit.getByLabel('First name')).toHaveValue('Concurrent');
  await expect(tableRow(ulrich, target.email)).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const after = await apiAs<OrgUser>(anna, 'GET', `/organization-users/${target.id}`);
  expect(after).toMatchObject({ isDeleted: true, firstName: target.firstName });
  cases += 1;
  await ulrich.context().close();

  // Anna and Connie both see Ghent's request in To do; Connie accepts, Anna then declines.
  const connie = await signedIn(browser, baseURL, CONNIE);
  await openConnections(anna, 'accepted');
  const stale = await rowIn(anna, 'todo', GHENT);
  await expect(stale).toBeVisible();
  await openConnections(connie, 'accepted');
  await (await rowIn(connie, 'todo', GHENT)).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(snackbar(connie, 'Connection accepted successfully')).toBeVisible();

  await stale.getByRole('button', { name: 'More actions' }).click();
  await anna.getByRole('menuitem', { name: 'Decline' }).click();
  await confirmDanger(
    anna,
    'Are you sure you want to decline this connection request?',
    `Decline request of ${GHENT}`,
  );
  await expect(snackbar(anna, 'Invalid status declined for updating connection')).toBeVisible();
  // Anna's overview refreshes: the request now waits for Ghent's next step.
  await expect(await rowIn(anna, 'todo', GHENT)).toHaveCount(0);
  await expect(await rowIn(anna, 'waiting', GHENT)).toBeVisible();
  const list = await apiAs<Connection[] | { data: Connection[] }>(anna, 'GET', '/connections');
  const ghent = (Array.isArray(list) ? list : list.data).find(
    (c) => c.organizationIdA === 2 && c.organizationIdB === 1,
  );
  expect(ghent?.status).toBe('accepted');
  cases += 1;

  recordReliability('concurrency', cases, 0);
});
