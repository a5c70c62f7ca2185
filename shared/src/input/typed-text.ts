// Text as a person typed it into a field: trimmed, and without the characters nobody means to type
// that print as nothing or reorder what follows them: control characters other than tab and line
// breaks, the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069: a right-to-left
// override in a note shows an invoice differently from what its books hold, walk 23), and a lone
// half of a surrogate pair (not a character at all). Absent or null is ''.
const UNTYPED = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;

export function typedText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).replace(UNTYPED, '').trim();
}
