import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import type { DeletedFilter } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

/**
 * What the users table says when the page has no rows, with the next step: invite the first user,
 * go back to the users that are not deleted, or clear a search that found nothing.
 */
export const UsersEmpty = (props: {
  readonly filter: DeletedFilter;
  readonly search?: string;
  readonly onFilter: (filter: DeletedFilter) => void;
  readonly onInvite: () => void;
  readonly onClearSearch?: () => void;
}) => {
  const text = useText();
  if (props.search)
    return (
      <div>
        <p>{text('users.empty.search', { search: props.search })}</p>
        {props.onClearSearch && (
          <Button text={text('users.empty.clearSearch')} onClick={props.onClearSearch} />
        )}
      </div>
    );
  if (props.filter === 'deleted')
    return (
      <div>
        <p>{text('users.empty.deleted')}</p>
        <Button text={text('users.empty.showNotDeleted')} onClick={() => props.onFilter('notDeleted')} />
      </div>
    );
  return (
    <div>
      <p>{text('users.empty.none')}</p>
      <Button icon={<Add />} text={text('users.page.addUser')} onClick={props.onInvite} />
    </div>
  );
};
