import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The row (a table row in the accessibility tree) that shows this text, e.g. a user's email. */
export const tableRow = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** The cells of one column of the tables in scope, in row order (by the column's id). */
export const columnCells = (scope: Page | Locator, columnId: string): Locator =>
  scope.locator(`tbody td[data-column="${columnId}"]`);

/** One cell of a row, by its column's id (e.g. the status icon of a connection). */
export const cellOf = (row: Locator, columnId: string): Locator =>
  row.locator(`td[data-column="${columnId}"]`);

/**
 * Clicks a sortable header once the table shows the answer for its view. The columns take their
 * widths from the rows, so while an answer comes in, a header can move between the press and the
 * release of a click, and the click is lost; a user clicks the header where it has settled. Call
 * it after checking what the last change of the view renders (the filter's value, the header's
 * aria-sort, the selected tab): the table turns busy in that same render.
 */
export const clickSortHeader = async (table: Locator, header: Locator): Promise<void> => {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await header.getByRole('button').click();
};
