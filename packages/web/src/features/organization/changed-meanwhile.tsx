import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ProfileField } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

/**
 * Another admin saved the organization after this form was filled (the save was refused, nothing
 * was lost): which fields they changed, and 'Reload', which takes their values and keeps what this
 * admin typed. After a reload it says so, until the next save.
 */
export const ChangedMeanwhile = (
  props:
    { readonly fields: readonly ProfileField[]; readonly onReload: () => void } | { readonly reloaded: true },
) => {
  const text = useText();
  if ('reloaded' in props)
    return (
      <Callout intent={Intent.PRIMARY} role="status" className="scr-profile-form__meanwhile">
        {text('organizations.changedMeanwhile.reloaded')}
      </Callout>
    );
  return (
    <Callout intent={Intent.WARNING} role="alert" className="scr-profile-form__meanwhile">
      <p>{text('organizations.changedMeanwhile')}</p>
      <ul>
        {props.fields.map((field) => (
          <li key={field}>{text(`organizations.field.${field}`)}</li>
        ))}
      </ul>
      <Button
        intent={Intent.WARNING}
        text={text('organizations.changedMeanwhile.reload')}
        onClick={props.onReload}
      />
    </Callout>
  );
};
