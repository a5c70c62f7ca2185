// HSN/SAC code search (POST /api/elastic/search/codes): the index over the 22,104-row master.
//   - cold index build from the raw rows (what a Lambda container pays on its first search), median
//     of 5 fresh builds. Target: under 300 ms.
//   - per-query time on a warm index over a realistic mix of queries (codes, code prefixes, single
//     words, word prefixes as typed, phrases; HSN and SAC). Target: p95 under 5 ms.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type CodeIndex, type CodeKind, type MasterRow, buildCodeIndex } from '../../functions/src/areas/catalogue/code-search/code-index.js';
import { loadMaster } from '../../functions/src/areas/catalogue/code-search/master.js';
import { searchCodes } from '../../functions/src/areas/catalogue/code-search/rank.js';
import { words } from '../../functions/src/areas/catalogue/code-search/tokenise.js';
import { seededRandom } from '../support/seeded-random.js';
import { type Figure, percentile, recordFigure } from './support/figures.js';

const BUILD_TARGET_MS = 300;
const QUERY_TARGET_MS = 5;
const BUILDS = 5;
const ROUNDS = 3;

/** A time in ms, with its target (under `target` ms) and verdict when it has one. */
function report(name: string, ms: number, target?: number, baseline?: Figure['baseline']): void {
  recordFigure({ name, value: ms, unit: 'ms', ...(target === undefined ? {} : { target: `< ${target}`, met: ms < target }), ...(baseline ? { baseline } : {}) });
}

interface Query {
  query: string;
  kind: CodeKind;
}

/** Queries as people type them, drawn from the master itself so that most find something. */
function queryMix(rows: readonly MasterRow[]): Query[] {
  const random = seededRandom(2024_11_28); // every run times the same queries
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const hsn = rows.filter((row) => row.kind === 'HSN');
  const sac = rows.filter((row) => row.kind === 'SAC');
  const meaningfulWords = (row: MasterRow) => words(row.description).filter((word) => word.length >= 3 && !/^\d+$/.test(word));
  const queries: Query[] = [];
  const add = (query: string, kind: CodeKind) => queries.push({ query, kind });

  // Hand-picked everyday searches, each a few times.
  const everyday: Query[] = [
    { query: '8471', kind: 'HSN' }, { query: '0101', kind: 'HSN' }, { query: '8471 30', kind: 'HSN' },
    { query: 'laptop', kind: 'HSN' }, { query: 'rice', kind: 'HSN' }, { query: 'basmati rice', kind: 'HSN' },
    { query: 'mobile phone', kind: 'HSN' }, { query: 'cement', kind: 'HSN' }, { query: 'cotton sarees', kind: 'HSN' },
    { query: 'paracetamol', kind: 'HSN' }, { query: 'steel', kind: 'HSN' }, { query: 'parts of machines', kind: 'HSN' },
    { query: '9954', kind: 'SAC' }, { query: 'legal', kind: 'SAC' }, { query: 'restaurant', kind: 'SAC' },
    { query: 'accounting services', kind: 'SAC' }, { query: 'transport of goods', kind: 'SAC' }, { query: '99', kind: 'SAC' },
    { query: 'a', kind: 'HSN' }, { query: 'o', kind: 'HSN' }, { query: '8', kind: 'HSN' }, { query: 'ser', kind: 'SAC' },
  ];
  for (let i = 0; i < 5; i++) for (const q of everyday) queries.push(q);

  for (let i = 0; i < 250; i++) {
    const row = pick(random() < 0.8 ? hsn : sac);
    const code = row.code;
    // Exact codes, codes with a space or dot, and prefixes as they are being typed.
    add(code, row.kind);
    add(code.slice(0, 2 + Math.floor(random() * (code.length - 1))), row.kind);
    if (code.length >= 6) add(`${code.slice(0, 4)}${random() < 0.5 ? ' ' : '.'}${code.slice(4)}`, row.kind);
  }
  for (let i = 0; i < 300; i++) {
    const row = pick(random() < 0.8 ? hsn : sac);
    const rowWords = meaningfulWords(row);
    if (rowWords.length === 0) continue;
    const word = pick(rowWords);
    add(word, row.kind); // a whole word
    add(word.slice(0, Math.max(1, Math.min(word.length, 2 + Math.floor(random() * 4)))), row.kind); // typing it
    if (rowWords.length >= 2) {
      // A phrase of two or three of the row's words, the last one half typed.
      const start = Math.floor(random() * (rowWords.length - 1));
      const phrase = rowWords.slice(start, start + 2 + Math.floor(random() * 2));
      const last = phrase[phrase.length - 1] as string;
      phrase[phrase.length - 1] = last.slice(0, Math.max(2, Math.ceil(last.length * random())));
      add(phrase.join(' '), row.kind);
    }
  }
  // A few with no match at all, and a few upper-case ones.
  for (let i = 0; i < 20; i++) add(`zz${i} widget`, i % 2 === 0 ? 'HSN' : 'SAC');
  for (let i = 0; i < 30; i++) {
    const row = pick(hsn);
    add(meaningfulWords(row).slice(0, 2).join(' ').toUpperCase() || row.code, 'HSN');
  }
  return queries;
}

