import { Button, Callout, Intent } from '@blueprintjs/core';
import type { MessageId } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';

/** The three texts of a form's notice: what happened, the reload button, and after the reload. */
export type ChangedMeanwhileTexts = {
  readonly changed: MessageId;
  readonly reload: MessageId;
  readonly reloaded: MessageId;
};

/**
 * Another admin saved the record after this form was filled (the save was refused, nothing was
 * lost): which fields they changed, and 'Reload', which takes their values and keeps what this admin
 * typed. After a reload it says so, until the next save. The organization profile and the user edit
 * dialog show it above their fields.
 */
export const ChangedMeanwhile = (
  props: { readonly texts: ChangedMeanwhileTexts } & (
    { readonly labels: readonly MessageId[]; readonly onReload: () => void } | { readonly reloaded: true }
  ),
) => {
  const text = useText();
  if ('reloaded' in props)
    return (
      <Callout intent={Intent.PRIMARY} role="status" className="scr-changed-meanwhile">
        {text(props.texts.reloaded)}
      </Callout>
    );
  return (
    <Callout intent={Intent.WARNING} role="alert" className="scr-changed-meanwhile">
      <p>{text(props.texts.changed)}</p>
      <ul>
        {props.labels.map((label) => (
          <li key={label}>{text(label)}</li>
        ))}
      </ul>
      <Button intent={Intent.WARNING} text={text(props.texts.reload)} onClick={props.onReload} />
    </Callout>
  );
};
