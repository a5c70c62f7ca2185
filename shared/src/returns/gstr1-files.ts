// The GSTR-1 upload as files: the portal's offline tool takes at most 5 MB a file, so a return
// larger than 4.7 MiB (leaving room for the tool's own additions) is cut into several uploads of
// the same GSTIN and period. Each invoice, note or row is written once as JSON text and packed
// into the current file until the next would cross the limit; the small summaries (nil, hsn,
// doc_issue) go in the first file. An invoice is never cut; b2b invoices of one receiver that land
// in the same file share its `ctin` entry.
import { GSTR1_SECTIONS, type Gstr1Json } from './gstr1-format.js';

export const GSTR1_FILE_LIMIT_BYTES = Math.floor(4.7 * 1024 * 1024);

const utf8 = new TextEncoder();

/** Sections whose entries are grouped under a key (ctin, pos) with a list inside. */
const GROUPED = { b2b: ['ctin', 'inv'], b2cl: ['pos', 'inv'], cdnr: ['ctin', 'nt'], exp: ['exp_typ', 'inv'] } as const;
type GroupedSection = keyof typeof GROUPED;
const isGrouped = (section: string): section is GroupedSection => Object.hasOwn(GROUPED, section);

/** Sections that are a plain list of entries (the others, past GROUPED, are one object). */
const LISTS: readonly string[] = ['b2cs', 'cdnur', 'at', 'txpd'];

/** The summaries are packed first, so they land in the first file. */
const SUMMARIES: readonly string[] = ['nil', 'hsn', 'doc_issue'];
const PACKING_ORDER = [...GSTR1_SECTIONS].sort((a, b) => Number(SUMMARIES.includes(b)) - Number(SUMMARIES.includes(a)));

interface Piece {
  section: (typeof GSTR1_SECTIONS)[number];
  /** The group's key value (a GSTIN, a state code), for grouped sections. */
  group: string | null;
  text: string;
}

/** Cuts the return into upload files (JSON text), each at most `limitBytes` long. */
export function gstr1Files(json: Gstr1Json, limitBytes = GSTR1_FILE_LIMIT_BYTES): string[] {
  const header = `{"gstin":${JSON.stringify(json.gstin)},"fp":${JSON.stringify(json.fp)},"version":${JSON.stringify(json.version)},"hash":${JSON.stringify(json.hash)}`;
  const files: Piece[][] = [[]];
  let size = header.length + 1;
  const push = (piece: Piece) => {
    // Room for the piece, its comma, and (at worst) a new section or group around it.
    const cost = utf8.encode(piece.text).length + 64;
    if (size + cost > limitBytes && (files.at(-1) as Piece[]).length > 0) {
      files.push([]);
      size = header.length + 1;
    }
    (files.at(-1) as Piece[]).push(piece);
    size += cost;
  };
  for (const section of PACKING_ORDER) {
    const value = json[section];
    if (value === undefined) continue;
    if (isGrouped(section)) {
      const [keyName, listName] = GROUPED[section];
      for (const group of value as Record<string, unknown>[]) {
        for (const entry of group[listName] as unknown[]) push({ section, group: String(group[keyName]), text: JSON.stringify(entry) });
      }
    } else if (Array.isArray(value)) {
      for (const entry of value) push({ section, group: null, text: JSON.stringify(entry) });
    } else push({ section, group: null, text: JSON.stringify(value) });
  }
  return files.map((pieces) => header + sectionsText(pieces) + '}');
}

/** `,"b2b":[{"ctin":"…","inv":[…]}],"b2cs":[…]` for the pieces of one file. */
function sectionsText(packed: readonly Piece[]): string {
  // Within a file, the sections in the portal's order.
  const pieces = [...packed].sort((a, b) => GSTR1_SECTIONS.indexOf(a.section) - GSTR1_SECTIONS.indexOf(b.section));
  const parts: string[] = [];
  let index = 0;
  while (index < pieces.length) {
    const section = (pieces[index] as Piece).section;
    const ofSection: Piece[] = [];
    while (index < pieces.length && (pieces[index] as Piece).section === section) ofSection.push(pieces[index++] as Piece);
    if (isGrouped(section)) {
      const [keyName, listName] = GROUPED[section];
      const groups = new Map<string, string[]>();
      for (const piece of ofSection) {
        const list = groups.get(piece.group as string) ?? [];
        list.push(piece.text);
        groups.set(piece.group as string, list);
      }
      const text = [...groups].map(([key, list]) => `{${JSON.stringify(keyName)}:${JSON.stringify(key)},${JSON.stringify(listName)}:[${list.join(',')}]}`);
      parts.push(`,${JSON.stringify(section)}:[${text.join(',')}]`);
    } else if (LISTS.includes(section)) {
      parts.push(`,${JSON.stringify(section)}:[${ofSection.map((piece) => piece.text).join(',')}]`);
    } else parts.push(`,${JSON.stringify(section)}:${(ofSection[0] as Piece).text}`);
  }
  return parts.join('');
}
