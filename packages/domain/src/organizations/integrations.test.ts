import { describe, expect, it } from 'vitest';
import { canSeeCpuCheck, isCpuCheckEnabled, portbaseConnectSchema, portbaseStatus } from './integrations.ts';
import { validate } from '../validation/validate.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');
const pb = (metaName: string, metaValue: string) => ({ metaSource: 'portbase', metaName, metaValue });

describe('CPU check (product-reference §2.4)', () => {
  it('shows only for the configured organization users and defaults to enabled', () => {
    expect(canSeeCpuCheck(11, [11, 12])).toBe(true);
    expect(canSeeCpuCheck(13, [11, 12])).toBe(false);
    expect(isCpuCheckEnabled([])).toBe(true);
    expect(
      isCpuCheckEnabled([{ metaSource: 'cpu', metaName: 'terminal.cpu.enabled', metaValue: 'false' }]),
    ).toBe(false);
    expect(
      isCpuCheckEnabled([{ metaSource: 'other', metaName: 'terminal.cpu.enabled', metaValue: 'false' }]),
    ).toBe(true);
  });
});

describe('Portbase status (product-reference §2.7)', () => {
  it('is not connected without Portbase meta', () => {
    expect(portbaseStatus({ id: 1, organizationMeta: [] })).toEqual({ connected: false });
  });

  it('shows the EAN or the SCR ID, and the autosend helper', () => {
    const withEan = portbaseStatus({
      id: 1,
      organizationMeta: [pb('ean', '8712345678906'), pb('send_all', 'true')],
    });
    if (!withEan.connected) throw new Error('expected connected');
    expect(en.format(withEan.label)).toBe('Connected with EAN 8712345678906');
    expect(en.format(withEan.helper)).toBe('Autosend enabled.');
    const manual = portbaseStatus({ id: 7, organizationMeta: [pb('manual', 'true')] });
    if (!manual.connected) throw new Error('expected connected');
    expect(en.format(manual.label)).toBe('Connected with SCR ID 7');
    expect(en.format(manual.helper)).toBe('Autosend disabled.');
  });
});

describe('Portbase connect dialog (product-reference §2.7, §5)', () => {
  it('requires the EAN only for an inland operator', () => {
    expect(validate(portbaseConnectSchema, { inlandOperator: false }).isOk()).toBe(true);
    const r = validate(portbaseConnectSchema, { inlandOperator: true, ean: ' ' });
    expect(r.isErr() && en.format(r.error.fields.ean!)).toBe('Please provide an EAN code');
    const both = validate(portbaseConnectSchema, { releaseToParty: false, inlandOperator: true, ean: '' });
    expect(both.isErr() && Object.keys(both.error.fields).sort()).toEqual(['ean', 'releaseToParty']);
    expect(
      validate(portbaseConnectSchema, { inlandOperator: true, ean: ' 8712345678906 ' })._unsafeUnwrap(),
    ).toMatchObject({
      releaseToParty: true,
      ean: '8712345678906',
    });
  });

  it('takes a GS1 EAN-13 only, with a message in en and nl', () => {
    const nl = createMessageFormatter('nl');
    for (const ean of ['12ab', '123', '8712345678907']) {
      const r = validate(portbaseConnectSchema, { inlandOperator: true, ean });
      expect(r.isErr() && en.format(r.error.fields.ean!)).toBe(
        'Please enter a valid EAN code: 13 digits, the last one a check digit',
      );
      expect(r.isErr() && nl.format(r.error.fields.ean!)).toBe(
        'Vul een geldige EAN-code in: 13 cijfers, waarvan het laatste een controlecijfer is',
      );
    }
    // Without 'I am also an Inland Operator' the EAN field is not asked for, so not checked.
    expect(validate(portbaseConnectSchema, { inlandOperator: false, ean: '12ab' }).isOk()).toBe(true);
  });
});
