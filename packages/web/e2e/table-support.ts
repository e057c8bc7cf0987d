import type { Locator, Page } from '@playwright/test';

/** The row (a table row in the accessibility tree) that shows this text, e.g. a user's email. */
export const tableRow = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** The cells of one column of the tables in scope, in row order (by the column's id). */
export const columnCells = (scope: Page | Locator, columnId: string): Locator =>
  scope.locator(`tbody td[data-column="${columnId}"]`);

/** One cell of a row, by its column's id (e.g. the status icon of a connection). */
export const cellOf = (row: Locator, columnId: string): Locator =>
  row.locator(`td[data-column="${columnId}"]`);
