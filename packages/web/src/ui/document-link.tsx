import { Share } from '@blueprintjs/icons';
import { useLocale } from '../i18n/locale-provider.tsx';
import { useText } from '../i18n/use-text.ts';
import { helpUrl, type DocumentKey } from '../shell/help.tsx';
import './document-link.css';

const label = { eula: 'app.document.eula', pricing: 'app.document.pricing' } as const;

/**
 * The document a checkbox accepts (the EULA, the pricing), in the reader's language, opened in a new
 * tab so the form keeps what was typed; the new tab is said in the link's name and by its icon, and
 * cannot reach back to this page (noopener).
 */
export const DocumentLink = ({ document }: { readonly document: DocumentKey }) => {
  const text = useText();
  const { locale } = useLocale();
  return (
    <a
      className="scr-document-link"
      href={helpUrl(document, locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={text('app.nav.newTab', { name: text(label[document]) })}
    >
      {text(label[document])} <Share aria-hidden />
    </a>
  );
};