export async function run(): Promise<void> {
  // What a container pays before the build: reading and parsing the 2.3 MB master (the bundle
  // evaluates it as a module instead; same order of cost). For information, no target.
  const parseStart = performance.now();
  const parsed = JSON.parse(readFileSync(new URL('../../functions/data/hsn-sac.json', import.meta.url), 'utf8')) as MasterRow[];
  const parseMs = performance.now() - parseStart;
  const rows = await loadMaster();
  if (parsed.length !== rows.length) throw new Error('functions/data/hsn-sac.json and the imported master differ');
  const hsnRows = rows.filter((row) => row.kind === 'HSN').length;

  // Cold build: a fresh index each time (the first one also pays for compiling the build code,
  // as a new container would).
  const builds: number[] = [];
  let index: CodeIndex | undefined;
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    index = buildCodeIndex(rows);
    builds.push(performance.now() - start);
  }
  const firstBuild = builds[0] ?? Number.NaN;
  const sortedBuilds = [...builds].sort((a, b) => a - b);
  const medianBuild = percentile(sortedBuilds, 50);
  const built = index as CodeIndex;
  const postings = built.HSN.postings.length + built.SAC.postings.length;
  const vocabulary = built.HSN.vocabulary.length + built.SAC.vocabulary.length;
  const indexBytes = (['HSN', 'SAC'] as const).reduce((sum, kind) => {
    const k = built[kind];
    const typed = [k.postings, k.postingStart, k.wordCount, k.descriptionLength, k.scratch.stamp, k.scratch.mask, k.scratch.whole];
    return sum + typed.reduce((bytes, array) => bytes + array.byteLength, 0) + k.codeLengths.reduce((b, g) => b + g.rowIds.byteLength, 0);
  }, 0);

  console.log(`  index of ${rows.length} rows (${hsnRows} HSN, ${rows.length - hsnRows} SAC): ${vocabulary} distinct words, ${postings} postings, ${(indexBytes / 1024).toFixed(0)} KB of typed arrays`);
  // Once per container, before the first build: the baseline of the build.
  const masterParse = { name: 'master read + JSON.parse', value: parseMs, unit: 'ms' };
  report(`HSN index cold build, median of ${BUILDS}`, medianBuild, BUILD_TARGET_MS, masterParse);
  report('HSN index cold build, first', firstBuild, BUILD_TARGET_MS, masterParse);

  // Queries on the warm index: one warm-up pass, then ROUNDS timed passes over the whole mix.
  const queries = queryMix(rows);
  let found = 0;
  for (const { query, kind } of queries) found += searchCodes(built, query, kind).length > 0 ? 1 : 0;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { query, kind } of queries) {
      const start = performance.now();
      searchCodes(built, query, kind);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const max = times[times.length - 1] ?? Number.NaN;
  console.log(`  ${queries.length} queries × ${ROUNDS} rounds (${found} of ${queries.length} find something)`);
  // Baseline: the fastest query of the mix (an exact code), what a lookup costs at the least.
  const fastest = { name: 'fastest query', value: times[0] ?? Number.NaN, unit: 'ms' };
  report('HSN search p50', p50, QUERY_TARGET_MS, fastest);
  report('HSN search p95', p95, QUERY_TARGET_MS, fastest);
  report('HSN search p99', percentile(times, 99));
  // A single outlier is usually a GC pause.
  report('HSN search max', max);
}
