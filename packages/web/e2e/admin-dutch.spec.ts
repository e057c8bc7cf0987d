import { expect, test } from './sign-in-support.ts';
import { signIn, UNREACHABLE_WALLET } from './connections-support.ts';
import { nl, switchToDutch } from './dutch-support.ts';
import { expectFit } from './language-walk-support.ts';
import { expectPdfBehind } from './procedure-support.ts';

// The admin pages in Dutch (product-reference §1 'Languages are en and nl', architecture §6 'a complete Dutch
// catalogue'): Anna switches the top bar to Nederlands; every page and its main dialogs show the nl
// catalogue's texts and no English text of the catalogue, and pass axe in Dutch too (no serious or
// critical violation). Nothing is submitted.

// The connect dialog checks Basel Inland AG's wallet, unreachable on purpose (connections-support.ts).
test.use({ consoleErrors: [UNREACHABLE_WALLET] });

test.describe.configure({ timeout: 180_000 });

const ANNA = 'anna.admin@carrier.example';

test('the organization profile and the integrations in Dutch', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);

  await page.getByRole('link', { name: nl('access.nav.organization'), exact: true }).click();
  await expect(page.getByRole('heading', { name: nl('organizations.header') })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel(nl('organizations.field.streetNbr'))).toBeVisible();
  await expect(page.getByLabel(nl('organizations.field.walletUrl'))).toBeVisible();
  await page.getByLabel(nl('organizations.field.name')).fill('');
  await page.getByLabel(nl('organizations.field.supportEmail')).fill('support@');
  await page.getByRole('button', { name: nl('organizations.save') }).click();
  await expect(page.getByText(nl('validation.email'))).toBeVisible();
  await expect(
    page.getByText(nl('validation.required.organizations.field.name'), { exact: true }),
  ).toBeVisible();
  await expectFit(page, 'nl', 'organization profile with errors');

  // The changes are not saved: leaving asks first, in Dutch.
  await page.getByRole('link', { name: nl('access.nav.integrations'), exact: true }).click();
  const leave = page.getByRole('dialog', { name: nl('organizations.leave.title') });
  await expect(leave.getByText(nl('organizations.leave.body'))).toBeVisible();
  await expect(leave.getByRole('button', { name: nl('organizations.leave.stay') })).toBeFocused();
  await expectFit(page, 'nl', 'leave without saving', leave);
  await leave.getByRole('button', { name: nl('organizations.leave.confirm') }).click();
  await expect(page.getByRole('heading', { name: nl('integrations.header') })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(nl('integrations.cpoint.help'))).toBeVisible();
  await expect(page.getByText(nl('integrations.portbase.help'))).toBeVisible();
  // Each card's state in words: neither is linked in the demo world.
  await expect(page.getByText(nl('integrations.state.notConnected'), { exact: true })).toHaveCount(2);
  await expectFit(page, 'nl', 'integrations');
  await page.getByRole('button', { name: nl('integrations.portbase.connect') }).click();
  const portbase = page.getByRole('dialog', { name: nl('integrations.portbase.dialogTitle') });
  await expect(portbase.getByLabel(nl('integrations.portbase.releaseToParty'))).toBeChecked();
  await portbase.getByText(nl('integrations.portbase.inlandOperator')).click();
  await expect(portbase.getByLabel(new RegExp(nl('integrations.portbase.eanField')))).toBeVisible();
  await expectFit(page, 'nl', 'portbase', portbase);
  await portbase.getByRole('button', { name: nl('integrations.back') }).click();
  await expect(portbase).toBeHidden();
});

