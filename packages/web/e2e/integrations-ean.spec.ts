import type { Page } from '@playwright/test';
import { test, expect } from './sign-in-support.ts';
import { signIn } from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';

// The Portbase EAN (product-reference §2.7, §5) is a GS1 EAN-13: 13 digits, the last one a check digit. The
// dialog says so in the UI language and keeps what was typed; the platform refuses the call itself.
// Its Connect needs Anna's organization without a Portbase link: on the worker's own platform (a test
// of the integrations on the other worker links it), reset after every test.
test.use({ changesWorld: true });

const openPortbase = async (page: Page) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  await page.getByRole('button', { name: 'Connect with Portbase' }).click();
};

test('an EAN that is not 13 digits with a GS1 check digit is refused, in the dialog and on the platform', async ({
  page,
}) => {
  await openPortbase(page);
  const dialog = page.getByRole('dialog', {
    name: 'Connect with Secure Chain / Vertrouwensketen by Portbase',
  });
  await dialog.getByText('I am also an Inland Operator').click();
  const ean = dialog.getByLabel(/Your EAN code/);
  for (const typed of ['12ab', '8712345678907']) {
    await ean.fill(typed);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      dialog.getByText('Please enter a valid EAN code: 13 digits, the last one a check digit'),
    ).toBeVisible();
    await expect(ean).toHaveValue(typed);
  }
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Connect with Portbase' })).toBeVisible();

  // The platform refuses it too, and stores nothing.
  const answer = await page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as {
      accessToken: string;
      orgUserId: number;
    };
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      Id: String(session.orgUserId),
    };
    const body = { organizationId: 1, metaSource: 'portbase', metaName: 'ean', metaValue: '12ab' };
    const post = await fetch('/api/organization-meta', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const list = await fetch('/api/organization-meta?organizationId=1&metaSource=portbase', { headers });
    return {
      status: post.status,
      message: ((await post.json()) as { message: string }).message,
      stored: await list.json(),
    };
  });
  expect(answer.status).toBe(400);
  expect(answer.message).toBe('Invalid field metaValue: an EAN is 13 digits, the last one a GS1 check digit');
  expect(answer.stored).toEqual([]);
});

test('the EAN message in Dutch', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await switchLanguage(page, 'nl');
  await page.getByRole('link', { name: 'Integraties', exact: true }).click();
  await page.getByRole('button', { name: 'Verbinden met Portbase' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Verbinden met Secure Chain / Vertrouwensketen van Portbase',
  });
  await dialog.getByText('Ik ben ook een Inland Operator').click();
  await dialog.getByLabel(/Uw EAN-code/).fill('12ab');
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(
    dialog.getByText('Vul een geldige EAN-code in: 13 cijfers, waarvan het laatste een controlecijfer is'),
  ).toBeVisible();
});
