// What the number field reads from what was typed: the sequence ('2'), or the number as printed
// ('INV2', 'inv2', 'CN-2026-2') when it carries the kind's prefix for the date's year, read as its
// sequence, since the server's numbering takes the sequence alone (walk 27 L3: 'INV2' was
// silently ignored while the hint went on showing the next number).

/** The sequence a typed number names, as typed digits; null when it is neither digits nor a number of this prefix. */
export function typedSequence(typed: string, prefix: string): string | null {
  const text = typed.trim();
  // Digits are the sequence even where the prefix is digits too (a year-numbered series).
  const digits = /^\d+$/.test(text) || !text.toUpperCase().startsWith(prefix.toUpperCase()) ? text : text.slice(prefix.length);
  return /^\d{1,9}$/.test(digits) ? digits : null;
}
