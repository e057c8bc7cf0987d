import type { MessageId, MessageRef, MessageValues } from '@scr/domain';
import { useText } from './use-text.ts';

type TextProps =
  | { readonly id: MessageId; readonly values?: MessageValues; readonly message?: never }
  | { readonly message: MessageRef; readonly id?: never; readonly values?: never };

/** A catalogue text in the current language: `<Text id="app.help" />` or `<Text message={error.message} />`. */
export const Text = (props: TextProps) => {
  const text = useText();
  return <>{props.message ? text(props.message) : text(props.id, props.values)}</>;
};
