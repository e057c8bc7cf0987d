import { DEMO_PASSWORD, expect, login, test } from './sign-in-support.ts';

// Product-reference §2.1 landing by roles, §2.3 the login screen, §5 Login; the demo world of architecture §4.
test.describe('sign-in: landing by roles', () => {
  for (const [email, path] of [
    ['anna.admin@carrier.example', '/organization'],
    ['ulrich.users@carrier.example', '/organization/users'],
    ['connie.connections@carrier.example', '/organization/connections'],
  ] as const) {
    test(`${email} lands on ${path}`, async ({ page }) => {
      await login(page, email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('Victor has no admin role and sees Access denied', async ({ page }) => {
    await login(page, 'victor.viewer@carrier.example');
    await expect(
      page.getByText('Access denied: you cannot enter this page because you are not an admin user'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to the SCR App' })).toBeVisible();
  });

  test('Fiona chooses between her two organizations', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('fiona.forwarder@forwarder.example');
    await page.getByLabel('Email').press('Tab');
    const select = page.getByLabel('Organization');
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).toHaveText([
      'Select an organization',
      'Ghent Forwarding BV',
      'Rotterdam Barge BV',
    ]);
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await expect(select).toHaveValue('');
    await select.selectOption({ label: 'Ghent Forwarding BV' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/organization$/);
    const organizationId = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('scr.apiSession') ?? '{}') as { organizationId?: number })
          .organizationId,
    );
    expect(organizationId).toBe(2);
  });

  test("Hans's organization is 'Not activated yet' and cannot be chosen", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('hans.driver@drivers.example');
    await page.getByLabel('Email').press('Tab');
    // His organization awaits the platform's activation: 'Contact us for your final activation' first.
    const activation = page.getByRole('dialog', { name: 'Contact us for your final activation' });
    await activation.getByRole('button', { name: 'Close' }).last().click();
    await expect(activation).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const option = page.getByRole('option', { name: 'Hamburg Drivers GmbH – Not activated yet' });
    await expect(option).toBeDisabled();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please select an organization from the list')).toBeVisible();
  });

  test('a reload keeps the session', async ({ page }) => {
    await login(page, 'anna.admin@carrier.example');
    await expect(page).toHaveURL(/\/organization$/);
    await page.goto('/organization/users');
    await expect(page).toHaveURL(/\/organization\/users$/);
    await page.reload();
    await expect(page).toHaveURL(/\/organization\/users$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('an unknown email has no user', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('nobody@nowhere.example');
    await page.getByLabel('Email').press('Tab');
    await expect(page.getByRole('alert')).toHaveText('No user found for this email address');
  });
});
