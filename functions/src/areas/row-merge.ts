// How a form's rows change a stored list of records that carry ids (client addresses and contacts,
// an organisation's custom fields, …): a row with an id updates that record, a row without one
// adds a record under a new id, ids in the delete list go. An id that is not in the stored list
// is refused (the form is stale), before anything changes.
import type { AppError } from '../errors/app-error.js';

export interface RowMerge<Row extends { id?: string }, Stored extends { id: string }> {
  stored: Stored[];
  rows: Row[];
  deleteIds: string[];
  newId: () => string;
  /** The stored record a row becomes; `previous` is the record it updates, if any. */
  build: (row: Row, id: string, previous?: Stored) => Stored;
  /** The error for an id that is not in the stored list. */
  unknownRow: () => AppError;
}

/** The merged list, and for each input row the id it ended up with (new rows get new ids). */
export function mergeRows<Row extends { id?: string }, Stored extends { id: string }>(
  merge: RowMerge<Row, Stored>,
): { merged: Stored[]; rowIds: string[] } {
  const known = new Set(merge.stored.map((record) => record.id));
  for (const id of [...merge.deleteIds, ...merge.rows.flatMap((row) => (row.id ? [row.id] : []))]) {
    if (!known.has(id)) throw merge.unknownRow();
  }
  const rowIds = merge.rows.map((row) => row.id ?? merge.newId());
  const updates = new Map(merge.rows.map((row, index) => [rowIds[index] as string, row]));
  const removed = new Set(merge.deleteIds);
  const kept = merge.stored
    .filter((record) => !removed.has(record.id))
    .map((record) => {
      const update = updates.get(record.id);
      return update ? merge.build(update, record.id, record) : record;
    });
  const added = merge.rows.flatMap((row, index) => (row.id ? [] : [merge.build(row, rowIds[index] as string)]));
  return { merged: [...kept, ...added], rowIds };
}
