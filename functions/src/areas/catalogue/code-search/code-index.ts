// The in-memory index over the HSN/SAC master, one per kind (HSN goods, SAC services), so the
// type filter costs nothing and a search never mixes kinds. Built once per container.
//
// Per kind:
//   - rows sorted by code (a row's id is its place in that order, so "by code" is "by row id");
//   - for each code length (2/4/6/8 digits), the row ids of that length in code order, for prefix
//     lookups by binary search;
//   - an inverted index: the sorted vocabulary of description words, and for each word the ids of
//     the rows that use it (one flat Int32Array plus offsets); a query word that is a prefix is a
//     range scan of the sorted vocabulary;
//   - per row, its number of words and its description length (the ranking's tie-breakers);
//   - scratch arrays a search marks rows in (reused, reset by a generation counter).
import { words } from './tokenise.js';

export type CodeKind = 'HSN' | 'SAC';

/** One row of functions/data/hsn-sac.json. */
export interface MasterRow {
  code: string;
  description: string;
  kind: CodeKind;
}

export interface CodeLengthGroup {
  length: number;
  /** Row ids of the codes of this length, in code order. */
  rowIds: Int32Array;
}

export interface KindIndex {
  kind: CodeKind;
  /** Sorted by code. */
  rows: readonly MasterRow[];
  /** Ascending by length. */
  codeLengths: readonly CodeLengthGroup[];
  /** Distinct description words, sorted (UTF-16 order, as `<` compares). */
  vocabulary: readonly string[];
  /** Row ids of vocabulary[w] are postings[postingStart[w] .. postingStart[w + 1]), ascending. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Words in each row's description (duplicates counted). */
  wordCount: Uint16Array;
  descriptionLength: Uint16Array;
  /** Search scratch: a row's marks are valid only while stamp[row] is the search's generation. */
  scratch: { generation: number; stamp: Uint32Array; mask: Uint32Array; whole: Uint32Array };
}

export type CodeIndex = Readonly<Record<CodeKind, KindIndex>>;

const byCode = (a: MasterRow, b: MasterRow) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const clampU16 = (n: number) => Math.min(n, 0xffff);

function buildKind(kind: CodeKind, allRows: readonly MasterRow[]): KindIndex {
  const rows = allRows.filter((row) => row.kind === kind).sort(byCode);
  const count = rows.length;

  const idsByLength = new Map<number, number[]>();
  const rowsOfWord = new Map<string, number[]>();
  const wordCount = new Uint16Array(count);
  const descriptionLength = new Uint16Array(count);
  for (let id = 0; id < count; id++) {
    const row = rows[id] as MasterRow;
    const sameLength = idsByLength.get(row.code.length);
    if (sameLength) sameLength.push(id);
    else idsByLength.set(row.code.length, [id]);

    const rowWords = words(row.description);
    wordCount[id] = clampU16(rowWords.length);
    descriptionLength[id] = clampU16(row.description.length);
    for (const word of rowWords) {
      const ids = rowsOfWord.get(word);
      if (!ids) rowsOfWord.set(word, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id); // ids arrive in order: dedupe against the last
    }
  }

  const vocabulary = [...rowsOfWord.keys()].sort();
  const postingStart = new Int32Array(vocabulary.length + 1);
  let total = 0;
  for (let w = 0; w < vocabulary.length; w++) {
    postingStart[w] = total;
    total += (rowsOfWord.get(vocabulary[w] as string) as number[]).length;
  }
  postingStart[vocabulary.length] = total;
  const postings = new Int32Array(total);
  for (let w = 0; w < vocabulary.length; w++) {
    postings.set(rowsOfWord.get(vocabulary[w] as string) as number[], postingStart[w]);
  }

  const codeLengths = [...idsByLength.entries()]
    .sort(([a], [b]) => a - b)
    .map(([length, ids]) => ({ length, rowIds: Int32Array.from(ids) }));

  return {
    kind,
    rows,
    codeLengths,
    vocabulary,
    postingStart,
    postings,
    wordCount,
    descriptionLength,
    scratch: { generation: 0, stamp: new Uint32Array(count), mask: new Uint32Array(count), whole: new Uint32Array(count) },
  };
}

/** Builds the index of both kinds from the master's rows (any order). */
export function buildCodeIndex(rows: readonly MasterRow[]): CodeIndex {
  return { HSN: buildKind('HSN', rows), SAC: buildKind('SAC', rows) };
}

/** First position in [0, length) whose key is >= `key`, for keys ascending in position. */
export function lowerBound(length: number, keyAt: (position: number) => string, key: string): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorts after every word that starts with a given prefix (words are [a-z0-9] only). */
const AFTER_PREFIX = '\uffff';

/** The vocabulary positions [from, to) of the words that start with `prefix`. */
export function wordRange(index: KindIndex, prefix: string): [number, number] {
  const { vocabulary } = index;
  const keyAt = (position: number) => vocabulary[position] as string;
  return [lowerBound(vocabulary.length, keyAt, prefix), lowerBound(vocabulary.length, keyAt, prefix + AFTER_PREFIX)];
}

/** The vocabulary position of exactly `word`, or -1. */
export function wordPosition(index: KindIndex, word: string): number {
  const { vocabulary } = index;
  const at = lowerBound(vocabulary.length, (position) => vocabulary[position] as string, word);
  return vocabulary[at] === word ? at : -1;
}

/** The row ids whose code starts with `prefix`, shortest codes first, then by code. */
export function* codesStartingWith(index: KindIndex, prefix: string): Generator<number> {
  const { rows } = index;
  for (const { length, rowIds } of index.codeLengths) {
    if (length < prefix.length) continue;
    const codeAt = (position: number) => (rows[rowIds[position] as number] as MasterRow).code;
    for (let at = lowerBound(rowIds.length, codeAt, prefix); at < rowIds.length && codeAt(at).startsWith(prefix); at++) {
      yield rowIds[at] as number;
    }
  }
}
