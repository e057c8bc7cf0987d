import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Excluded } from '@scr/domain';
import { Providers } from '../../test/render.tsx';
import { ExcludedRows } from './excluded-rows.tsx';

const invitation = { id: 'connections.bulk.excluded.invitation' } as const;
const notOurs = { id: 'connections.bulk.excluded.notOurs' } as const;
const left = (names: readonly string[], reason: Excluded<string>['reason']) =>
  names.map((item) => ({ item, reason }));

const show = (excluded: readonly Excluded<string>[], locale: 'en' | 'nl' = 'en') =>
  render(
    <Providers locale={locale}>
      <ExcludedRows excluded={excluded} rowKey={(name) => name} rowName={(name) => name} />
    </Providers>,
  );

describe('the rows a bulk action leaves out', () => {
  it('says each reason once with its count and names, and names a lone row', () => {
    show([
      ...left(['Ghent', 'Liege'], invitation),
      ...left(['Mechelen'], notOurs),
      ...left(['Namur'], invitation),
    ]);
    expect(screen.getByText('4 selected rows are left out:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3 rows: An invitation, not a connection request (Ghent, Liege, Namur)',
      'Mechelen: Not a connection of this organization',
    ]);
  });

  it('puts the names of a large group behind a disclosure', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    show(left(names, invitation));
    const [line] = screen.getAllByRole('listitem');
    expect(line?.firstChild?.textContent).toBe('7 rows: An invitation, not a connection request');
    const details = line!.querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = within(line!).getByText('Show the 7 rows');
    fireEvent.click(summary);
    expect(within(details).getByText(names.join(', '))).toBeTruthy();
  });

  it('says it in Dutch', () => {
    show(left(['Ghent', 'Liege'], notOurs), 'nl');
    expect(screen.getByRole('listitem').textContent).toBe(
      '2 rijen: Geen verbinding van deze organisatie (Ghent, Liege)',
    );
  });
});
