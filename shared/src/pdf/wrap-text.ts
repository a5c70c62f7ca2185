// Line breaking for text drawn with pdf-lib, which draws one line per call and never wraps.

export type Measure = (text: string) => number;

/** The words wrapText keeps whole where it can: the text between spaces and line breaks. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Splits text into lines no wider than `width`, at spaces where it can and mid-word where it must. */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of wordsOf(paragraph)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && measure(line + char) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}