test('the users and the connections in Dutch', async ({ page }) => {
  await signIn(page, ANNA);
  await switchToDutch(page);

  await page.getByRole('link', { name: nl('access.nav.users'), exact: true }).click();
  await expect(page.getByRole('heading', { name: nl('users.page.header') })).toBeVisible({
    timeout: 15_000,
  });
  // A Blueprint Table: its headers are not table semantics, so they are found by their text.
  await expect(page.getByText(nl('users.column.lastName'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(nl('users.column.adminRoles'), { exact: true }).first()).toBeVisible();
  // Data, not UI: the last names of Ulrich Users and Connie Connections (architecture §4).
  await expectFit(page, 'nl', 'users', undefined, ['Users', 'Connections', 'Admin']);
  await page.getByRole('button', { name: nl('users.page.addUser') }).click();
  const invite = page.getByRole('dialog', {
    name: nl('users.invite.title', { organization: 'Antwerp Carrier NV' }),
  });
  await expect(invite.getByLabel(nl('users.field.firstName'))).toBeVisible();
  await expectFit(page, 'nl', 'invite', invite);
  await invite.getByRole('button', { name: nl('users.form.cancel') }).click();
  await expect(invite).toBeHidden();
  await page
    .getByRole('button', { name: nl('users.action.edit') })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: /^Gebruiker .+ bewerken$/ });
  await expect(edit.getByRole('button', { name: nl('users.edit.submit') })).toBeVisible();
  await expectFit(page, 'nl', 'edit', edit);
  await edit.getByRole('button', { name: nl('users.form.cancel') }).click();
  await expect(edit).toBeHidden();

  // The connections: the tabs, the tables and each dialog.
  await page.getByRole('link', { name: nl('access.nav.connections'), exact: true }).click();
  await expect(page.getByRole('tab', { name: /^ACTIEVE VERBINDINGEN \(\d+\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(nl('connections.tabText.active'))).toBeVisible();
  await expectFit(page, 'nl', 'active connections');
  await page.getByRole('tab', { name: /^WACHTEN OP ANDERE PARTIJ/ }).click();
  await expect(page.getByText(nl('connections.tabText.waiting'))).toBeVisible();
  await expectFit(page, 'nl', 'waiting connections');
  await page
    .getByRole('tabpanel')
    .getByRole('row', { name: /Zeebrugge Transport BV/ })
    .getByRole('button', { name: 'In afwachting' })
    .click();
  const status = page.getByRole('dialog', { name: nl('connections.timeline.title') });
  await expect(status.getByText(nl('connections.timeline.step1'))).toBeVisible();
  await expectFit(page, 'nl', 'status', status);
  await status
    .getByRole('button', { name: nl('connections.action.close') })
    .last()
    .click();
  await page
    .getByRole('tabpanel')
    .getByRole('row', { name: /Oostende Reefers NV/ })
    .getByRole('button', { name: nl('invitations.status.sent') })
    .click();
  const invitation = page.getByRole('dialog', { name: nl('invitations.status.title') });
  await expect(invitation.getByText(nl('invitations.status.validUntil'))).toBeVisible();
  await expectFit(page, 'nl', 'invitation', invitation);
  await invitation
    .getByRole('button', { name: nl('connections.action.close') })
    .last()
    .click();
  await page.getByRole('tab', { name: /^GEANNULEERDE VERZOEKEN/ }).click();
  await expect(page.getByRole('columnheader', { name: nl('connections.column.message') })).toBeVisible();
  await expectFit(page, 'nl', 'cancelled requests');

  await page.getByRole('button', { name: nl('connections.connect.title') }).click();
  const connect = page.getByRole('dialog', { name: nl('connections.connect.title') });
  await expect(connect.getByRole('checkbox').first()).toBeVisible();
  await connect.getByRole('button', { name: 'Verbindingsverzoek versturen' }).click();
  await expect(connect.getByText(nl('connections.connect.selectAtLeastOne'))).toBeVisible();
  await expectFit(page, 'nl', 'connect', connect);
  await connect.getByRole('button', { name: nl('connections.connect.notInList') }).click();
  const inviteOrg = page.getByRole('dialog', { name: nl('invitations.invite.title') });
  await inviteOrg.getByLabel(nl('invitations.field.vat')).fill('BE0555000111');
  // Enter in the VAT field looks it up (as leaving it does) and sends nothing.
  await inviteOrg.getByLabel(nl('invitations.field.vat')).press('Enter');
  await expect(inviteOrg.getByText(nl('invitations.vat.notRegistered'))).toBeVisible();
  await expect(inviteOrg.getByRole('button', { name: nl('invitations.submit.invite') })).toBeVisible();
  await expectFit(page, 'nl', 'inviteOrg', inviteOrg);
  await inviteOrg.getByRole('button', { name: nl('connections.action.cancel') }).click();
  await expect(inviteOrg).toBeHidden();
});

test("Otto's wallet upgrade dialog in Dutch links the Dutch procedure PDF", async ({ page }) => {
  await signIn(page, 'otto.old@barge.example');
  await switchToDutch(page);
  await page.getByRole('link', { name: nl('access.nav.connections'), exact: true }).click();
  await page.getByRole('button', { name: nl('connections.connect.title') }).click();
  const upgrade = page.getByRole('dialog', { name: nl('connections.error.walletUpgradeRequired') });
  await expect(upgrade).toContainText(
    nl('connections.upgrade.text', { required: '1.1.4', version: '1.0.9' }),
  );
  await expectFit(page, 'nl', 'upgrade', upgrade);
  const link = upgrade.getByRole('link', { name: nl('connections.upgrade.procedure') });
  await expect(link).toHaveAttribute('href', '/help/nl/wallet-upgrade-procedure.pdf');
  await expectPdfBehind(page, link);
});
