import { kindFacts, labelInSentence } from './kinds.js';

describe('labelInSentence', () => {
  it('lowers the first letter of a plain label', () => {
    expect([labelInSentence(kindFacts('quotation').label), labelInSentence(kindFacts('delivery_challan').pluralLabel)]).toEqual(['quotation', 'delivery challans']);
  });

  it('keeps an acronym as it is written', () => {
    expect([labelInSentence(kindFacts('b2b').pluralLabel), labelInSentence(kindFacts('b2c').label)]).toEqual(['B2B invoices', 'B2C invoice']);
  });
});
