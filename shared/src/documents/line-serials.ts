// The serial numbers a line carries (inventory tracking: picked from stock on a sale, typed per
// unit on a purchase), as one piece of text under the line's item name. The printed document and
// the document form's line table say it the same way, so what the form shows is what prints.

/** 'Serial No.: SN-A, SN-B', or null when the line carries none. */
export function lineSerialsText(serials: readonly string[]): string | null {
  return serials.length > 0 ? `Serial No.: ${serials.join(', ')}` : null;
}
