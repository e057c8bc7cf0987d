import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { connectPortbase, removePortbase, type PortbaseGateway } from '@scr/domain';
import { anAdminContext, renderWith } from '../../test/admin-render.tsx';
import { PortbaseDialog } from './portbase-dialog.tsx';
import { integrationsUseCasesToken } from './integrations-use-cases.ts';

const setup = () => {
  const portbase: PortbaseGateway = {
    connect: vi.fn((_id: number, ean: string | null) => okAsync({ connected: true, ean, autosend: false })),
    disconnect: vi.fn(() => okAsync({ connected: false, ean: null, autosend: false })),
  };
  const onSaved = vi.fn();
  render(
    renderWith(
      (c) =>
        c.bind(integrationsUseCasesToken).toConstantValue({
          loadContext: () => okAsync(anAdminContext()),
          connectPortbase: connectPortbase({ portbase }),
          removePortbase: removePortbase({ portbase }),
        }),
      <PortbaseDialog organizationId={1} onClose={vi.fn()} onSaved={onSaved} />,
    ),
  );
  return { portbase, onSaved };
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
    const { portbase, onSaved } = setup();
    fireEvent.click(checkbox('I am also an Inland Operator'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please provide an EAN code')).toBeTruthy();
    expect(portbase.connect).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Your EAN code/), { target: { value: '5412345000013' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    // One call carries the whole link: the platform records it as one activity entry.
    expect(portbase.connect).toHaveBeenCalledTimes(1);
    expect(portbase.connect).toHaveBeenCalledWith(1, '5412345000013');
  });

  it('connects a release-to-party without an EAN', async () => {
    const { portbase, onSaved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(portbase.connect).toHaveBeenCalledTimes(1);
    expect(portbase.connect).toHaveBeenCalledWith(1, null);
  });
});
