/**
 * Debian's chromium, the one browser the tests and the bench drive (never `playwright install`):
 * headless, sandbox off (CI runs as root), no background traffic. The tests run its headless shell
 * (package chromium-headless-shell: the same engine without the browser's UI, much lighter on two
 * cores; see scripts/chromium-check.mjs); SCR_CHROMIUM points elsewhere.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['SCR_CHROMIUM'] ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
