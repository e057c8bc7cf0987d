import { describe, expect, it } from 'vitest';
import { catalogues } from '../messages/catalogue.ts';
import { createCatalogueFormatter } from '../messages/formatter.ts';
import { bulkTabConfirmation } from './bulk-confirmation.ts';
import { bulkTabActions, type BulkTabAction } from './bulk-rows-plan.ts';

const en = createCatalogueFormatter('en', catalogues.en);
const nl = createCatalogueFormatter('nl', catalogues.nl);
const words = (action: BulkTabAction, count: number, f = en) => {
  const c = bulkTabConfirmation(action, count);
  return {
    title: f.format(c.title),
    text: c.text && f.format(c.text),
    confirm: f.format(c.confirm),
    dismiss: f.format(c.dismiss),
    danger: c.danger,
  };
};

describe("a connections tab's bulk confirmation", () => {
  it('asks as the rows do before declining or cancelling, and its red button names the count', () => {
    expect(words('cancel', 3)).toEqual({
      title: 'Are you sure you want to cancel these 3 connection requests?',
      text: 'Your 3 connection requests will be cancelled. You can always create a new connection request.',
      confirm: 'Cancel 3 requests',
      dismiss: 'Back',
      danger: true,
    });
    expect(words('decline', 1)).toMatchObject({
      title: 'Are you sure you want to decline this connection request?',
      confirm: 'Decline 1 request',
      dismiss: 'Back',
    });
    expect(words('cancelInvitation', 2)).toMatchObject({
      title: 'Are you sure you want to cancel these 2 invitations?',
      text: 'The 2 invitations will be cancelled. You can send them again later.',
      confirm: 'Cancel 2 invitations',
    });
  });

  it('says the same in Dutch, with Terug as the way back', () => {
    expect(words('decline', 3, nl)).toEqual({
      title: 'Weet u zeker dat u deze 3 verbindingsverzoeken wilt weigeren?',
      text: 'De verbindingsverzoeken van deze 3 organisaties worden geweigerd. Zij kunnen altijd een nieuw verbindingsverzoek maken.',
      confirm: '3 verzoeken weigeren',
      dismiss: 'Terug',
      danger: true,
    });
    expect(words('cancelInvitation', 1, nl).confirm).toBe('1 uitnodiging annuleren');
  });

  it('titles accepting and sending again with the button, as their rows run without asking', () => {
    expect(words('accept', 2)).toEqual({
      title: 'Accept 2 requests',
      text: null,
      confirm: 'Accept 2 requests',
      dismiss: 'Back',
      danger: false,
    });
    expect(words('resend', 1).title).toBe('Resend 1 invitation');
  });

  it('asks nothing when no row can take the action', () => {
    for (const action of bulkTabActions) {
      const c = bulkTabConfirmation(action, 0);
      expect(c.title).toEqual(c.confirm);
      expect(c.text).toBeNull();
    }
  });
});
