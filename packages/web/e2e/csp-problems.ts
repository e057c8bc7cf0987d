import type { Page } from '@playwright/test';

/**
 * Console errors, page errors and Content Security Policy violations of `page`, from now on. A
 * violation that code catches (a probe of `new Function`) logs nothing to the console: the browser
 * still fires the event, and reports it in its Issues panel, so it is logged here as an error too.
 */
export const collectPageProblems = async (page: Page): Promise<string[]> => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return problems;
};
