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
  /** How the admin saves: the Save button unless told (Enter in a field, say). */
  submit: () => Promise<void> = () => page.getByRole('button', { name: texts.save }).click(),
) => {
  const reload = page.getByRole('button', { name: texts.reload });
  const saved = snackbar(page, texts.saved);
  // The notice of a save made a moment ago (it shows 1.5 s, then fades) is not this save's: wait
  // until it has gone, so the notice read below can only be the one this click brings.
  await expect(saved).toHaveCount(0);
  for (let attempt = 0; attempt < 5; attempt++) {
    await submit();
    await expect(saved.or(reload)).toBeVisible();
    if (await saved.isVisible()) return;
    await reload.click();
  }
  await expect(saved).toBeVisible();
};
