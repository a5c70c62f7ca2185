import { lineSerialsText } from './line-serials.js';

describe('lineSerialsText', () => {
  it('lists the serials in the order the line carries them', () => {
    expect(lineSerialsText(['SN-B', 'SN-A'])).toBe('Serial No.: SN-B, SN-A');
    expect(lineSerialsText(['RACK-0101'])).toBe('Serial No.: RACK-0101');
  });

  it('is nothing for a line without serials', () => {
    expect(lineSerialsText([])).toBeNull();
  });
});
