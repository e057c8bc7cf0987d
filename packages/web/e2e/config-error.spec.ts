// The catalogue from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/testing/index.ts';
import { test, expect } from './fixtures.ts';

// Without /config.json the app cannot start: the entry shows why instead of the login screen, in
// the stored language, once that language's first texts are in (src/di/main.tsx).
// The entry logs the unreadable config for whoever runs the portal (src/di/main.tsx): provoked here.
test.use({ consoleErrors: ['Runtime config'] });
for (const locale of ['en', 'nl'] as const) {
  test(`an unreadable runtime config shows why the portal cannot start (${locale})`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('scr.lang', chosen), locale);
    await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(catalogues[locale]['app.config.error']);
  });
}
