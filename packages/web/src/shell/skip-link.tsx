import { useText } from '../i18n/use-text.ts';

/**
 * 'Skip to main content': the first stop of the Tab key, shown only while focused (shell.css). It
 * moves the focus itself rather than following '#…', so the route's URL keeps no fragment.
 */
export const SkipLink = ({ target }: { target: string }) => {
  const text = useText();
  return (
    <a
      className="scr-skip-link"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {text('app.skipLink')}
    </a>
  );
};
