import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, pathOf, test, waitForMail } from './sign-in-support.ts';
import { locales } from '../../domain/src/messages/define.ts';
import { loginIn, say, type Language } from './language-walk-support.ts';

// The EULA and pricing checkboxes link to the documents they accept (product-reference §5 onboarding,
// §2.3 the EULA dialog), which the platform serves in the reader's language; each opens in a new tab (the form keeps
// what was typed) that cannot reach back to the portal (noopener).

test.describe.configure({ timeout: 180_000 });

// The documents' titles as the platform writes them (packages/fake-platform/src/dev/documents.ts).
const DOCUMENTS: Readonly<Record<Language, { eula: string; pricing: string }>> = {
  en: { eula: 'End user license agreement', pricing: 'Pricing' },
  nl: { eula: 'Licentieovereenkomst voor eindgebruikers', pricing: 'Prijzen' },
  fr: { eula: 'Contrat de licence utilisateur final', pricing: 'Tarifs' },
  de: { eula: 'Endbenutzer-Lizenzvertrag', pricing: 'Preise' },
};

/** A new organization and its reference per language, so the four runs never invite the same one. */
const documentHaulage: Readonly<Record<Language, { vat: string; reference: string }>> = {
  en: { vat: 'BE0999888766', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f82' },
  nl: { vat: 'NL123456789B88', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f81' },
  fr: { vat: 'FR12345678966', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f83' },
  de: { vat: 'DE123456766', reference: '6f1c1f3e-2b7a-4c1e-9a5e-1d2c3b4a5f84' },
};

/** Clicks the link of `document` and expects that document, in `language`, in a new tab. */
const opensDocument = async (
  page: Page,
  language: Language,
  document: 'eula' | 'pricing',
  scope: Locator,
) => {
  const label = say(language, document === 'eula' ? 'app.document.eula' : 'app.document.pricing');
  const link = scope.getByRole('link', { name: say(language, 'app.nav.newTab', { name: label }) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const before = page.url();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: DOCUMENTS[language][document] })).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', language);
  expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
  await tab.close();
  expect(page.url()).toBe(before);
};

for (const language of locales) {
  test.describe(`in ${language}`, () => {
    test.use({ changesWorld: true });

    test("Nina's pending EULA links the agreement it accepts", async ({ page }) => {
      await loginIn(page, language, 'nina.neweula@forwarder.example');
      const dialog = page.getByRole('dialog', { name: say(language, 'session.eula.title') });
      await expect(dialog).toBeVisible();
      await opensDocument(page, language, 'eula', dialog);
      // The dialog still waits for the acceptance.
      await expect(
        dialog.getByRole('checkbox', { name: say(language, 'session.eula.accept') }),
      ).not.toBeChecked();
    });

    test('the onboarding form links the agreement and the pricing it accepts', async ({ page, request }) => {
      await loginIn(page, language, 'connie.connections@carrier.example');
      await expect(page).toHaveURL(/\/organization/);
      const newcomer = `info-${language}@document-haulage.example`;
      await apiAs(page, 'POST', '/invitations', {
        name: 'Document Haulage BV',
        vat: documentHaulage[language].vat,
        contactEmail: newcomer,
        reference: documentHaulage[language].reference,
        encrInviterData: { publicKey: 'document-inviter-key' },
      });
      const invitation = await waitForMail(request, newcomer, /./);
      await page.evaluate((chosen) => {
        sessionStorage.clear();
        localStorage.setItem('scr.lang', chosen);
      }, language);
      await page.goto(pathOf(invitation.links[0]!));
      await expect(
        page.getByRole('heading', { name: say(language, 'onboarding.step.create') }),
      ).toBeVisible();
      const first = page.getByLabel(say(language, 'onboarding.field.onboarderFirstName'), { exact: true });
      await first.fill('Dora');
      const form = page.locator('body');
      await opensDocument(page, language, 'eula', form);
      await opensDocument(page, language, 'pricing', form);
      // The form kept what was typed: the documents opened beside it.
      await expect(first).toHaveValue('Dora');
      await expect(
        page.getByRole('checkbox', { name: say(language, 'onboarding.field.eula') }),
      ).not.toBeChecked();
    });
  });
}
