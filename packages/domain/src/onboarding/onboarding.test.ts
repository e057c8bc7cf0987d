import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { loadOnboarding, onboardingSteps, submitOnboarding } from './onboarding.ts';
import { onboardingFormSchema, type OnboardingPayload } from './form.ts';
import type { OnboardingGateway } from './ports.ts';
import { unsignedToken } from '../testing/session.ts';
import { transportErrors } from '../shared/errors.ts';
import { validate } from '../validation/validate.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');
const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const jwt = unsignedToken({ exp: now.getTime() / 1000 + 3600 });
const stale = unsignedToken({ exp: now.getTime() / 1000 - 1 });
const invitation = {
  id: 5,
  name: 'New Haulage BV',
  vat: 'NL999999999B01',
  contactEmail: 'info@haulage.example',
  status: 'pending',
};
const validForm = {
  organization: {
    name: 'New Haulage BV',
    vat: 'NL999999999B01',
    streetNbr: 'Haven 2',
    postalCode: '3011',
    city: 'Rotterdam',
    country: 'nederland',
    contactEmail: 'info@haulage.example',
    supportEmail: 'support@haulage.example',
  },
  admin: {
    firstName: 'Hugo',
    lastName: 'Haul',
    email: 'Hugo@Haulage.example',
    emailCheck: ' hugo@haulage.EXAMPLE ',
  },
  onboarder: { onboarderFirstName: 'Olga', onboarderLastName: 'On', onboarderEmail: 'olga@haulage.example' },
  acceptEula: true,
  acceptPricing: true,
  savedConnections: [1, 2, 2],
};

const gateway = (over: Partial<OnboardingGateway> = {}) => {
  const sent: OnboardingPayload[] = [];
  const onboarding: OnboardingGateway = {
    load: () =>
      okAsync({
        invitation,
        eligibleOrganizations: [{ id: 1, name: 'Antwerp Carrier NV', vat: 'BE0123456789' }],
      }),
    submit: (_jwt, payload) => (sent.push(payload), okAsync(undefined)),
    ...over,
  };
  return { onboarding, sent };
};

describe('onboarding form (product-reference §5 Onboarding)', () => {
  it('matches admin emails ignoring case and spaces', () => {
    expect(validate(onboardingFormSchema, validForm).isOk()).toBe(true);
    const r = validate(onboardingFormSchema, {
      ...validForm,
      admin: { ...validForm.admin, emailCheck: 'other@haulage.example' },
    });
    expect(r.isErr() && en.format(r.error.fields['admin.emailCheck']!)).toBe(
      'Admin email addresses do not match',
    );
  });

  it('says everything on the first submit: the email mismatch beside the other fields’ errors', () => {
    const r = validate(onboardingFormSchema, {
      ...validForm,
      organization: { ...validForm.organization, name: '', city: '  ' },
      admin: { ...validForm.admin, firstName: '', emailCheck: 'other@haulage.example' },
      onboarder: { ...validForm.onboarder, onboarderFirstName: '' },
      acceptEula: false,
    });
    if (r.isOk()) throw new Error('expected errors');
    const shown = Object.fromEntries(Object.entries(r.error.fields).map(([f, m]) => [f, en.format(m)]));
    expect(shown).toMatchObject({
      'admin.emailCheck': 'Admin email addresses do not match',
      'admin.firstName': expect.stringMatching(/^Please provide /),
      'organization.name': expect.stringMatching(/^Please provide /),
      'organization.city': expect.stringMatching(/^Please provide /),
      'onboarder.onboarderFirstName': 'Please provide your first name',
      acceptEula: 'Please accept the end user license agreement',
    });
  });

  it("takes only a country of the list: 'belg' is no country, 'belgie' is Belgium", () => {
    const withCountry = (country: string) =>
      validate(onboardingFormSchema, { ...validForm, organization: { ...validForm.organization, country } });
    const refused = withCountry('belg');
    if (refused.isOk()) throw new Error('expected errors');
    expect(en.format(refused.error.fields['organization.country']!)).toBe('Please choose a country');
    expect(withCountry('belgie').isOk()).toBe(true);
    expect(withCountry('Belgium').isOk()).toBe(true);
  });

  it('requires a country and both checkboxes', () => {
    const r = validate(onboardingFormSchema, {
      ...validForm,
      organization: { ...validForm.organization, country: '' },
      acceptEula: false,
      acceptPricing: undefined,
    });
    if (r.isOk()) throw new Error('expected errors');
    expect(en.format(r.error.fields['organization.country']!)).toBe('Please choose a country');
    expect(en.format(r.error.fields.acceptEula!)).toBe('Please accept the end user license agreement');
    expect(en.format(r.error.fields.acceptPricing!)).toBe('Please accept the pricing');
  });
});

