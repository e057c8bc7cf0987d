import type { APIRequestContext } from '@playwright/test';
// The mail texts from source by path: Playwright's loader does not apply the '@scr/source' condition.
import * as mailTexts from '../../fake-platform/src/dev/mail-texts.ts';
import { expect, mails, test, waitForMail, type Mail } from './sign-in-support.ts';
import {
  cancelRequestTo,
  confirmDanger,
  openConnections,
  requestByVat,
  rowIn,
  signedIn,
  snackbar,
} from './connections-support.ts';
import { switchLanguage } from './dutch-support.ts';
import { say } from './language-walk-support.ts';

// The platform's connection mails reach each recipient in their own language (product-reference §9),
// whatever the language of the screen that caused them: Connie, an administrator of Antwerp, reads
// Dutch where Anna, of the same organization, reads English; an invitation's cancellation reads in
// the language of the administrator who cancelled it (Otto: Dutch); a user invited from a Dutch,
// French or German screen is welcomed in that language, the one the new user has until they choose. Each mail is
// compared whole with the text the platform writes for that language.

test.use({ changesWorld: true });
// Two sign-ins (a memory-hard KDF each) on a busy machine.
test.describe.configure({ timeout: 180_000 });

const ANNA = 'anna.admin@carrier.example';
const CONNIE = 'connie.connections@carrier.example';
const FIONA = 'fiona.forwarder@forwarder.example';
const OTTO = 'otto.old@barge.example';
const ANTWERP = 'Antwerp Carrier NV';
const GHENT = 'Ghent Forwarding BV';

type MailText = { subject: string; text: string };
type Newcomer = { firstName: string; lastName: string; email: string };

/** How many mails to `to` have this subject so far: only a newer one counts as the next. */
const countOf = async (request: APIRequestContext, to: string, expected: MailText): Promise<number> =>
  (await mails(request)).filter((m) => m.to === to && m.subject === expected.subject).length;

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The next mail to `to` with the subject of `expected` reads exactly `expected` (its link aside). */
const expectNextMail = async (
  request: APIRequestContext,
  to: string,
  before: number,
  expected: (link: string) => MailText,
): Promise<Mail> => {
  const mail = await waitForMail(request, to, exactly(expected('').subject), before);
  const link = mail.links[0] ?? '';
  expect({ subject: mail.subject, text: mail.text }, to).toEqual(expected(link));
  return mail;
};

test("a cancelled request and a new one reach Antwerp's administrators each in their language", async ({
  browser,
  baseURL,
  request,
}) => {
  const fiona = await signedIn(browser, baseURL, FIONA, GHENT);
  const cancelled = (language: mailTexts.MailLang) => (link: string) =>
    mailTexts.connectionStatusMail(language, { status: 'cancelled', by: GHENT, link });
  const before = {
    connie: await countOf(request, CONNIE, cancelled('nl')('')),
    anna: await countOf(request, ANNA, cancelled('en')('')),
  };
  // Ghent's open request to Antwerp (architecture §4): cancelled, then asked anew.
  await cancelRequestTo(fiona, ANTWERP);
  await expectNextMail(request, CONNIE, before.connie, cancelled('nl'));
  await expectNextMail(request, ANNA, before.anna, cancelled('en'));

  const requested = (language: mailTexts.MailLang) => (link: string) =>
    mailTexts.connectionRequestMail(language, { requester: GHENT, partner: ANTWERP, link });
  const asked = {
    connie: await countOf(request, CONNIE, requested('nl')('')),
    anna: await countOf(request, ANNA, requested('en')('')),
  };
  // A carrier is not in the connect dialog's list: Ghent finds Antwerp by its VAT.
  await requestByVat(fiona, 'BE0123456789', ANTWERP);
  const dutch = await expectNextMail(request, CONNIE, asked.connie, requested('nl'));
  await expectNextMail(request, ANNA, asked.anna, requested('en'));
  // The Dutch mail's link opens the request on Antwerp's pending tab.
  expect(new URL(dutch.links[0]!).pathname).toMatch(/^\/organization\/connections\/pending\/[0-9a-f-]{36}$/);
});

test("Otto's cancelled invitation reaches the invited organization in Dutch, his language", async ({
  browser,
  baseURL,
  request,
}) => {
  // Rotterdam Barge's pending invitation (architecture §4: every inviter of the demo world has one).
  const invited = { name: 'Oostende Reefers NV 3', email: 'info@oostende3.example' };
  const expected = () =>
    mailTexts.invitationCancelledMail('nl', { name: invited.name, inviter: 'Rotterdam Barge BV' });
  const before = await countOf(request, invited.email, expected());
  const otto = await signedIn(browser, baseURL, OTTO);
  await openConnections(otto, 'sent');
  await (await rowIn(otto, 'waiting', invited.name)).getByRole('button', { name: 'Cancel' }).click();
  await confirmDanger(
    otto,
    'Are you sure you want to cancel this invitation?',
    `Cancel invitation to ${invited.name}`,
  );
  await expect(snackbar(otto, 'Invitation cancelled successfully')).toBeVisible();
  await expectNextMail(request, invited.email, before, expected);
});

// Each a newcomer of their own, welcomed in the language of the screen that invited them.
const newcomers = {
  nl: { firstName: 'Noor', lastName: 'Nieuw', email: 'noor.nieuw@carrier.example' },
  fr: { firstName: 'Noémie', lastName: 'Nouvelle', email: 'noemie.nouvelle@carrier.example' },
  de: { firstName: 'Nils', lastName: 'Neumann', email: 'nils.neumann@carrier.example' },
} as const;

for (const [language, newcomer] of Object.entries(newcomers) as [keyof typeof newcomers, Newcomer][]) {
  test(`a user invited from a screen in ${language} is welcomed in ${language}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const t = (id: Parameters<typeof say>[1], values?: Record<string, string>) => say(language, id, values);
    const welcome = (link: string) =>
      mailTexts.addUserMail(language, { firstName: newcomer.firstName, organization: ANTWERP, link });
    const before = await countOf(request, newcomer.email, welcome(''));
    const anna = await signedIn(browser, baseURL!, ANNA);
    await switchLanguage(anna, language);
    await anna.getByRole('link', { name: t('access.nav.users'), exact: true }).click();
    await anna.getByRole('button', { name: t('users.page.addUser') }).click();
    const dialog = anna.getByRole('dialog', { name: t('users.invite.title', { organization: ANTWERP }) });
    // Exact labels: French 'Nom' is part of 'Prénom'.
    await dialog.getByLabel(t('users.field.firstName'), { exact: true }).fill(newcomer.firstName);
    await dialog.getByLabel(t('users.field.lastName'), { exact: true }).fill(newcomer.lastName);
    await dialog.getByLabel(t('users.field.email'), { exact: true }).fill(newcomer.email);
    await dialog.getByLabel(t('users.field.userRole')).selectOption({ label: t('users.appRole.regular') });
    await dialog.getByRole('button', { name: t('users.invite.submit') }).click();
    await expect(snackbar(anna, t('users.success.added'))).toBeVisible();
    await expectNextMail(request, newcomer.email, before, welcome);
  });
}
