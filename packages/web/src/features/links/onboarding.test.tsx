import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors, type OnboardingGateway, type OnboardingPayload } from '@scr/domain';
import { OnboardingView } from './onboarding-view.tsx';
import { linkJwt, renderLink } from './test-support.tsx';

const eligible = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  name: `Partner ${String(i + 1).padStart(2, '0')}`,
  vat: `BE0000000${100 + i}`,
  city: 'Antwerp',
}));
const invitation = {
  id: 9,
  name: 'New Haulage BV',
  vat: 'NL999999999B01',
  contactEmail: 'info@haulage.example',
  status: 'pending',
  inviterOrganization: { name: 'Antwerp Carrier NV' },
};

type Submit = OnboardingGateway['submit'];
const open = (sent: OnboardingPayload[] = [], submit?: Submit) =>
  renderLink('/invitation/:invitationId', `/invitation/9?jwt=${linkJwt()}`, <OnboardingView />, {
    onboarding: {
      load: () => okAsync({ invitation, eligibleOrganizations: eligible }),
      submit: submit ?? ((_jwt, payload) => (sent.push(payload), okAsync(undefined))),
    },
  });

const field = (label: string) => screen.getByLabelText(label);
/** The country autocomplete takes a country of its list only: typed, then picked. */
const chooseCountry = async (typed: string, country: string) => {
  fireEvent.focus(field('Country'));
  fireEvent.change(field('Country'), { target: { value: typed } });
  fireEvent.click(await screen.findByText(country, { selector: '[role="option"] *' }));
};
const fillRequired = () => {
  for (const [label, value] of [
    ['Street + nbr', 'Haven 2'],
    ['Postal code', '3011'],
    ['City', 'Rotterdam'],
    ['Support email', 'support@haulage.example'],
    ['First name', 'Hugo'],
    ['Last name', 'Haul'],
    ['Admin email', 'hugo@haulage.example'],
    ['Repeat admin email', 'Hugo@Haulage.example'],
    ['Your first name', 'Olga'],
    ['Your last name', 'On'],
    ['Your email', 'olga@haulage.example'],
  ] as const)
    fireEvent.change(field(label), { target: { value } });
};

// The whole form with its country autocomplete, driven field by field: slow on a busy machine.
describe('onboarding form (product-reference §2.3, §5 Onboarding)', { timeout: 45_000 }, () => {
  it('shows step 0 with the invited data, the trial offer and 10 organizations a page', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    // The invitation's data once it is in (the form shows after the link was read).
    expect(await screen.findByLabelText('Company name')).toHaveProperty('value', 'New Haulage BV');
    expect(field('VAT')).toHaveProperty('readOnly', true);
    expect(screen.getByText('Start with a 3-month free trial of SCR Premium.')).toBeTruthy();
    expect(screen.getByText('Antwerp Carrier NV invited your organization to the SCR App.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  it('blocks pasting into the admin email verification', async () => {
    open();
    const check = await screen.findByLabelText('Repeat admin email');
    const paste = createEvent.paste(check);
    fireEvent(check, paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it('requires a country, matching admin emails and both checkboxes, keeping what was typed', async () => {
    open();
    await screen.findByLabelText('Repeat admin email');
    fillRequired();
    fireEvent.change(field('Repeat admin email'), { target: { value: 'other@haulage.example' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please choose a country')).toBeTruthy();
    expect(screen.getByText('Please accept the end user license agreement')).toBeTruthy();
    expect(screen.getByText('Please accept the pricing')).toBeTruthy();
    expect(field('Street + nbr')).toHaveProperty('value', 'Haven 2');
    // The emails are compared once the rest of the form holds.
    await chooseCountry('belg', 'Belgium');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the end user license agreement' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pricing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Admin email addresses do not match')).toBeTruthy();
    expect(field('Repeat admin email')).toHaveProperty('value', 'other@haulage.example');
  });

  it('creates the account with the chosen connections and shows Ready', async () => {
    const sent: OnboardingPayload[] = [];
    open(sent);
    await screen.findByLabelText('Repeat admin email');
    fillRequired();
    await chooseCountry('nederland', 'Netherlands');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partner 02' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the end user license agreement' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pricing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Ready' })).toBeTruthy();
    expect(screen.getByText(/^Your account has been created/)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      invitationId: 9,
      organization: { country: 'Netherlands', vat: 'NL999999999B01' },
      // The language the form was filled in becomes the first admin's.
      admin: { email: 'hugo@haulage.example', lang: 'en' },
      onboarding: { savedConnections: [101] },
    });
  });

  it('shows the onboarding errors of product-reference §8', async () => {
    renderLink('/invitation/:invitationId', '/invitation/9', <OnboardingView />, { onboarding: {} });
    expect((await screen.findByRole('alert')).textContent).toBe('Missing invitation code');
  });

  it("does not take free text for a country: 'belg' left unpicked is no country", async () => {
    open();
    await screen.findByLabelText('Repeat admin email');
    fillRequired();
    fireEvent.change(field('Country'), { target: { value: 'belg' } });
    fireEvent.blur(field('Country'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please choose a country')).toBeTruthy();
  });

  it('keeps the form when the platform refuses', async () => {
    open([], () => errAsync(transportErrors.http(404, 'x')));
    await screen.findByLabelText('Repeat admin email');
    fillRequired();
    await chooseCountry('Netherl', 'Netherlands');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the end user license agreement' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pricing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invitation code not found');
    expect(field('Your email')).toHaveProperty('value', 'olga@haulage.example');
  });
});
