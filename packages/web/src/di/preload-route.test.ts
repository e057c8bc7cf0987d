import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONSENT_COOKIE, readConsent } from '../shell/cookie.ts';
import { hasConsent } from './preload-route.ts';

describe('the preloader reads the consent cookie as the cookie banner does', () => {
  const value = fc.constantFrom('true', 'false', '', 'TRUE', 'yes', 'true=1');
  const name = fc.constantFrom(CONSENT_COOKIE, 'other', `${CONSENT_COOKIE}x`, ` ${CONSENT_COOKIE}`);
  const jar = fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) => ({ cookie: pairs.map(([k, v]) => `${k}=${v}`).join('; ') }));

  it('finds a choice exactly when the banner does', () => {
    fc.assert(fc.property(jar, (j) => hasConsent(CONSENT_COOKIE, j) === (readConsent(j) !== null)));
  });

  it('knows a made choice and an absent one', () => {
    expect(hasConsent(CONSENT_COOKIE, { cookie: `a=1; ${CONSENT_COOKIE}=false` })).toBe(true);
    expect(hasConsent(CONSENT_COOKIE, { cookie: 'a=1' })).toBe(false);
  });
});
