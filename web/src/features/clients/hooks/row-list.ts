// The location and contact lists of the client form (spec part 1 §4). One entry area above each
// list: "Add" appends it as a new row; "Edit" on a row loads that row into the entry area, whose
// button then reads "Update" and writes it back. Removing a row that the server already holds
// (it has an id) records the id for the save's delete list.
export interface RowList<Row extends { id?: string }> {
  rows: Row[];
  entry: Row;
  /** The row the entry area is editing; null while it holds a new row. */
  editing: number | null;
  deletedIds: string[];
}

export function startRowList<Row extends { id?: string }>(rows: Row[], blank: Row): RowList<Row> {
  return { rows, entry: blank, editing: null, deletedIds: [] };
}

/** Add (a new row) or Update (the row being edited) from the entry area, which then clears. */
export function commitEntry<Row extends { id?: string }>(list: RowList<Row>, blank: Row): RowList<Row> {
  const rows = list.editing === null ? [...list.rows, list.entry] : list.rows.map((row, index) => (index === list.editing ? list.entry : row));
  return { ...list, rows, entry: blank, editing: null };
}

export function editRow<Row extends { id?: string }>(list: RowList<Row>, index: number): RowList<Row> {
  const row = list.rows[index];
  return row ? { ...list, entry: row, editing: index } : list;
}

export function cancelEdit<Row extends { id?: string }>(list: RowList<Row>, blank: Row): RowList<Row> {
  return { ...list, entry: blank, editing: null };
}

export function removeRow<Row extends { id?: string }>(list: RowList<Row>, index: number, blank: Row): RowList<Row> {
  const removed = list.rows[index];
  if (!removed) return list;
  const rows = list.rows.filter((_, at) => at !== index);
  const deletedIds = removed.id ? [...list.deletedIds, removed.id] : list.deletedIds;
  if (list.editing === index) return { rows, deletedIds, entry: blank, editing: null };
  const editing = list.editing !== null && list.editing > index ? list.editing - 1 : list.editing;
  return { ...list, rows, deletedIds, editing };
}

/** The list with the rows it removed put back (from `saved`, the rows as loaded): their delete was refused. */
export function keptRows<Row extends { id?: string }>(list: RowList<Row>, saved: readonly Row[]): RowList<Row> {
  const back = saved.filter((row) => row.id !== undefined && list.deletedIds.includes(row.id));
  return { ...list, rows: [...list.rows, ...back], deletedIds: [] };
}

/**
 * The rows a save sends: an entry area with something typed in counts as if Add or Update had
 * been pressed, so nothing typed is silently dropped. `entryIndex` says where it landed.
 */
export function rowsForSave<Row extends { id?: string }>(
  list: RowList<Row>,
  isBlank: (row: Row) => boolean,
): { rows: Row[]; entryIndex: number | null } {
  if (list.editing !== null) return { rows: commitEntry(list, list.entry).rows, entryIndex: list.editing };
  if (isBlank(list.entry)) return { rows: list.rows, entryIndex: null };
  return { rows: [...list.rows, list.entry], entryIndex: list.rows.length };
}
