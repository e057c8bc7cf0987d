import { expect, fillLogin, test } from './sign-in-support.ts';

// Forgot password? opened from a filled-in login form keeps its email and its organization, also once
// the dialog's own look-up of the email has answered, and a choice made in it while that look-up runs; a field message goes once the field
// is filled and sent again; and for a company wallet the organization's own administrator is told
// where its wallet's passwords are reset.

const FIONA = 'fiona.forwarder@forwarder.example';
const SELECT_ONE = 'Please select an organization from the list';
const COMPANY_WALLET =
  'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.';

test('the dialog keeps the login form organization and says where a company wallet is reset', async ({
  page,
}) => {
  await page.goto('/');
  await fillLogin(page, FIONA, 'demo1234', 'Ghent Forwarding BV');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await expect(dialog.getByLabel('Email')).toHaveValue(FIONA);
  const organization = dialog.getByLabel('Organization');
  await expect(organization.locator('option', { hasText: 'Rotterdam Barge BV' })).toBeAttached();
  await expect(organization).toHaveValue('2');

  // A send without an organization, then with one: the field's message goes.
  await organization.selectOption({ index: 0 });
  await dialog.getByRole('button', { name: 'Send password link' }).click();
  await expect(dialog.getByText(SELECT_ONE)).toBeVisible();
  await organization.selectOption({ label: 'Ghent Forwarding BV' });
  await expect(dialog.getByText(SELECT_ONE)).toBeHidden();
  await dialog.getByRole('button', { name: 'Send password link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(COMPANY_WALLET);
  await expect(dialog.getByText(SELECT_ONE)).toBeHidden();
  await expect(dialog.getByText(/^Are you this organization's administrator\?/)).toContainText(
    'another administrator of your organization signs in and chooses Users, then Change password',
  );
});

test('a choice made in the dialog while its look-up runs stays when the look-up answers', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await fillLogin(page, FIONA, 'demo1234', 'Ghent Forwarding BV');
  // Long enough after the login form's look-up that its answer no longer serves: the dialog asks
  // the platform again. Its answer is held until a choice is made.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.clock.fastForward('05:00');
  await page.route(/\/api\/find-user(\?|$)/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  const organization = dialog.getByLabel('Organization');
  // The login form's organizations are choosable meanwhile; the select says it is busy.
  await expect(organization).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => held).toBe(true);
  await organization.selectOption({ label: 'Rotterdam Barge BV' });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/find-user'));
  release();
  await answered;
  await expect(organization).toHaveAttribute('aria-busy', 'false');
  await expect(organization.locator('option:checked')).toHaveText('Rotterdam Barge BV');
});
