import { useState } from 'react';

/** The rows an admin has ticked on a list (issue 29), across its pages. */
export interface RowSelection<Row> {
  /** The selected rows in the order they were ticked, each as fresh as the page on screen shows it. */
  rows: readonly Row[];
  count: number;
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** Ticks (or unticks) every row of the page. */
  setMany: (rows: readonly Row[], selected: boolean) => void;
  /** Exactly these rows, nothing else (every row of the filter; what is left after a run). */
  replace: (rows: readonly Row[]) => void;
  clear: () => void;
  /** The selection was just dropped because the search or a filter changed (said on screen). */
  droppedByScope: boolean;
}

interface SelectionState<Row> {
  scope: string;
  byKey: ReadonlyMap<string, Row>;
  droppedByScope: boolean;
}

/**
 * A selection that survives paging and belongs to one search and filter
 * (`scope`): when the scope changes, the rows no longer match what the admin
 * chose from, so it is dropped, and `droppedByScope` says so until the next
 * tick. A selected row shown on the current page (`pageRows`) is read from
 * the page, so an action sees what the server last said about it.
 */
export function useRowSelection<Row>(
  rowKey: (row: Row) => string,
  scope: string,
  pageRows: readonly Row[] | undefined,
): RowSelection<Row> {
  const [state, setState] = useState<SelectionState<Row>>(() => ({
    scope,
    byKey: new Map(),
    droppedByScope: false,
  }));
  // React's "adjusting state when a prop changes": a new scope drops the selection.
  let current = state;
  if (state.scope !== scope) {
    current = { scope, byKey: new Map(), droppedByScope: state.byKey.size > 0 };
    setState(current);
  }

  const fresh = new Map((pageRows ?? []).map((row) => [rowKey(row), row]));
  const rows = [...current.byKey].map(([key, row]) => fresh.get(key) ?? row);

  const update = (change: (byKey: Map<string, Row>) => void) => {
    setState((previous) => {
      const byKey = new Map(previous.byKey);
      change(byKey);
      return { scope: previous.scope, byKey, droppedByScope: false };
    });
  };

  return {
    rows,
    count: current.byKey.size,
    isSelected: (row) => current.byKey.has(rowKey(row)),
    toggle: (row) => {
      update((byKey) => {
        const key = rowKey(row);
        if (byKey.has(key)) byKey.delete(key);
        else byKey.set(key, row);
      });
    },
    setMany: (many, selected) => {
      update((byKey) => {
        for (const row of many) {
          if (selected) byKey.set(rowKey(row), row);
          else byKey.delete(rowKey(row));
        }
      });
    },
    replace: (many) => {
      update((byKey) => {
        byKey.clear();
        for (const row of many) byKey.set(rowKey(row), row);
      });
    },
    clear: () => {
      update((byKey) => {
        byKey.clear();
      });
    },
    droppedByScope: current.droppedByScope,
  };
}
