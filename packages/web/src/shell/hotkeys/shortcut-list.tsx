import { Fragment } from 'react';
import { HTMLTable, KeyComboTag } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { useSession } from '../../session/session-context.tsx';
import { shortcutRows } from './shortcuts.ts';
import './hotkeys.css';

/** The shortcuts the signed-in user has, as a table (the overlay and the help drawer show it). */
export const ShortcutList = () => {
  const text = useText();
  const { user } = useSession();
  const rows = shortcutRows(user?.roles ?? []);
  return (
    <div className="scr-shortcuts">
      <HTMLTable compact className="scr-shortcuts__table">
        <thead>
          <tr>
            <th scope="col">{text('shortcuts.keys')}</th>
            <th scope="col">{text('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join(' ')}>
              <td>
                <span className="scr-shortcuts__keys">
                  {row.keys.map((key, i) => (
                    <Fragment key={i}>
                      {i > 0 && <span className="scr-shortcuts__then">{text('shortcuts.then')}</span>}
                      <KeyComboTag combo={key} />
                    </Fragment>
                  ))}
                </span>
              </td>
              <td>{text(row.action, row.values)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="scr-shortcuts__note">{text('shortcuts.notWhileTyping')}</p>
    </div>
  );
};
