import { HTMLTable, Tag, Intent } from '@blueprintjs/core';
import { formatConnectionDateTime, type AuditEntry } from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';

/** One page of the activity, newest first: when, who, what, to which target, the fields and the outcome. */
export const ActivityTable = (props: { readonly rows: readonly AuditEntry[]; readonly busy: boolean }) => {
  const text = useText();
  const { locale } = useLocale();
  return (
    <HTMLTable className="scr-activity__table" compact striped aria-busy={props.busy}>
      <thead>
        <tr>
          <th scope="col">{text('audit.column.at')}</th>
          <th scope="col">{text('audit.column.actor')}</th>
          <th scope="col">{text('audit.column.action')}</th>
          <th scope="col">{text('audit.column.target')}</th>
          <th scope="col">{text('audit.column.fields')}</th>
          <th scope="col">{text('audit.column.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((e) => (
          <tr key={e.seq}>
            <td>
              <time dateTime={e.at}>{formatConnectionDateTime(e.at, locale)}</time>
            </td>
            <td>
              <div>{e.actorName}</div>
              <div className="scr-activity__muted">{e.actorEmail}</div>
            </td>
            <td>{text(`audit.action.${e.action}`)}</td>
            <td>
              <div className="scr-activity__muted">{text(`audit.target.${e.targetType}`)}</div>
              <div>{e.targetLabel || e.targetId}</div>
            </td>
            <td>{e.fields.join(', ')}</td>
            <td>
              <Tag
                minimal
                intent={e.outcome === 'success' ? Intent.SUCCESS : Intent.DANGER}
                title={e.reason ?? ''}
              >
                {text(`audit.outcome.${e.outcome}`)}
              </Tag>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
