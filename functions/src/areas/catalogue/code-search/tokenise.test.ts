import { codeOfQuery, queryWords, singulars, words } from './tokenise.js';

describe('words', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(words('SEMI-MILLED OR WHOLLY-MILLED RICE, WHETHER OR NOT POLISHED')).toEqual([
      'semi', 'milled', 'or', 'wholly', 'milled', 'rice', 'whether', 'or', 'not', 'polished',
    ]);
    expect(words('BAKERS’ WARES (e.g. 10 KG)')).toEqual(['bakers', 'wares', 'e', 'g', '10', 'kg']);
  });

  it('folds accents and compatibility forms', () => {
    expect(words('Crème brûlée ８４７１')).toEqual(['creme', 'brulee', '8471']);
  });
});

describe('codeOfQuery', () => {
  it('treats digits, spaces, dots and hyphens as a code and strips the separators', () => {
    expect(codeOfQuery('8471')).toBe('8471');
    expect(codeOfQuery(' 8471 30 ')).toBe('847130');
    expect(codeOfQuery('8471.30.10')).toBe('84713010');
    expect(codeOfQuery('0101')).toBe('0101');
  });

  it('leaves mixed and word queries to the word search', () => {
    expect(codeOfQuery('8471 laptop')).toBeNull();
    expect(codeOfQuery('rice')).toBeNull();
    expect(codeOfQuery('.')).toBeNull();
  });
});

describe('queryWords', () => {
  it('drops stop words and repeats', () => {
    expect(queryWords('Rice and rice OF wheat')).toEqual(['rice', 'wheat']);
  });

  it('keeps stop words when there is nothing else', () => {
    expect(queryWords('and or')).toEqual(['and', 'or']);
  });

  it('keeps at most 12 words', () => {
    expect(queryWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11 l12 m13 n14')).toHaveLength(12);
  });
});

describe('singulars', () => {
  it('offers plain English singulars of plural words', () => {
    expect(singulars('sarees')).toEqual(['saree', 'sare']);
    expect(singulars('batteries')).toEqual(['batterie', 'batteri', 'battery']);
    expect(singulars('glass')).toEqual([]);
    expect(singulars('gas')).toEqual([]);
  });
});
