import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { connectionColumns } from './columns.ts';

const en = createMessageFormatter('en');

describe('connections table columns (product-reference §2.6)', () => {
  it('shows every column to a carrier on the cancelled tab', () => {
    expect(connectionColumns(3, true).map((c) => en.format({ id: c.header }))).toEqual([
      'ID',
      'Invitation',
      'Status',
      'Org ID',
      'Name',
      'VAT',
      'Email',
      'Your customer reference',
      'Portbase',
      'City',
      'Private Address',
      'Message',
      'Created',
      'Action',
    ]);
    expect(
      connectionColumns(3, true)
        .filter((c) => c.hidden)
        .map((c) => c.key),
    ).toEqual(['privateAddress']);
  });

  it('leaves out the carrier columns for others and Message outside tab 3', () => {
    const keys = connectionColumns(0, false).map((c) => c.key);
    expect(keys).not.toContain('customerReference');
    expect(keys).not.toContain('portbase');
    expect(keys).not.toContain('message');
  });
});
