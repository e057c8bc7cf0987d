import type { MessageRef } from '../messages/catalogue.ts';
import type { AuditEntry } from './entry.ts';
import { auditFieldMessages } from './messages-fields.ts';

const known = (id: string): id is keyof typeof auditFieldMessages => id in auditFieldMessages;

/** A field or setting name in words; a name the portal has no words for yet stays as recorded. */
const named = (
  prefix: 'audit.field.' | 'audit.integration.',
  name: string,
  format: (ref: MessageRef) => string,
): string => {
  const id = `${prefix}${name}`;
  return known(id) ? format({ id }) : name;
};

/** An entry's changed fields as the Activity table shows them: in words, in the recorded order. */
export const auditFieldsText = (
  entry: Pick<AuditEntry, 'fields'>,
  format: (ref: MessageRef) => string,
): string => entry.fields.map((f) => named('audit.field.', f, format)).join(', ');

/**
 * An entry's target as the table names it: its label, or its id when it has none; an integration
 * setting ('portbase/ean', several joined by ', ' when one call removed them) in words.
 */
export const auditTargetText = (
  entry: Pick<AuditEntry, 'targetType' | 'targetLabel' | 'targetId'>,
  format: (ref: MessageRef) => string,
): string => {
  const label = entry.targetLabel || entry.targetId;
  if (entry.targetType !== 'integration') return label;
  return label
    .split(', ')
    .map((name) => named('audit.integration.', name, format))
    .join(', ');
};
