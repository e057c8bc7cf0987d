import { render } from '@testing-library/react';
import { Providers } from './render.tsx';
import { SnackbarProvider, useSnackbars } from '../shell/snackbars.tsx';

/** The snackbar tests' page: one button, 'resend', that raises 'Mail resent to user successfully'. */
const Probe = () => {
  const { notify } = useSnackbars();
  return (
    <button onClick={() => notify({ message: { id: 'users.success.mailResent' }, intent: 'success' })}>
      resend
    </button>
  );
};

export const renderSnackbarProbe = () =>
  render(
    <Providers>
      <SnackbarProvider>
        <Probe />
      </SnackbarProvider>
    </Providers>,
  );

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
