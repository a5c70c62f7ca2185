import { wrapText } from './wrap-text.js';

describe('wrapText', () => {
  const measure = (text: string) => text.length; // one unit per character

  it('breaks at spaces, keeps line breaks, and splits a word longer than the line', () => {
    expect(wrapText('Plot 12 MIDC Bhosari', 8, measure)).toEqual(['Plot 12', 'MIDC', 'Bhosari']);
    expect(wrapText('Line one\nLine two', 20, measure)).toEqual(['Line one', 'Line two']);
    expect(wrapText('ABCDEFGHIJ', 4, measure)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrapText('', 4, measure)).toEqual(['']);
  });
});
