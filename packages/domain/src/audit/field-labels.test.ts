import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { auditFieldsText, auditTargetText } from './field-labels.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');

describe('the Activity table names fields and settings in words', () => {
  it('turns recorded field names into the words of the reader', () => {
    const entry = { fields: ['firstName', 'adminRoles', 'metaValue'] };
    expect(auditFieldsText(entry, (r) => en.format(r))).toBe('First name, Admin role, Setting');
    expect(auditFieldsText(entry, (r) => nl.format(r))).toBe('Voornaam, Beheerdersrol, Instelling');
  });

  it('keeps a name it has no words for as recorded', () => {
    expect(auditFieldsText({ fields: ['somethingNew'] }, (r) => en.format(r))).toBe('somethingNew');
  });

  it('names integration settings, one or several removed at once; other targets by label or id', () => {
    const format = (r: Parameters<typeof en.format>[0]) => en.format(r);
    const integration = { targetType: 'integration' as const, targetId: 'x' };
    expect(auditTargetText({ ...integration, targetLabel: 'portbase/ean' }, format)).toBe('Portbase EAN');
    expect(auditTargetText({ ...integration, targetLabel: 'portbase/ean, portbase/manual' }, format)).toBe(
      'Portbase EAN, Portbase link',
    );
    expect(auditTargetText({ targetType: 'user', targetLabel: '', targetId: '42' }, format)).toBe('42');
    expect(auditTargetText({ targetType: 'user', targetLabel: 'a@b.example', targetId: '4' }, format)).toBe(
      'a@b.example',
    );
  });

  it('names the Portbase link and the settings one call changed, in en and nl', () => {
    const portbase = { targetType: 'integration' as const, targetLabel: 'portbase', targetId: 'portbase' };
    const entry = { fields: ['ean', 'manual', 'send_all'] };
    expect(auditTargetText(portbase, (r) => en.format(r))).toBe('Portbase');
    expect(auditTargetText(portbase, (r) => nl.format(r))).toBe('Portbase');
    expect(auditFieldsText(entry, (r) => en.format(r))).toBe('EAN code, Link with SCR ID, Autosend');
    expect(auditFieldsText(entry, (r) => nl.format(r))).toBe(
      'EAN-code, Koppeling met SCR ID, Automatisch verzenden',
    );
  });
});
