import { useCallback, useState } from 'react';
import type { DataTableColumn } from './columns.ts';

/** Where a table's column choice is kept in this browser. */
export const columnChoiceKey = (tableId: string): string => `scr.table-columns.${tableId}`;

type Choice = Readonly<Record<string, boolean>>;

/** The stored choice (column id → shown); anything unreadable counts as no choice. */
const readChoice = (tableId: string): Choice => {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(tableId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
};

const writeChoice = (tableId: string, choice: Choice): void => {
  try {
    localStorage.setItem(columnChoiceKey(tableId), JSON.stringify(choice));
  } catch {
    // Storage full or refused (private mode): the choice holds for this page only.
  }
};

/** Is this column shown under this choice: the user's word, else its default. */
export const isShown = <T>(column: DataTableColumn<T>, choice: Choice): boolean =>
  column.hideable === false ? true : (choice[column.id] ?? !column.hiddenByDefault);

/**
 * The columns a table shows, and the toggle of its column menu. With a table id the choice is kept
 * per browser (localStorage, one key per table) and only the columns the user changed are stored, so
 * a column added later still follows its default.
 */
export const useColumnChoice = <T>(columns: readonly DataTableColumn<T>[], tableId: string | undefined) => {
  const [choice, setChoice] = useState<Choice>(() => (tableId ? readChoice(tableId) : {}));
  const toggle = useCallback(
    (column: DataTableColumn<T>) => {
      setChoice((current) => {
        const next = { ...current, [column.id]: !isShown(column, current) };
        if (tableId) writeChoice(tableId, next);
        return next;
      });
    },
    [tableId],
  );
  return {
    visible: columns.filter((c) => isShown(c, choice)),
    isShown: (column: DataTableColumn<T>) => isShown(column, choice),
    toggle,
  };
};
