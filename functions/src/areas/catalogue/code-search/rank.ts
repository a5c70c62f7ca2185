// Searching one kind's index and ranking the hits.
//
// Code search (a query of digits, spaces, dots or hyphens: '8471', '8471 30', '0101'): the exact
// code first, then the codes it is a prefix of, shorter codes (chapter, heading, sub-heading)
// before longer ones, then by code. A query of odd length that matches nothing is tried again with
// the leading zero a spreadsheet drops ('101' → '0101...').
//
// Word search (anything else): every query word (stop words aside) must start a word of the
// description, case-insensitively. Ranked by how many query words match whole description words
// (more first), then by fewer words in the description, then by the shorter description, then by
// code. A plural query word also matches its singular as a whole word ('sarees' → 'SAREE'), a
// singular one its plural ('drill' → 'DRILLS'), and a query word that starts no word of the master may be a trade name the tariff does not use
// ('laptop' → 'portable automatic data processing').
import { CODE_SEARCH_LIMIT } from '@bahi/shared';
import { type CodeIndex, type CodeKind, type KindIndex, type MasterRow, codesStartingWith, wordPosition, wordRange } from './code-index.js';
import { TRADE_NAMES, codeOfQuery, plurals, queryWords, singulars } from './tokenise.js';

export const MAX_RESULTS = CODE_SEARCH_LIMIT;

/** The longest code in the master; a longer code query cannot match. */
const MAX_CODE_LENGTH = 8;

function searchCode(index: KindIndex, code: string, limit: number): number[] {
  const hits: number[] = [];
  for (const id of codesStartingWith(index, code)) {
    hits.push(id);
    if (hits.length >= limit) break;
  }
  return hits;
}

/** A query word as the index sees it: the vocabulary ranges it covers and the exact word's place. */
interface PlannedWord {
  ranges: [number, number][];
  /** Vocabulary positions of words the query word equals (a whole-word match), or none. */
  whole: number[];
  /** Rows covered, with repeats (a row can hold several words of one prefix): the cost of marking. */
  cost: number;
}

function costOf(index: KindIndex, ranges: [number, number][]): number {
  let cost = 0;
  for (const [from, to] of ranges) cost += (index.postingStart[to] as number) - (index.postingStart[from] as number);
  return cost;
}

/** The description words a query word stands for: those it starts, and its singular as a whole word. */
function planPrefix(index: KindIndex, word: string): PlannedWord | null {
  const ranges: [number, number][] = [];
  const whole: number[] = [];
  const range = wordRange(index, word);
  if (range[0] < range[1]) {
    ranges.push(range);
    const exact = wordPosition(index, word);
    if (exact >= 0) whole.push(exact);
  }
  for (const singular of singulars(word)) {
    const position = wordPosition(index, singular); // a singular sorts before its plural's range
    if (position >= 0) {
      ranges.push([position, position + 1]);
      whole.push(position);
    }
  }
  // Its plural is the same word ('drill' finds 'DRILLS OF ALL KINDS' as whole as 'DRILL' cotton
  // fabric; walk 26 L7 found the power drills 18th of 20, below every row with 'DRILL').
  for (const plural of plurals(word)) {
    const position = wordPosition(index, plural);
    if (position < 0) continue;
    whole.push(position);
    if (!plural.startsWith(word)) ranges.push([position, position + 1]); // 'batteries' does not start with 'battery'
  }
  return ranges.length > 0 ? { ranges, whole, cost: costOf(index, ranges) } : null;
}

/** One query word as one or more required words (a trade name stands for the tariff's wording). */
function planWord(index: KindIndex, word: string): PlannedWord[] | null {
  const direct = planPrefix(index, word);
  if (direct) return [direct];
  for (const form of [word, ...singulars(word)]) {
    const tradeWords = TRADE_NAMES.get(form);
    if (!tradeWords) continue;
    const planned = tradeWords.map((tradeWord) => planPrefix(index, tradeWord));
    if (planned.every((plan) => plan !== null)) return planned as PlannedWord[];
  }
  return null;
}

