import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@scr/domain';
import { Providers } from '../test/render.tsx';
import { DocumentTitle } from '../i18n/document-title.tsx';
import { HelpDrawer } from '../shell/help-drawer.tsx';
import { SnackbarToaster } from '../shell/snackbar-toaster.tsx';
import { Dialog } from './dialog.tsx';
import { HTMLSelect } from './html-select.tsx';
import { CountrySuggest } from './country-suggest.tsx';

// The labels Blueprint draws itself (a dialog's and a drawer's close button, a toast's, a select's
// caret, a suggest's hint) and the browser tab's title follow the app's language.
const inLanguage = (locale: Locale) =>
  render(
    <Providers locale={locale}>
      <DocumentTitle page="access.nav.users" />
      <Dialog isOpen title="Title" onClose={() => undefined}>
        <HTMLSelect aria-label="Choice" options={['a', 'b']} />
      </Dialog>
      <HelpDrawer helpKey="login" onClose={() => undefined} />
      <CountrySuggest id="country" value="" invalid={false} onChange={() => undefined} />
      <SnackbarToaster
        visible={[{ id: 1, message: { id: 'app.help' }, intent: 'none', hideAt: null }]}
        onReady={() => undefined}
        onDismiss={() => undefined}
      />
    </Providers>,
  );

describe("Blueprint's own labels", () => {
  it.each([
    ['en', 'Close', 'Open dropdown', 'Users – Secure Container Release', 'Search...'],
    ['nl', 'Sluiten', 'Keuzelijst openen', 'Gebruikers – Secure Container Release', 'Zoeken...'],
    ['fr', 'Fermer', 'Ouvrir la liste', 'Utilisateurs – Secure Container Release', 'Rechercher...'],
    ['de', 'Schließen', 'Liste öffnen', 'Benutzer – Secure Container Release', 'Suchen...'],
  ] as const)('speak %s', async (locale, close, caret, title, search) => {
    inLanguage(locale);
    const dialog = await screen.findByRole('dialog', { name: 'Title' });
    expect(within(dialog).getByRole('button', { name: close })).toBeTruthy();
    expect(within(dialog).getByTitle(caret)).toBeTruthy();
    // The dialog, the drawer and the toast each have their own close button.
    expect(screen.getAllByRole('button', { name: close, hidden: true })).toHaveLength(3);
    expect(
      screen.queryAllByRole('button', { name: locale === 'en' ? 'Sluiten' : 'Close', hidden: true }),
    ).toEqual([]);
    expect(document.title).toBe(title);
    // A Suggest's empty field (the country) hints in the page's language, not Blueprint's English.
    expect(screen.getByPlaceholderText(search)).toBeTruthy();
  });
});
