import { cancelEdit, commitEntry, editRow, keptRows, removeRow, rowsForSave, startRowList } from './row-list';

interface Row {
  id?: string;
  name: string;
}
const blank: Row = { name: '' };
const isBlank = (row: Row) => row.name === '';
const stored = () => startRowList<Row>([{ id: 'a1', name: 'Pune' }, { id: 'a2', name: 'Nashik' }], blank);

describe('the entry area of a row list', () => {
  it('adds a new row with Add and clears the entry', () => {
    const list = commitEntry({ ...stored(), entry: { name: 'Nagpur' } }, blank);
    expect(list.rows.map((row) => row.name)).toEqual(['Pune', 'Nashik', 'Nagpur']);
    expect(list.entry).toEqual(blank);
    expect(list.editing).toBeNull();
  });

  it('opens a row with Edit and writes it back in place, keeping its id, with Update', () => {
    const editing = editRow(stored(), 1);
    expect(editing.editing).toBe(1);
    expect(editing.entry).toEqual({ id: 'a2', name: 'Nashik' });
    const updated = commitEntry({ ...editing, entry: { ...editing.entry, name: 'Nashik Road' } }, blank);
    expect(updated.rows).toEqual([{ id: 'a1', name: 'Pune' }, { id: 'a2', name: 'Nashik Road' }]);
    expect(updated.editing).toBeNull();
  });

  it('drops the entry on cancel, leaving the row as it was', () => {
    const list = cancelEdit({ ...editRow(stored(), 0), entry: { id: 'a1', name: 'changed' } }, blank);
    expect(list.rows).toEqual(stored().rows);
    expect(list).toMatchObject({ entry: blank, editing: null });
  });
});

describe('removing rows', () => {
  it('puts the id of a stored row on the delete list, and nothing for a row never saved', () => {
    const withNew = commitEntry({ ...stored(), entry: { name: 'Nagpur' } }, blank);
    const list = removeRow(removeRow(withNew, 2, blank), 0, blank);
    expect(list.rows).toEqual([{ id: 'a2', name: 'Nashik' }]);
    expect(list.deletedIds).toEqual(['a1']);
  });

  it('closes the entry when the row open in it is removed, and follows it when an earlier one goes', () => {
    expect(removeRow(editRow(stored(), 1), 1, blank)).toMatchObject({ editing: null, entry: blank });
    const shifted = removeRow(editRow(stored(), 1), 0, blank);
    expect(shifted.editing).toBe(0);
    expect(shifted.rows[shifted.editing!]).toEqual({ id: 'a2', name: 'Nashik' });
  });
});

describe('keptRows', () => {
  it('puts back the removed stored rows when their delete is refused, keeping what else changed', () => {
    const removed = commitEntry({ ...removeRow(stored(), 0, blank), entry: { name: 'Nagpur' } }, blank);
    const kept = keptRows(removed, stored().rows);
    expect(kept.rows).toEqual([{ id: 'a2', name: 'Nashik' }, { name: 'Nagpur' }, { id: 'a1', name: 'Pune' }]);
    expect(kept.deletedIds).toEqual([]);
  });
});

describe('rowsForSave', () => {
  it('sends the rows as they are when the entry is empty', () => {
    expect(rowsForSave(stored(), isBlank)).toEqual({ rows: stored().rows, entryIndex: null });
  });

  it('counts a typed entry as added, and an open row as updated, so nothing typed is lost', () => {
    expect(rowsForSave({ ...stored(), entry: { name: 'Nagpur' } }, isBlank)).toEqual({
      rows: [...stored().rows, { name: 'Nagpur' }],
      entryIndex: 2,
    });
    const open = { ...editRow(stored(), 0), entry: { id: 'a1', name: 'Pune Camp' } };
    expect(rowsForSave(open, isBlank)).toEqual({ rows: [{ id: 'a1', name: 'Pune Camp' }, stored().rows[1]], entryIndex: 0 });
  });
});
