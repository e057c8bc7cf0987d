import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { snackbar } from './connections-support.ts';

/**
 * Saves the organization profile as an admin would when another admin saved it meanwhile (one
 * platform serves every worker, and Anna's profile is saved by more than one test): on the notice
 * that someone else saved, 'Reload' (what was typed stays) and save again, until the save is in.
 */
export const saveProfileOverOthers = async (
  page: Page,
  texts: { readonly save: string; readonly saved: string; readonly reload: string },
) => {
  const reload = page.getByRole('button', { name: texts.reload });
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByRole('button', { name: texts.save }).click();
    const saved = snackbar(page, texts.saved);
    await expect(saved.or(reload)).toBeVisible();
    if (await saved.isVisible()) return;
    await reload.click();
  }
  await expect(snackbar(page, texts.saved)).toBeVisible();
};
