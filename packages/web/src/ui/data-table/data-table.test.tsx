import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Providers } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn, TableSort } from './columns.ts';
import { columnChoiceKey } from './use-column-choice.ts';

type Person = { id: number; name: string; city: string; phone: string };
const people: Person[] = [
  { id: 1, name: 'Anna', city: 'Antwerp', phone: '+32 1' },
  { id: 2, name: 'Bram', city: 'Ghent', phone: '+32 2' },
];
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortKey: 'name' },
  { id: 'city', header: 'City', cell: (p) => p.city, sortKey: 'city' },
  { id: 'phone', header: 'Phone', cell: (p) => p.phone, hiddenByDefault: true },
  {
    id: 'action',
    header: 'Action',
    cell: (p) => <button>Edit {p.name}</button>,
    hideable: false,
    isAction: true,
  },
];

const Sorted = ({ onSort }: { onSort: (sort: TableSort | null) => void }) => {
  const [sort, setSort] = useState<TableSort | null>({ field: 'name', direction: 'asc' });
  return (
    <DataTable
      columns={columns}
      rows={people}
      rowKey={(p) => p.id}
      label="People"
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
};

const show = (ui: React.ReactNode, locale: 'en' | 'nl' = 'en') =>
  render(<Providers locale={locale}>{ui}</Providers>);

describe('DataTable', () => {
  it('exposes a table with column headers, rows and cells', () => {
    show(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City', 'Action']);
    const anna = within(table).getByRole('row', { name: /Anna/ });
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Anna', 'Antwerp', 'Edit Anna']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty state in place of the rows', () => {
    show(
      <DataTable columns={columns} rows={[]} rowKey={(p) => p.id} label="People" empty={<p>Nobody yet</p>} />,
    );
    const cell = screen.getByRole('cell', { name: 'Nobody yet' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('sorts by a header click and by Enter, with aria-sort on the header', () => {
    const onSort = vi.fn();
    show(<Sorted onSort={onSort} />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const city = screen.getByRole('columnheader', { name: /City/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(city.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Action' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    // A third click gives the list its own order back: no header is sorted.
    fireEvent.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(name.getAttribute('aria-sort')).toBe('none');
    // A native button: Enter activates it as a click.
    const cityButton = within(city).getByRole('button', { name: 'City' });
    cityButton.focus();
    fireEvent.click(cityButton);
    expect(onSort).toHaveBeenLastCalledWith({ field: 'city', direction: 'asc' });
    expect(city.getAttribute('aria-sort')).toBe('ascending');
    expect(name.getAttribute('aria-sort')).toBe('none');
  });

  it('has no sort buttons when the caller does not sort', () => {
    show(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" />);
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('shows a hidden column from the column menu and keeps the choice in this browser', async () => {
    const view = show(
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" columnMenuId="people" />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns to show' });
    // The action column is always shown: it is not offered.
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Name', 'City', 'Phone']);
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Phone' }));
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('people')) ?? '')).toEqual({
      phone: true,
      city: false,
    });

    view.unmount();
    show(
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" columnMenuId="people" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Phone',
      'Action',
    ]);
  });

  it('ignores a stored choice it cannot read', () => {
    localStorage.setItem(columnChoiceKey('people'), '{not json');
    show(
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" columnMenuId="people" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'City', 'Action']);
  });

  it('marks a refresh busy and says so, in Dutch too', () => {
    show(
      <DataTable
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        label="Mensen"
        columnMenuId="p"
        loading
      />,
      'nl',
    );
    expect(screen.getByRole('table', { name: 'Mensen' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Bijwerken…');
    expect(screen.getByRole('button', { name: 'Kolommen' })).toBeTruthy();
  });

  it('labels each cell with its header for the stacked layout of a narrow screen', () => {
    show(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" />);
    const cell = screen.getByRole('cell', { name: 'Antwerp' });
    expect(cell.getAttribute('data-label')).toBe('City');
    expect(screen.getByRole('cell', { name: 'Edit Anna' }).hasAttribute('data-label')).toBe(false);
  });

  it('leaves out a column empty in every row of the page, and shows it when a row has a value', async () => {
    type Member = { id: number; name: string; deleted: string };
    const memberColumns: DataTableColumn<Member>[] = [
      { id: 'name', header: 'Name', cell: (m) => m.name, exportValue: (m) => m.name },
      { id: 'deleted', header: 'Deleted', cell: (m) => m.deleted, exportValue: (m) => m.deleted },
      // No text value (a checkbox, the actions): never judged empty.
      { id: 'action', header: 'Action', cell: () => null, isAction: true },
    ];
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    const table = (rows: Member[]) => (
      <DataTable
        columns={memberColumns}
        rows={rows}
        rowKey={(m) => m.id}
        label="Members"
        columnMenuId="members"
        empty={<p>Nobody</p>}
      />
    );
    const active = [
      { id: 1, name: 'Anna', deleted: '' },
      { id: 2, name: 'Bram', deleted: ' ' },
    ];
    const view = show(table(active));
    expect(headers()).toEqual(['Name', 'Action']);
    // The column menu keeps offering it, and says why it is not in the table.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns to show' });
    const deleted = within(menu).getByRole('checkbox', { name: 'Deleted (empty on this page)' });
    expect((deleted as HTMLInputElement).checked).toBe(true);

    view.rerender(
      <Providers locale="en">{table([...active, { id: 3, name: 'Dora', deleted: '2026-11-09' }])}</Providers>,
    );
    expect(headers()).toEqual(['Name', 'Deleted', 'Action']);
    expect(within(menu).getByRole('checkbox', { name: 'Deleted' })).toBeTruthy();

    // A page with no rows keeps its headers over its empty line.
    view.rerender(<Providers locale="en">{table([])}</Providers>);
    expect(headers()).toEqual(['Name', 'Deleted', 'Action']);
  });
});