/** Smaller is better: whole-word matches (more first), word count, description length, code. */
function score(index: KindIndex, id: number, wholeMatches: number, wordTotal: number): number {
  const missingWhole = wordTotal - wholeMatches; // 0 .. 31
  const wordCount = Math.min(index.wordCount[id] as number, 1023);
  const length = Math.min(index.descriptionLength[id] as number, 4095);
  return ((missingWhole * 1024 + wordCount) * 4096 + length) * 65536 + id;
}

function popCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Most words one search marks (one bit each in a 32-bit mask, kept clear of the sign bit). */
const MAX_MARKED_WORDS = 30;

function searchWords(index: KindIndex, query: string, limit: number): number[] {
  let planned: PlannedWord[] = [];
  for (const word of queryWords(query)) {
    const plans = planWord(index, word);
    if (!plans) return []; // a word nothing starts: no row can hold every query word
    planned.push(...plans);
  }
  if (planned.length === 0) return [];
  // The rarest word first: its rows are the only candidates, and each further word narrows them.
  planned.sort((a, b) => a.cost - b.cost);
  planned = planned.slice(0, MAX_MARKED_WORDS);

  const { postingStart, postings, scratch } = index;
  const { stamp, mask, whole } = scratch;
  scratch.generation = scratch.generation >= 0xfffffffe ? 1 : scratch.generation + 1;
  if (scratch.generation === 1) stamp.fill(0);
  const generation = scratch.generation;

  planned.forEach((word, bit) => {
    const flag = 1 << bit;
    const before = flag - 1; // every earlier word must already have matched the row
    for (const [from, to] of word.ranges) {
      for (let p = postingStart[from] as number, end = postingStart[to] as number; p < end; p++) {
        const id = postings[p] as number;
        if (bit === 0) {
          if (stamp[id] !== generation) {
            stamp[id] = generation;
            mask[id] = 0;
            whole[id] = 0;
          }
          mask[id] = 1;
        } else if (stamp[id] === generation && ((mask[id] as number) & before) === before) {
          mask[id] = (mask[id] as number) | flag;
        }
      }
    }
    for (const position of word.whole) {
      for (let p = postingStart[position] as number, end = postingStart[position + 1] as number; p < end; p++) {
        const id = postings[p] as number;
        if (stamp[id] === generation) whole[id] = (whole[id] as number) | flag;
      }
    }
  });

  // Candidates are the first word's rows holding every word; keep the best `limit` by score.
  const all = (1 << planned.length) - 1;
  const bestScores: number[] = [];
  const bestIds: number[] = [];
  const first = planned[0] as PlannedWord;
  for (const [from, to] of first.ranges) {
    for (let p = postingStart[from] as number, end = postingStart[to] as number; p < end; p++) {
      const id = postings[p] as number;
      if (stamp[id] !== generation || mask[id] !== all) continue;
      stamp[id] = 0; // taken: a row listed under two words of the first prefix counts once
      const rowScore = score(index, id, popCount(whole[id] as number), planned.length);
      if (bestScores.length === limit && rowScore >= (bestScores[limit - 1] as number)) continue;
      let at = bestScores.length;
      while (at > 0 && (bestScores[at - 1] as number) > rowScore) at--;
      bestScores.splice(at, 0, rowScore);
      bestIds.splice(at, 0, id);
      if (bestScores.length > limit) {
        bestScores.pop();
        bestIds.pop();
      }
    }
  }
  return bestIds;
}

/** Row ids of one kind's index matching the query, best first. */
export function searchKind(index: KindIndex, query: string, limit = MAX_RESULTS): number[] {
  const trimmed = query.trim();
  if (trimmed === '' || limit <= 0) return [];
  const code = codeOfQuery(trimmed);
  if (code === null) return searchWords(index, trimmed, limit);
  if (code.length > MAX_CODE_LENGTH) return [];
  const hits = searchCode(index, code, limit);
  if (hits.length === 0 && code.length % 2 === 1) return searchCode(index, `0${code}`, limit);
  return hits;
}

/** The master rows of the given kind matching the query, best first, at most `limit`. */
export function searchCodes(index: CodeIndex, query: string, kind: CodeKind, limit = MAX_RESULTS): MasterRow[] {
  const kindIndex = index[kind];
  return searchKind(kindIndex, query, limit).map((id) => kindIndex.rows[id] as MasterRow);
}
