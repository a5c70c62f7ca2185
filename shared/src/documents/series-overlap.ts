// Series whose numbers could meet. Every number is its series' head (prefix, and the year where the
// settings or the kind put it there) followed by a sequence without leading zeros, so two series of
// one year print a common number exactly when one head is the other followed by digits that can
// start a sequence: 'INV' and 'INV4' both print INV41 (walk 33 M1: a B2C invoice and a B2B invoice
// numbered alike in one year, against Rule 46(b)'s unique numbers). Identical heads are the
// settings' own 'Sequence is changing'; this catches the rest, the fixed series (REVC, CN-2026-,
// RV-2026 ...) included.
import { APP_MESSAGES, fillMessage } from '../api/messages.js';
import type { SequenceKind } from '../api/schemas/settings.js';
import { numberPrefix, type NumberingSettings } from './document-numbering.js';
import { TABLE_KINDS, kindFacts, type KindInTable } from './kinds.js';

/** Whether two heads' numbers can meet: one is the other followed by nothing or by digits not starting with 0. */
export function headsCollide(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a.toUpperCase(), b.toUpperCase()] : [b.toUpperCase(), a.toUpperCase()];
  return long.startsWith(short) && /^([1-9]\d*)?$/.test(long.slice(short.length));
}

export interface SeriesOverlap {
  /** The organisation series whose prefix causes it (the settings field to mark). */
  sequenceKind: SequenceKind;
  kind: KindInTable;
  other: KindInTable;
  /** A number both series could print. */
  example: string;
}

/**
 * The first pair of series of a financial year whose numbers could meet, one of them an
 * organisation series (the fixed ones never meet each other); `first` is checked first, so the
 * prefix being changed is the one named. Null when the numbers of every series stay apart.
 */
export function seriesOverlap(settings: NumberingSettings, fyStartYear: number, first?: SequenceKind): SeriesOverlap | null {
  const heads = TABLE_KINDS.map((kind) => ({ kind, numbering: kindFacts(kind).numbering, head: numberPrefix(kindFacts(kind), settings, fyStartYear) }));
  const own = heads.flatMap((series) => (series.numbering.scheme === 'org-series' ? [{ ...series, sequenceKind: series.numbering.sequenceKind }] : []));
  own.sort((a, b) => Number(b.sequenceKind === first) - Number(a.sequenceKind === first));
  for (const series of own) {
    for (const other of heads) {
      if (other.kind === series.kind || !headsCollide(series.head, other.head)) continue;
      const longer = series.head.length >= other.head.length ? series.head : other.head;
      return { sequenceKind: series.sequenceKind, kind: series.kind, other: other.kind, example: `${longer.toUpperCase()}1` };
    }
  }
  return null;
}

/** What the settings say of an overlap: both series and a number both would print. */
export function seriesOverlapMessage(overlap: SeriesOverlap): string {
  return fillMessage(APP_MESSAGES.prefixOverlaps, { kind: kindFacts(overlap.kind).label, other: kindFacts(overlap.other).label, example: overlap.example });
}
