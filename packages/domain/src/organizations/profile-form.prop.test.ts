import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidWalletUrl, profileFormSchema } from './profile-form.ts';
import { portbaseConnectSchema, portbaseStatus } from './integrations.ts';
import { validate } from '../validation/validate.ts';

describe('organization properties', () => {
  it('validators never throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        void validate(profileFormSchema, raw);
        void validate(portbaseConnectSchema, raw);
      }),
    );
  });

  it('every https URL with a port in range is valid; without a port never', () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (host, port) => {
        expect(isValidWalletUrl(`https://${host}:${port}`)).toBe(true);
        expect(isValidWalletUrl(`https://${host}`)).toBe(false);
        expect(isValidWalletUrl(`http://${host}:${port}`)).toBe(['localhost'].includes(host));
      }),
    );
  });

  it('a Portbase link with an EAN always shows that EAN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,14}$/), fc.boolean(), (ean, sendAll) => {
        const status = portbaseStatus({
          id: 9,
          organizationMeta: [
            { metaSource: 'portbase', metaName: 'ean', metaValue: ean },
            { metaSource: 'portbase', metaName: 'send_all', metaValue: String(sendAll) },
          ],
        });
        expect(status).toMatchObject({ connected: true, autosend: sendAll, label: { values: { ean } } });
      }),
    );
  });
});
