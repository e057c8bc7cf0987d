import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

/**
 * Browser tests in Debian's chromium (never `playwright install`) against the fake platform, which
 * serves the build, /config.json and the help pages. The global setup builds once and starts the
 * platform in-process; tests get its URL through the `baseURL` fixture (e2e/fixtures.ts).
 */
/** Where reports and artifacts go; SCR_E2E_RESULTS keeps parallel runs on one machine apart. */
const results = process.env.SCR_E2E_RESULTS ?? '../../test-results';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${results}/playwright-artifacts`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `${results}/playwright.json` }]],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the
    // screencast: on two cores its frames doubled the suite's time (29 tests: 176 s with, 99 s without,
    // 90 s with no trace); the DOM snapshots show the page at each step.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Every spec in the light theme (a browser whose system prefers light); unnamed, so its
    // screenshots keep their names (look.spec.ts-snapshots/login-linux.png).
    { name: '' },
    // The look and the accessibility specs once more in the dark theme, which the app follows when
    // the system prefers dark: the screenshots get their own names (login-dark-linux.png), and
    // axe checks the contrast of every page and dialog those specs reach in the dark theme too; the
    // page screenshots for review are taken in both themes, the dark one in English only: a theme
    // changes colours, not sizes, so the other languages' longer words are checked for fit once, in
    // the light run (six walks of every page less, about two minutes of the suite on two cores).
    {
      name: 'dark',
      use: { colorScheme: 'dark' },
      testMatch: ['**/look.spec.ts', '**/*accessibility.spec.ts', '**/page-screenshots.spec.ts'],
      grepInvert: /every page in (?!en )\w+ on a /,
    },
  ],
});
