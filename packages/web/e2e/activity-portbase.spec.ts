import type { Page } from '@playwright/test';
import { catalogues } from '../../domain/src/messages/catalogue.ts';
import { expect, test } from './sign-in-support.ts';
import { signIn, snackbar } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';

// The Activity trail records what happened to the Portbase link (product-reference §2.7), not the
// settings the portal writes for it: Anna connects Portbase once and finds exactly one 'connected'
// entry naming Portbase and the settings in words; changing the EAN adds one 'changed', removing the
// link one 'disconnected'. In English and in Dutch, each on a fresh demo world of its own platform.

test.use({ changesWorld: true });
test.describe.configure({ timeout: 150_000 });

type Id = keyof typeof catalogues.en;

for (const language of ['en', 'nl'] as const) {
  const t = (id: Id) => catalogues[language][id];
  const portbaseDialog = (page: Page) =>
    page.getByRole('dialog', { name: t('integrations.portbase.dialogTitle') });

  const openIntegrations = async (page: Page) => {
    await page.getByRole('link', { name: t('access.nav.integrations'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('integrations.header') })).toBeVisible({
      timeout: 15_000,
    });
  };

  /** Confirms the Portbase dialog as an inland operator with this EAN. */
  const confirmWithEan = async (page: Page, ean: string) => {
    const dialog = portbaseDialog(page);
    const inland = dialog.getByLabel(t('integrations.portbase.inlandOperator'));
    if (!(await inland.isChecked()))
      await dialog.getByText(t('integrations.portbase.inlandOperator')).click();
    await dialog.getByLabel(new RegExp(t('integrations.portbase.eanField'))).fill(ean);
    await dialog.getByRole('button', { name: t('integrations.confirm'), exact: true }).click();
    await expect(snackbar(page, t('integrations.portbase.saved'))).toBeVisible();
  };

  /** The Activity rows whose target is Portbase, newest first. */
  const portbaseRows = async (page: Page) => {
    await page.getByRole('link', { name: t('access.nav.activity'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('audit.page.header') })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel(t('audit.filter.target'), { exact: true }).fill('Portbase');
    await page.getByRole('button', { name: t('audit.filter.apply'), exact: true }).click();
    await expect(page).toHaveURL(/target=Portbase/);
    const table = page.getByRole('table');
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    return table.getByRole('row').filter({ has: page.getByRole('cell') });
  };

  test(`${language}: connecting Portbase once is one 'connected' entry; a change and a removal one each`, async ({
    page,
  }) => {
    await signIn(page, 'anna.admin@carrier.example');
    if (language === 'nl') await switchLanguage(page, 'nl');

    await openIntegrations(page);
    await page.getByRole('button', { name: t('integrations.portbase.connect') }).click();
    await confirmWithEan(page, '5412345000013');

    let rows = await portbaseRows(page);
    await expect(rows).toHaveCount(1);
    const connected = rows.first();
    await expect(connected).toContainText(t('audit.action.integration.connect'));
    await expect(connected).toContainText(t('audit.integration.portbase'));
    await expect(connected).toContainText(`${t('audit.field.ean')}, ${t('audit.field.manual')}`);
    await expect(connected).toContainText(t('audit.outcome.success'));
    // No setting's raw name, and no second entry for the settings the link is made of.
    await expect(connected).not.toContainText('portbase/');
    await expect(connected).not.toContainText('metaValue');
    await expect(rows.filter({ hasText: t('audit.action.integration.remove') })).toHaveCount(0);
    await expect(rows.filter({ hasText: t('audit.action.integration.update') })).toHaveCount(0);

    await openIntegrations(page);
    await page.getByRole('button', { name: t('integrations.portbase.reconnect') }).click();
    await confirmWithEan(page, '8712345678906');
    rows = await portbaseRows(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(t('audit.action.integration.change'));
    await expect(rows.first()).not.toContainText(t('audit.field.manual'));
    await expect(rows.first()).toContainText(t('audit.field.ean'));

    await openIntegrations(page);
    await page.getByRole('button', { name: t('integrations.portbase.remove') }).click();
    await page
      .getByRole('dialog', { name: t('integrations.portbase.title') })
      .getByRole('button', { name: t('integrations.portbase.removeButton'), exact: true })
      .click();
    await expect(snackbar(page, t('integrations.portbase.removed'))).toBeVisible();
    rows = await portbaseRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(t('audit.action.integration.disconnect'));
    await expect(rows.nth(1)).toContainText(t('audit.action.integration.change'));
    await expect(rows.nth(2)).toContainText(t('audit.action.integration.connect'));
  });
}
