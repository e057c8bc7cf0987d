import { HTMLSelect } from '../ui/html-select.tsx';
import { isLocale, locales, type MessageId } from '@scr/domain';
import { useLocale } from './locale-provider.tsx';
import { useText } from './use-text.ts';

const languageNames: Readonly<Record<(typeof locales)[number], MessageId>> = {
  en: 'app.language.en',
  nl: 'app.language.nl',
  fr: 'app.language.fr',
  de: 'app.language.de',
};

/**
 * The language switch of the login page and the top bar (architecture §4): each language in its own
 * name, 'English', 'Nederlands', 'Français', 'Deutsch', whatever the page's language.
 */
export const LanguageSwitch = ({ minimal = false }: { minimal?: boolean }) => {
  const { locale, setLocale } = useLocale();
  const text = useText();
  return (
    <HTMLSelect
      aria-label={text('app.language')}
      minimal={minimal}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.currentTarget.value)) setLocale(event.currentTarget.value);
      }}
      options={locales.map((value) => ({ value, label: text(languageNames[value]) }))}
    />
  );
};
