/**
 * Debian's chromium, the one browser the tests and the bench drive (never `playwright install`):
 * headless, sandbox off (CI runs as root), no background traffic. SCR_CHROMIUM points elsewhere.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['SCR_CHROMIUM'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
