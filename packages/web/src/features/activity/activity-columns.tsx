import { Intent, Tag } from '@blueprintjs/core';
import {
  auditFieldsText,
  auditTargetText,
  formatConnectionDateTime,
  type AuditEntry,
  type Locale,
} from '@scr/domain';
import type { TextFn } from '../../i18n/use-text.ts';
import type { DataTableColumn } from '../../ui/data-table/columns.ts';

/** The Activity table's columns: when, who, what, to which target, the fields and the outcome. */
export const activityColumns = (text: TextFn, locale: Locale): DataTableColumn<AuditEntry>[] => [
  {
    id: 'at',
    header: text('audit.column.at'),
    cell: (e) => <time dateTime={e.at}>{formatConnectionDateTime(e.at, locale)}</time>,
  },
  {
    id: 'actor',
    header: text('audit.column.actor'),
    // One element per cell: on a phone the cell is a label/value grid, and a second child would fall
    // into the label column.
    cell: (e) => (
      <div>
        <div>{e.actorName}</div>
        <div className="scr-activity__muted">{e.actorEmail}</div>
      </div>
    ),
  },
  { id: 'action', header: text('audit.column.action'), cell: (e) => text(`audit.action.${e.action}`) },
  {
    id: 'target',
    header: text('audit.column.target'),
    cell: (e) => (
      <div>
        <div className="scr-activity__muted">{text(`audit.target.${e.targetType}`)}</div>
        <div>{auditTargetText(e, text)}</div>
      </div>
    ),
  },
  { id: 'fields', header: text('audit.column.fields'), cell: (e) => auditFieldsText(e, text) },
  {
    id: 'outcome',
    header: text('audit.column.outcome'),
    cell: (e) => (
      <Tag minimal intent={e.outcome === 'success' ? Intent.SUCCESS : Intent.DANGER} title={e.reason ?? ''}>
        {text(`audit.outcome.${e.outcome}`)}
      </Tag>
    ),
  },
];
