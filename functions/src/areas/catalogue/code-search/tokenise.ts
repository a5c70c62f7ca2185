// Text handling shared by the index build and the queries: the same normalisation on both sides,
// so a query word matches a description word exactly when their normalised forms agree.

/** Combining marks left behind by NFKD (an accented letter becomes letter + mark). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Anything that is not a latin letter or a digit separates words ("SEMI-MILLED", "BAKERS’ WARES"). */
const WORD = /[a-z0-9]+/g;

/** Lower-cased, accents removed, compatibility forms folded (e.g. full-width digits). */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The words of a text, in order, duplicates kept. */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/** A query of digits only, optionally grouped with spaces, dots or hyphens ('8471 30', '8471.30'). */
const CODE_QUERY = /^\d[\d\s.-]*$/;

/** The code a query asks for ('8471 30' → '847130'), or null when the query is a word search. */
export function codeOfQuery(query: string): string | null {
  const trimmed = query.trim();
  return CODE_QUERY.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/**
 * Words that carry no meaning in a tariff description ("parts of machines for ..."). A word query
 * ignores them unless it holds nothing else, so "rice and wheat" needs only "rice" and "wheat".
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Most distinct words a query uses; the rest are ignored (one bit each in the search's masks). */
export const MAX_QUERY_WORDS = 12;

/** The distinct words of a word query, stop words dropped (unless that leaves none), at most MAX_QUERY_WORDS. */
export function queryWords(query: string): string[] {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
}

/**
 * Everyday names of goods the tariff never uses, mapped to the tariff's wording. Consulted only for
 * a query word that starts no word of the master, so a real tariff word always wins. (A Map: a
 * query word such as 'constructor' must not find an Object.prototype member.)
 */
export const TRADE_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['laptop', ['portable', 'automatic', 'data', 'processing']],
  ['desktop', ['personal', 'computer']],
  ['fridge', ['refrigerator']],
]);

/** Singular forms of a plural query word ('sarees' → 'saree', 'boxes' → 'box', 'batteries' → 'battery'). */
/** The plural forms of a query word a description may use ('drill' → 'drills'; 'battery' → 'batteries'). */
export function plurals(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = [`${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

export function singulars(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}
