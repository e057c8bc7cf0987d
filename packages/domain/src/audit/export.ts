import type { MessageRef } from '../messages/catalogue.ts';
import { neutralizeFormula } from '../tables/export.ts';
import type { AuditEntry } from './entry.ts';
import { auditFieldsText, auditTargetText } from './field-labels.ts';

/** The export's columns, in order. */
export const activityExportColumns = [
  'audit.column.at',
  'audit.column.actor',
  'audit.column.email',
  'audit.column.action',
  'audit.column.targetType',
  'audit.column.target',
  'audit.column.targetId',
  'audit.column.fields',
  'audit.column.outcome',
  'audit.column.status',
  'audit.column.reason',
  'audit.column.seq',
  'audit.column.hash',
  'audit.column.prevHash',
] as const;

/** The CSV's header row in the viewer's language. */
export const activityExportHeader = (format: (ref: MessageRef) => string): string[] =>
  activityExportColumns.map((id) => format({ id }));

/**
 * An entry's CSV row in the viewer's language (the web writes them a block at a time): dates as ISO
 * instants (UTC) so a spreadsheet and a verifier read them alike, the target and the changed fields in
 * the words the Activity table uses (not the recorded names: 'cpoint_code'), every text cell neutralized.
 */
export const activityExportRow = (e: AuditEntry, format: (ref: MessageRef) => string): string[] =>
  [
    e.at,
    e.actorName,
    e.actorEmail,
    format({ id: `audit.action.${e.action}` }),
    format({ id: `audit.target.${e.targetType}` }),
    auditTargetText(e, format),
    e.targetId,
    auditFieldsText(e, format),
    format({ id: `audit.outcome.${e.outcome}` }),
    String(e.status),
    e.reason ?? '',
    String(e.seq),
    e.hash,
    e.prevHash,
  ].map(neutralizeFormula);
