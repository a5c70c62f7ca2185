// Percentages on the wire, basis points in storage (docs/architecture.md §4: 18% = 1800). Parsed as text,
// like rupees, so '0.1' is exactly 10 basis points and never 9.999....
import { GstInputError } from '../gst/errors.js';

const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '18' -> 1800, '0.25' -> 25, 7.5 -> 750. At most 2 decimals, no sign; throws GstInputError. */
export function percentToBasisPoints(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = PERCENT.exec(text);
  if (!match) throw new GstInputError(`"${text}" is not a percentage with at most 2 decimals`);
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(bps)) throw new GstInputError(`percentage "${text}" is too large`);
  return bps;
}

/** 1800 -> 18, 25 -> 0.25, 750 -> 7.5: the number the forms show and send. */
export function basisPointsToPercent(bps: number): number {
  if (!Number.isSafeInteger(bps)) throw new GstInputError(`basis points must be a whole number, got ${bps}`);
  return bps / 100;
}

/** '18', '0.25', '7.5': a rate for a message, without trailing zeros. */
export function formatPercent(bps: number): string {
  return String(basisPointsToPercent(bps));
}
