import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { transportErrors } from '@scr/domain';
import { anAdminContext, anOrganization, renderWith } from '../../test/admin-render.tsx';
import { IntegrationsView } from './integrations-view.tsx';
import { type IntegrationsUseCases, integrationsUseCasesToken } from './integrations-use-cases.ts';

const meta = (metaSource: string, metaName: string, metaValue: string) => ({
  metaSource,
  metaName,
  metaValue,
});

const fakeUseCases = (overrides: Partial<IntegrationsUseCases> = {}): IntegrationsUseCases => ({
  loadContext: () =>
    okAsync(
      anAdminContext({
        organization: anOrganization({
          id: 2,
          organizationMeta: [
            meta('cpoint', 'cpoint_code', 'CP-4711'),
            meta('portbase', 'ean', '8712345678906'),
            meta('portbase', 'send_all', 'true'),
          ],
        }),
      }),
    ),
  connectPortbase: () => errAsync(transportErrors.offline()),
  removePortbase: () => errAsync(transportErrors.offline()),
  ...overrides,
});

const renderAt = (path: string, element: React.ReactNode, cases = fakeUseCases()) => {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    renderWith(
      (c) => c.bind(integrationsUseCasesToken).toConstantValue(cases),
      <RouterProvider router={router} />,
    ),
  );
};

describe('IntegrationsView (product-reference §2.7)', () => {
  it('shows the code read-only with refresh, and the Portbase link with autosend', async () => {
    renderAt('/organization/integrations', <IntegrationsView />);
    expect(
      screen.getByRole('heading', {
        name: 'Please review your integrations with local Port Community Systems below',
      }),
    ).toBeTruthy();
    const code = (await screen.findByLabelText('Your code')) as HTMLInputElement;
    expect(code.value).toBe('CP-4711');
    expect(code.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Portbase' }) as HTMLInputElement).value).toBe(
      'Connected with EAN 8712345678906',
    );
    expect(screen.getByText('Autosend enabled.')).toBeTruthy();
    // Both linked: each card says so beside its title.
    expect(screen.getAllByText('Connected', { exact: true })).toHaveLength(2);
    // Each card says what it is for.
    expect(
      screen.getByText(
        "Connecting passes your releases on through Portbase's Secure Chain in the port of Rotterdam.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-connect' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
