import { Button } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';

/** Characters of a long id (a 36-character uuid) shown in the table: enough to tell rows apart. */
const SHORT_LENGTH = 8;

/** The id as the table shows it: short ids whole, long ones cut to their first characters. */
export const shortId = (id: string): string =>
  id.length > SHORT_LENGTH ? `${id.slice(0, SHORT_LENGTH)}…` : id;

/**
 * The ID column: a short reference a person can read, the full value on hover, and a button that copies the full value.
 */
export const IdCell = ({ id }: { id: string }) => {
  const text = useText();
  const { notify } = useSnackbars();
  const full = text('connections.id.full', { id });
  return (
    <span className="scr-id-cell">
      <span title={full}>{shortId(id)}</span>
      <Button
        variant="minimal"
        size="small"
        icon={<Duplicate />}
        aria-label={text('connections.id.copy', { id: shortId(id) })}
        title={text('connections.id.copy', { id: shortId(id) })}
        onClick={() =>
          void navigator.clipboard
            .writeText(id)
            .then(() => notify({ message: { id: 'connections.id.copied' }, intent: 'success' }))
        }
      />
    </span>
  );
};
