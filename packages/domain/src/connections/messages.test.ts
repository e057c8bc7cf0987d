import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import type { MessageId } from '../messages/catalogue.ts';
import { invitationMessages } from '../invitations/messages.ts';
import { connectionMessages } from './messages.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const values = { count: 2, status: 'accepted', name: 'Ghent Forwarding BV', org: 'Org', product: 'SCR' };

describe('connection and invitation messages', () => {
  const all = { ...connectionMessages, ...invitationMessages };

  it('has stable ids and a complete Dutch text for every English one', () => {
    for (const [id, texts] of Object.entries(all)) {
      expect(id).toMatch(/^(connections|invitations)\.[a-zA-Z0-9.]+$/);
      expect(texts.en.trim()).not.toBe('');
      expect(texts.nl.trim()).not.toBe('');
      expect(nl.format({ id: id as MessageId, values })).not.toBe('');
      expect(en.format({ id: id as MessageId, values })).not.toBe('');
    }
  });

  it('formats the status success in both languages', () => {
    const ref = { id: 'connections.success.status', values: { status: 'finalized' } } as const;
    expect(en.format(ref)).toBe('Connection finalized successfully');
    expect(nl.format(ref)).toBe('Verbinding succesvol afgerond');
  });
});