describe('loadOnboarding (product-reference §8 Onboarding)', () => {
  it('loads the invitation and prefills the form', async () => {
    const r = await loadOnboarding({ ...gateway(), clock })({ invitationId: '5', jwt });
    expect(r._unsafeUnwrap().initialValues.organization).toMatchObject({ vat: 'NL999999999B01' });
  });

  it('fails with the link texts', async () => {
    const load = loadOnboarding({ ...gateway(), clock });
    expect(en.format((await load({ invitationId: '5', jwt: null }))._unsafeUnwrapErr().message)).toBe(
      'Missing invitation code',
    );
    expect(en.format((await load({ invitationId: '5', jwt: stale }))._unsafeUnwrapErr().message)).toBe(
      'Your link expired. Please request a new one from the party that invited you.',
    );
    const notFound = loadOnboarding({
      ...gateway({ load: () => errAsync(transportErrors.http(404, 'x')) }),
      clock,
    });
    expect(en.format((await notFound({ invitationId: '5', jwt }))._unsafeUnwrapErr().message)).toBe(
      'Invitation code not found',
    );
    const refused = loadOnboarding({
      ...gateway({ load: () => errAsync(transportErrors.unauthorized('jwt expired')) }),
      clock,
    });
    expect((await refused({ invitationId: '5', jwt }))._unsafeUnwrapErr().kind).toBe('LinkExpired');
    const down = loadOnboarding({
      ...gateway({ load: () => errAsync(transportErrors.apiUnreachable()) }),
      clock,
    });
    expect((await down({ invitationId: '5', jwt }))._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
  });
});

describe('submitOnboarding (product-reference §3 Onboarding payload)', () => {
  it('sends the payload and moves to Ready', async () => {
    const g = gateway();
    const r = await submitOnboarding({ ...g, clock })({ invitationId: 5, jwt, form: validForm });
    expect(r._unsafeUnwrap().step).toBe(1);
    expect(g.sent[0]).toEqual({
      organization: { ...validForm.organization, country: 'Netherlands', contactPhone: '', supportPhone: '' },
      admin: {
        isFirstAdmin: true,
        firstName: 'Hugo',
        lastName: 'Haul',
        email: 'hugo@haulage.example',
        phone: '',
      },
      onboarding: {
        onboarderFirstName: 'Olga',
        onboarderLastName: 'On',
        onboarderRole: '',
        onboarderEmail: 'olga@haulage.example',
        onboarderPhone: '',
        savedConnections: [1, 2],
      },
      invitationId: 5,
    });
    expect(onboardingSteps.map((s) => en.format(s))).toEqual(['Create your account', 'Ready']);
    expect(en.format({ id: 'onboarding.trialOffer', values: { product: 'SCR' } })).toContain(
      '3-month free trial of SCR Premium',
    );
  });

  it("gives the first admin the form's language, and none when the page does not say", async () => {
    const g = gateway();
    const submit = submitOnboarding({ ...g, clock });
    for (const lang of ['fr', 'de', 'nl', 'en'] as const)
      expect((await submit({ invitationId: 5, jwt, form: validForm, lang })).isOk()).toBe(true);
    expect((await submit({ invitationId: 5, jwt, form: validForm })).isOk()).toBe(true);
    expect(g.sent.map((p) => p.admin.lang)).toEqual(['fr', 'de', 'nl', 'en', undefined]);
    // Absent, not undefined: the platform's contract has no null for a language.
    expect(Object.keys(g.sent[4]!.admin)).not.toContain('lang');
  });

  it('fails on invalid input, a stale link and transport errors', async () => {
    const g = gateway({ submit: () => errAsync(transportErrors.offline()) });
    const submit = submitOnboarding({ ...g, clock });
    expect((await submit({ invitationId: 5, jwt, form: {} }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect((await submit({ invitationId: 5, jwt: stale, form: validForm }))._unsafeUnwrapErr().kind).toBe(
      'LinkExpired',
    );
    expect((await submit({ invitationId: 5, jwt, form: validForm }))._unsafeUnwrapErr().kind).toBe('Offline');
  });
});
