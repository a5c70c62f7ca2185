// A report period as its two date fields change: a date moved past the other takes the other along.

/** The dates with `moved` as chosen and the other one following it when it would be on the wrong side ('' is not chosen). */
export function inOrder(start: string, end: string, moved: 'start' | 'end'): { start: string; end: string } {
  if (start === '' || end === '' || start <= end) return { start, end };
  return moved === 'start' ? { start, end: start } : { start: end, end };
}
