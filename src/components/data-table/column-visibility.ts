import { useState } from 'react';

/**
 * Which columns of a list the user chose to hide, remembered per list in localStorage. The hidden
 * ids are stored rather than the shown ones, so a column added to a list later shows by default.
 */
export const columnsStorageKey = (listId: string) => `columnas.${listId}`;

/** A column the user may hide: every column but those that declare `hideable: false` (Acciones). */
export type ChoosableColumn = { id: string; hideable?: boolean };

const choosableIds = (columns: readonly ChoosableColumn[]) =>
  columns.filter((column) => column.hideable !== false).map((column) => column.id);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored choice for `listId`, kept to the list's current columns: an id the list no longer
 * has, a value that is not a list of ids, or a choice that would hide every column reads as
 * nothing hidden.
 */
export function readHiddenColumns(listId: string, columns: readonly ChoosableColumn[]): ReadonlySet<string> {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(columnsStorageKey(listId)) ?? '[]');
  } catch {
    return new Set();
  }
  if (!Array.isArray(stored)) return new Set();
  const ids = choosableIds(columns);
  const hidden = new Set(ids.filter((id) => stored.includes(id)));
  return hidden.size >= ids.length ? new Set() : hidden;
}

export function writeHiddenColumns(listId: string, hidden: ReadonlySet<string>): void {
  try {
    const store = storage();
    if (hidden.size === 0) store?.removeItem(columnsStorageKey(listId));
    else store?.setItem(columnsStorageKey(listId), JSON.stringify([...hidden]));
  } catch {
    // A full or blocked storage only costs remembering the choice; the table still follows it.
  }
}

/** Shows or hides `id`; hiding the last shown column is refused, so the table never goes blank. */
export function toggleHidden(
  hidden: ReadonlySet<string>,
  id: string,
  columns: readonly ChoosableColumn[],
): ReadonlySet<string> {
  const ids = choosableIds(columns);
  if (!ids.includes(id)) return hidden;
  const next = new Set(hidden);
  if (next.has(id)) next.delete(id);
  else if (ids.filter((other) => !next.has(other)).length > 1) next.add(id);
  else return hidden;
  return next;
}

/**
 * The columns a list shows and the means to change them. Without a `listId` nothing can be
 * hidden and `choices` is null (no chooser).
 */
export function useColumnVisibility<C extends ChoosableColumn>(
  listId: string | undefined,
  columns: readonly C[],
) {
  const [state, setState] = useState(() => ({
    listId,
    hidden: listId ? readHiddenColumns(listId, columns) : new Set<string>(),
  }));
  // Another list in the same place (a role's other table) reads its own choice.
  let hidden = state.hidden;
  if (state.listId !== listId) {
    hidden = listId ? readHiddenColumns(listId, columns) : new Set<string>();
    setState({ listId, hidden });
  }
  const visible = hidden.size === 0 ? columns : columns.filter((column) => !hidden.has(column.id));
  const toggle = (id: string) => {
    if (!listId) return;
    const next = toggleHidden(hidden, id, columns);
    if (next === hidden) return;
    writeHiddenColumns(listId, next);
    setState({ listId, hidden: next });
  };
  const choices = listId
    ? columns
        .filter((column) => column.hideable !== false)
        .map((column) => ({ column, shown: !hidden.has(column.id) }))
    : null;
  return { visible, choices, toggle };
}
