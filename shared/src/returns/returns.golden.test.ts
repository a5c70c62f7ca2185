// Golden tests: the fixture month (tests/fixtures/returns/october-2025.ts) gives exactly the GSTR-1
// and GSTR-3B worked out by hand in tests/fixtures/returns/*-october-2025.json, and both conform
// to the upload formats' schemas. The advances (VOUCHERS and the invoices made from them):
// - at: RV-20252's 10,000 + CGST/SGST 900 less the half INV-1 took = 5,000 + 450 + 450 (27, 18%);
//   RV-20253's 5,000 + IGST 600 less RCV-2025-1's 1,000 + 120 = 4,000 + 480 (33, 12%).
// - txpd: INV-2's half of September's RV-20251, 10,000 + IGST 1,800 (33, 18%).
// - GSTR-3B 3.1(a): the documents' 2,20,800 (IGST 36,376, CGST/SGST 1,270) + at − txpd =
//   2,20,800 + 9,000 − 10,000 = 2,19,800; IGST 36,376 + 480 − 1,800 = 35,056; CGST/SGST 1,720.
import { readFileSync } from 'node:fs';
import { DOCUMENTS, EXPENSES, ORG, ORIGINALS, PERIOD, VOUCHERS } from '../../../tests/fixtures/returns/october-2025.js';
import { schemaErrors } from '../../../tests/support/return-schemas.js';
import { Gstr1Builder } from './gstr1.js';
import { gstr1Files } from './gstr1-files.js';
import { Gstr3bBuilder } from './gstr3b.js';

const expected = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/returns/${name}.json`, import.meta.url), 'utf8'));

function gstr1() {
  const builder = new Gstr1Builder(ORG, PERIOD);
  for (const doc of DOCUMENTS) builder.add(doc);
  for (const voucher of VOUCHERS) builder.addVoucher(voucher);
  return builder.finish(ORIGINALS);
}

function gstr3b() {
  const builder = new Gstr3bBuilder(ORG, PERIOD);
  for (const doc of DOCUMENTS) builder.add(doc);
  for (const voucher of VOUCHERS) builder.addVoucher(voucher);
  for (const expense of EXPENSES) builder.addExpense(expense);
  return builder.finish();
}

describe('the October 2025 fixture month', () => {
  it('gives the hand-worked GSTR-1', () => {
    expect(gstr1().json).toEqual(expected('gstr1-october-2025'));
  });

  it('gives the hand-worked GSTR-3B', () => {
    expect(gstr3b()).toEqual(expected('gstr3b-october-2025'));
  });

  it('gives the same GSTR-1 whatever order the documents come in (pages of the date index)', () => {
    const builder = new Gstr1Builder(ORG, PERIOD);
    // The vouchers first, the refund before its receipt voucher.
    for (const voucher of [...VOUCHERS].reverse()) builder.addVoucher(voucher);
    for (const doc of [...DOCUMENTS].reverse()) builder.add(doc);
    expect(builder.finish(ORIGINALS).json).toEqual(expected('gstr1-october-2025'));
  });

  it('writes one upload file that conforms to the GSTR-1 schema and reads back as the return', () => {
    const files = gstr1Files(gstr1().json);
    expect(files).toHaveLength(1);
    const parsed: unknown = JSON.parse(files[0] as string);
    expect(parsed).toEqual(expected('gstr1-october-2025'));
    expect(schemaErrors('gstr1', parsed)).toEqual([]);
  });

  it('gives a GSTR-3B that conforms to its schema', () => {
    expect(schemaErrors('gstr3b', gstr3b())).toEqual([]);
  });

  it('keeps the receivers names for the workbook', () => {
    expect([...gstr1().receiverNames].sort()).toEqual([
      ['27AAACR5055K1Z7', 'Reliance Retail'],
      ['29AAGCB7383J1Z4', 'Bengaluru Logistics'],
      ['33ABCDE5678G1ZH', 'Chennai Traders'],
    ]);
  });
});

describe('the schemas catch what the portal refuses', () => {
  it('refuses an amount with three decimals, a date the wrong way round and an unknown section', () => {
    const json = { gstin: '27AAPFU0939F1ZV', fp: '102025', version: 'GST3.0.4', hash: 'hash', b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 10.005, camt: 0.25, samt: 0.25, csamt: 0 }], b2x: [] };
    expect(schemaErrors('gstr1', json)).toEqual([' must NOT have additional properties', '/b2cs/0/txval must be multiple of 0.01']);
    const dated = { gstin: '27AAPFU0939F1ZV', fp: '102025', version: 'GST3.0.4', hash: 'hash', b2cl: [{ pos: '29', inv: [{ inum: 'BC-2', idt: '2025-10-06', val: 177000, itms: [{ num: 1, itm_det: { txval: 150000, rt: 18, iamt: 27000, csamt: 0 } }] }] }] };
    // The offline tool's header: its schema version and the placeholder hash (walk 31 F7).
    expect(schemaErrors('gstr1', { gstin: '27AAPFU0939F1ZV', fp: '102025' })).toEqual([" must have required property 'version'", " must have required property 'hash'"]);
    expect(schemaErrors('gstr1', dated)).toEqual(['/b2cl/0/inv/0/idt must match pattern "^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-(20[1-9][0-9])$"']);
  });
});
