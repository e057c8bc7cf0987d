import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { connectPortbase, removePortbase, type OrganizationMetaGateway } from '@scr/domain';
import { anAdminContext, renderWith } from '../../test/admin-render.tsx';
import { PortbaseDialog } from './portbase-dialog.tsx';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';

const setup = () => {
  const meta: OrganizationMetaGateway = {
    create: vi.fn((m) => okAsync(m)),
    remove: vi.fn(() => okAsync(undefined)),
  };
  const onSaved = vi.fn();
  render(
    renderWith(
      (c) =>
        c.bind(integrationsUseCasesToken).toConstantValue({
          loadContext: () => okAsync(anAdminContext()),
          connectPortbase: connectPortbase({ meta }),
          removePortbase: removePortbase({ meta }),
        }),
      <PortbaseDialog organizationId={1} onClose={vi.fn()} onSaved={onSaved} />,
    ),
  );
  return { meta, onSaved };
};

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('PortbaseDialog (product-reference §2.7, §5)', () => {
  it('has the fixed, checked Release-To-Party box and no EAN until Inland Operator is checked', () => {
    setup();
    expect(screen.getByText('Connect with Secure Chain / Vertrouwensketen by Portbase')).toBeTruthy();
    expect(checkbox('I am a Release-To-Party (Cargo Director)').checked).toBe(true);
    expect(checkbox('I am a Release-To-Party (Cargo Director)').disabled).toBe(true);
    expect(screen.queryByLabelText(/Your EAN code/)).toBeNull();
    fireEvent.click(checkbox('I am also an Inland Operator'));
    expect(screen.getByLabelText(/Your EAN code/)).toBeTruthy();
  });

  it('requires the EAN of an inland operator, then saves it', async () => {
    const { meta, onSaved } = setup();
    fireEvent.click(checkbox('I am also an Inland Operator'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please provide an EAN code')).toBeTruthy();
    expect(meta.create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Your EAN code/), { target: { value: '5412345000013' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(meta.create).toHaveBeenCalledWith(
      expect.objectContaining({ metaSource: 'portbase', metaName: 'ean', metaValue: '5412345000013' }),
    );
  });

  it('connects a release-to-party without an EAN', async () => {
    const { meta, onSaved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(meta.create).toHaveBeenCalledTimes(1);
    expect(meta.create).toHaveBeenCalledWith(
      expect.objectContaining({ metaName: 'manual', metaValue: 'true' }),
    );
  });
});
