import { HTMLSelect as BlueprintHTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { useText } from '../i18n/use-text.ts';

/**
 * Blueprint's HTMLSelect with its caret's title ('Open dropdown', English only in Blueprint) in the
 * app's language. Every native select of the app uses this one.
 */
export const HTMLSelect = ({ iconProps, ...props }: HTMLSelectProps) => {
  const text = useText();
  return <BlueprintHTMLSelect {...props} iconProps={{ title: text('app.select.open'), ...iconProps }} />;
};
