import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import type { MessageRef } from '../messages/catalogue.ts';
import type { AuditEntry } from './entry.ts';
import { neutralizeFormula } from '../tables/export.ts';
import { activityExportHeader, activityExportRow } from './export.ts';

const entry: AuditEntry = {
  seq: 7,
  at: '2026-11-20T09:05:00.000Z',
  actorOrgUserId: 1,
  actorEmail: 'anna.admin@carrier.example',
  actorName: '=HYPERLINK("http://evil.example")',
  action: 'user.update',
  targetType: 'user',
  targetId: '4',
  targetLabel: '@victor',
  fields: ['firstName', 'phone'],
  outcome: 'success',
  status: 200,
  reason: null,
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
};

describe('the Activity export', () => {
  it('neutralizes what a spreadsheet would run as a formula', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('+32 3 555')).toBe("'+32 3 555");
    expect(neutralizeFormula('-x')).toBe("'-x");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\tx')).toBe("'\tx");
    expect(neutralizeFormula('Anna Admin')).toBe('Anna Admin');
  });

  it('writes a header and one row per entry in the viewer language, dates as ISO instants', () => {
    const nl = createMessageFormatter('nl');
    const format = (ref: MessageRef) => nl.format(ref);
    expect(activityExportHeader(format)).toHaveLength(14);
    expect(activityExportHeader(format)[0]).toBe('Datum');
    expect(activityExportRow(entry, format)).toEqual([
      '2026-11-20T09:05:00.000Z',
      `'=HYPERLINK("http://evil.example")`,
      'anna.admin@carrier.example',
      'Gebruiker gewijzigd',
      'Gebruiker',
      "'@victor",
      '4',
      'Voornaam, Telefoon',
      'Uitgevoerd',
      '200',
      '',
      '7',
      'b'.repeat(64),
      'a'.repeat(64),
    ]);
  });

  it('names the target and the changed fields in words, as the Activity table does', () => {
    const en = createMessageFormatter('en');
    const format = (ref: MessageRef) => en.format(ref);
    const cpoint: AuditEntry = {
      ...entry,
      action: 'integration.link',
      targetType: 'integration',
      targetId: 'cpoint',
      targetLabel: 'portbase/ean, portbase/manual',
      fields: ['cpoint_code', 'ean', 'manual'],
    };
    const row = activityExportRow(cpoint, format);
    // The port is named as the Integrations page names it, never by the platform's field names.
    const port = en.format({ id: 'integrations.cpoint.title' });
    expect(row[3]).toBe(`${port} linked`);
    expect(row[5]).toBe('Portbase EAN, Portbase link');
    expect(row[7]).toBe(`${port} code, EAN code, Link with SCR ID`);
  });

  it('leaves no cell that starts a formula', () => {
    const en = createMessageFormatter('en');
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, label, reason) => {
        const row = activityExportRow({ ...entry, actorName: name, targetLabel: label, reason }, (ref) =>
          en.format(ref),
        );
        for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
