import { expect, it, vi } from 'vitest';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SNACKBAR_DURATIONS } from '@scr/domain/testing';
import { renderSnackbarProbe, wait } from '../test/snackbar-probe.tsx';

// The toaster's code loads with the first snackbar; on a slow link that takes longer than a success
// message is shown. The gate holds the toaster's module until the test lets it load.
const toasterCode = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release: () => release() };
});
vi.mock('./snackbar-toaster.tsx', async (importOriginal) => {
  await toasterCode.loaded;
  return importOriginal();
});

it('a snackbar raised while the toaster loads is shown its whole time once the toaster is there', async () => {
  renderSnackbarProbe();
  await userEvent.click(await screen.findByText('resend'));
  // Longer than a success message shows: its time must not run while nobody can see it.
  await wait(SNACKBAR_DURATIONS.default + 300);
  toasterCode.release();
  expect(await screen.findByText('Mail resent to user successfully')).toBeTruthy();
  await waitForElementToBeRemoved(() => screen.queryByText('Mail resent to user successfully'), {
    timeout: SNACKBAR_DURATIONS.default + 3000,
  });
});
