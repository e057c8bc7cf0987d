import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { snackbar } from './connections-support.ts';
import { say, type Language } from './language-walk-support.ts';

/** The texts of a profile save: English as the product reference writes them, the others from their catalogue. */
const saveTexts = (language: Language) =>
  language === 'en'
    ? {
        save: 'Save changes',
        saved: 'Organization saved successfully',
        unchanged: 'There were no changes to save',
        reload: 'Reload their changes (what you typed stays)',
      }
    : {
        save: say(language, 'organizations.save'),
        saved: say(language, 'organizations.saved'),
        unchanged: say(language, 'organizations.nothingToSave'),
        reload: say(language, 'organizations.changedMeanwhile.reload'),
      };

/**
 * Saves the organization profile as an admin would when another admin saved it meanwhile (one
 * platform serves every worker, and Anna's profile is saved by more than one test): on the notice
 * that someone else saved, 'Reload' (what was typed stays) and save again, until the profile holds
 * what was typed.
 */
export const saveProfileOverOthers = async (
  page: Page,
  language: Language,
  /** How the admin saves: the Save button unless told (Enter in a field, say). */
  submit: () => Promise<void> = () => page.getByRole('button', { name: saveTexts(language).save }).click(),
) => {
  const texts = saveTexts(language);
  const reload = page.getByRole('button', { name: texts.reload });
  // Saved, or nothing to save: the profile holds what was typed either way (another test, or a
  // reload over another admin's save, may have stored the same values already).
  const saved = snackbar(page, texts.saved).or(snackbar(page, texts.unchanged));
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
