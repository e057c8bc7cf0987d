import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  saveProfile,
  setCpuCheck,
  transportErrors,
  type OrganizationMetaGateway,
  type OrganizationsGateway,
} from '@scr/domain';
import { anAdminContext, anOrganization, renderWith } from '../../test/admin-render.tsx';
import { ProfileForm } from './profile-form.tsx';
import { organizationUseCasesToken } from './organization-use-cases.ts';

const setup = (orgUserId = 1, locale: 'en' | 'nl' = 'en') => {
  const organizations: OrganizationsGateway = {
    get: () => okAsync(anOrganization()),
    patch: vi.fn((_id: number, fields: object, _version?: string) => okAsync(anOrganization(fields))),
    setCpointCode: () => errAsync(transportErrors.offline()),
  };
  const meta: OrganizationMetaGateway = {
    create: vi.fn((m) => okAsync(m)),
    remove: vi.fn(() => okAsync(undefined)),
  };
  render(
    renderWith(
      (c) =>
        c.bind(organizationUseCasesToken).toConstantValue({
          loadContext: () => okAsync(anAdminContext()),
          saveProfile: saveProfile({ organizations }),
          setCpuCheck: setCpuCheck({ meta, cpuCheckUserIds: [1, 2] }),
        }),
      // The form holds navigations back while it has unsaved changes: it renders in a data router.
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: (
              <ProfileForm
                context={anAdminContext({ orgUserId, organization: anOrganization({ version: '"v1"' }) })}
              />
            ),
          },
        ])}
      />,
      { cpuCheckOrgUserIds: [1, 2] },
      locale,
    ),
  );
  return { organizations, meta };
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('ProfileForm (product-reference §2.4, §5 Organization form)', () => {
  it('shows VAT read-only and the country under its English name', () => {
    setup();
    expect(input('VAT').readOnly).toBe(true);
    expect(input('VAT').value).toBe('BE0123456789');
    expect(input('Country').value).toBe('Belgium');
    expect((screen.getByLabelText('2-FA') as HTMLSelectElement).value).toBe('disabled');
  });

  it('rejects bad input with the spec messages and keeps what was typed', async () => {
    const { organizations } = setup();
    change('Company name', '');
    change('Company email', 'nope');
    change('Company Wallet URL', 'http://wallet.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please provide a company name')).toBeTruthy();
    expect(screen.getByText('Email is not valid')).toBeTruthy();
    expect(input('Company Wallet URL').value).toBe('http://wallet.example.com');
    expect(screen.getByText(/^Please provide a full URL with https and a port/)).toBeTruthy();
    expect(organizations.patch).not.toHaveBeenCalled();
  });

  it('says there was nothing to save when nothing changed, and sends nothing', async () => {
    const { organizations, meta } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('There were no changes to save')).toBeTruthy();
    expect(screen.queryByText('Organization saved successfully')).toBeNull();
    expect(organizations.patch).not.toHaveBeenCalled();
    expect(meta.create).not.toHaveBeenCalled();
  });

  it('saves the changes and says so', async () => {
    const { organizations, meta } = setup();
    change('City', 'Gent');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization saved successfully')).toBeTruthy();
    // Only the changed field is sent, on the version the form was filled from.
    expect(organizations.patch).toHaveBeenCalledWith(1, { city: 'Gent' }, '"v1"');
    expect(meta.create).not.toHaveBeenCalled();
  });

  it("over another admin's save says what they changed; Reload takes it and keeps what was typed", async () => {
    const { organizations } = setup();
    vi.mocked(organizations.patch).mockReturnValueOnce(errAsync(transportErrors.http(412, 'changed')));
    organizations.get = () => okAsync(anOrganization({ contactPhone: '+32 9 555', version: '"v2"' }));
    change('City', 'Gent');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Someone else saved this organization after you opened it');
    expect(notice.textContent).toContain('Company phone nbr');
    expect(screen.queryByText('Organization saved successfully')).toBeNull();
    expect(input('City').value).toBe('Gent');

    fireEvent.click(screen.getByRole('button', { name: 'Reload their changes (what you typed stays)' }));
    expect(input('Company phone nbr').value).toBe('+32 9 555');
    expect(input('City').value).toBe('Gent');
    expect(screen.getByRole('status').textContent).toBe(
      'Their changes are loaded. Check your changes and save again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization saved successfully')).toBeTruthy();
    expect(organizations.patch).toHaveBeenLastCalledWith(1, { city: 'Gent' }, '"v2"');
  });

  it('names the countries in Dutch and saves the English name', async () => {
    const { organizations } = setup(1, 'nl');
    expect(input('Land').value).toBe('België');
    fireEvent.focus(input('Land'));
    change('Land', 'Duits');
    // Blueprint's option item: its link takes the click.
    const option = await screen.findByRole('option', { name: 'Duitsland' });
    fireEvent.click(option.querySelector('a') ?? option);
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await vi.waitFor(() =>
      expect(organizations.patch).toHaveBeenCalledWith(1, { country: 'Germany' }, '"v1"'),
    );
  });

  it('shows the CPU check only to the configured users and saves it as organization meta', async () => {
    const { meta } = setup(1);
    const cpu = screen.getByLabelText('CPU check') as HTMLSelectElement;
    expect(cpu.value).toBe('true');
    fireEvent.change(cpu, { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Organization saved successfully');
    expect(meta.create).toHaveBeenCalledWith({
      organizationId: 1,
      metaSource: 'cpu',
      metaName: 'terminal.cpu.enabled',
      metaValue: 'false',
    });
  });

  it('hides the CPU check from other users', () => {
    setup(3);
    expect(screen.queryByLabelText('CPU check')).toBeNull();
  });
});
