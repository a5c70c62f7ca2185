import { fewNumbers } from './document-references.js';

describe('fewNumbers: the documents a refused delete names', () => {
  it.each([
    [['INV1'], 1, 'INV1'],
    [['INV1', 'INV2'], 2, 'INV1 and INV2'],
    [['INV1', 'INV2', 'QUO1'], 3, 'INV1, INV2 and QUO1'],
    [['INV1', 'INV2', 'INV3'], 4, 'INV1, INV2, INV3 and 1 more'],
    [['INV1', 'INV2', 'INV3'], 40, 'INV1, INV2, INV3 and 37 more'],
  ])('%j of %i', (numbers, count, expected) => {
    expect(fewNumbers(numbers, count)).toBe(expected);
  });
});
