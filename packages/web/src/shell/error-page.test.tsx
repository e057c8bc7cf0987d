import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../test/render.tsx';
import { ErrorPage, RouteErrorBoundary } from './error-page.tsx';

const Broken = () => {
  throw new Error('render failed');
};

describe('error page (product-reference §2.3)', () => {
  it('catches a failing route with A problem occured and Return to login screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ]);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'A problem occured' })).toBeTruthy();
    expect(screen.getByText('Something unexpected went wrong while showing this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to login screen' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the reason it was given and returns to the login screen', async () => {
    const returnToLogin = vi.fn();
    render(
      <Providers locale="nl">
        <ErrorPage reason={{ id: 'session.error.notAuthenticated' }} returnToLogin={returnToLogin} />
      </Providers>,
    );
    expect(screen.getByText(/Gebruiker niet ingelogd/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Terug naar het inlogscherm' }));
    expect(returnToLogin).toHaveBeenCalledTimes(1);
  });
});
