// Reads a PDF back with pdf.js (pdfjs-dist's Node build): pdf-lib writes PDFs but cannot read
// their text, and subset fonts make the raw bytes unreadable.
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function eachPage<T>(bytes: Uint8Array, read: (page: PDFPageProxy) => Promise<T>): Promise<T[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const results: T[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) results.push(await read(await pdf.getPage(number)));
  await pdf.destroy();
  return results;
}

interface Piece {
  text: string;
  x: number;
  y: number;
}

/** Each page as its lines, top to bottom; the pieces of a line left to right, joined by a space. */
export function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  return eachPage(bytes, async (page) => {
    const content = await page.getTextContent();
    const pieces: Piece[] = content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number) }] : [],
    );
    const rows = new Map<number, Piece[]>();
    for (const piece of pieces) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
    return [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) => row.sort((a, b) => a.x - b.x).map((piece) => piece.text).join(' '));
  });
}

/** How many images each page paints (a logo is one). */
export function pdfImageCounts(bytes: Uint8Array): Promise<number[]> {
  return eachPage(bytes, async (page) => (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length);
}
