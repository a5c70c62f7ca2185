// The pre-filing check: each problem in the words an accountant acts on, naming the document and
// line, with the document's id so the screen links to it.
import { doc, line, ORG, voucher, VOUCHERS } from '../../../tests/fixtures/returns/october-2025.js';
import { PrefilingCheck } from './prefiling-check.js';
import type { NoteOriginal, ReturnDocument } from './return-inputs.js';

function problemsOf(docs: readonly ReturnDocument[], originals: ReadonlyMap<string, NoteOriginal> = new Map(), org = ORG) {
  const check = new PrefilingCheck(org);
  for (const d of docs) check.add(d);
  return check.finish(originals);
}

const steel = (fields = {}) => line({ sno: 1, itemName: 'Steel rod', hsnSac: '7214', unit: 'KGS', gstRateBps: 1800, taxable: 1_000_00, cgst: 90_00, sgst: 90_00, ...fields });
const invoice = (fields: Partial<ReturnDocument> = {}) =>
  doc({ id: 'o_bb1', kind: 'b2b', number: 'INV-7', seq: 7, date: '2025-10-05', grandTotal: 1_180_00, partyName: 'Reliance Retail', partyGstin: '27AAACR5055K1Z7', lines: [steel()], ...fields });

describe('the pre-filing check', () => {
  it('finds nothing in a clean invoice', () => {
    expect(problemsOf([invoice()])).toEqual([]);
  });

  it("names a regular dealer's taxed line on a bill of supply, which went out untaxed (walk 33E E1), and not an exempt one", () => {
    const bill = invoice({ id: 'o_bs2', kind: 'bill_of_supply', number: 'BOS2', partyGstin: '', lines: [steel({ cgst: 0, sgst: 0 }), line({ sno: 2, itemName: 'Fresh milk', hsnSac: '0401', gstRateBps: 0, taxable: 500_00 })] });
    expect(problemsOf([bill])).toEqual([
      {
        code: 'taxedOnBillOfSupply',
        message: 'Bill of supply BOS2 of 5 Oct 2025, line 1 (Steel rod) is taxed at 18%, yet a bill of supply charges no tax: it is reported as an exempt supply. A bill of supply is for exempt supplies (Section 31(3)(c) CGST Act): cancel it and raise a tax invoice for the item.',
        documentId: 'o_bs2',
        kind: 'bill_of_supply',
        number: 'BOS2',
        line: 1,
      },
    ]);
  });

  it('names an export under a letter of undertaking of a year with no LUT on file (walk 36 L2), not one of a year with one', () => {
    const exported = invoice({ id: 'o_bb9', number: 'INV-9', partyGstin: '', placeOfSupply: '96', interState: true, underLut: true, lines: [steel({ cgst: 0, sgst: 0 })] });
    expect(problemsOf([exported])).toEqual([
      {
        code: 'noLutOnFile',
        message: 'B2B invoice INV-9 of 5 Oct 2025 is a zero-rated supply under a letter of undertaking, but no LUT for 2025-26 is on file. Add its ARN in Settings → Organisation details; a supply under bond instead needs the bond\'s details kept with the invoice.',
        documentId: 'o_bb9',
        kind: 'b2b',
        number: 'INV-9',
        line: null,
      },
    ]);
    expect(problemsOf([exported], new Map(), { ...ORG, lutYears: [2024, 2025] })).toEqual([]);
  });

  it('names a document that has the number of another of its nature (walk 33 M1), not a note numbered like an invoice', () => {
    const b2c = invoice({ id: 'o_bc41', kind: 'b2c', number: 'inv-7', seq: 41, date: '2025-10-09', partyGstin: '' });
    const note = invoice({ id: 'o_cn7', kind: 'credit_note', number: 'INV-7', date: '2025-10-20', noteReferenceId: 'o_bb1' });
    expect(problemsOf([invoice(), b2c, note], new Map([['o_bb1', {} as NoteOriginal]]))).toEqual([
      {
        code: 'numberRepeated',
        message: 'B2C invoice inv-7 of 9 Oct 2025 has the number of B2B invoice INV-7 of 5 Oct 2025: the portal takes one document of a number in a financial year. Cancel one of them and issue it again under its series\' next number.',
        documentId: 'o_bc41',
        kind: 'b2c',
        number: 'inv-7',
        line: null,
      },
    ]);
  });

  it('names a missing and a short HSN by document and line; a 4-digit SAC is enough up to ₹5 crore (walk 30 M4)', () => {
    const problems = problemsOf([invoice({ lines: [steel({ hsnSac: '' }), steel({ sno: 2, itemName: 'Bolts', hsnSac: '73' }), steel({ sno: 3, itemName: 'Repairs', hsnSac: '9987', goodsService: 'services' })] })]);
    expect(problems).toEqual([
      { code: 'hsnMissing', documentId: 'o_bb1', kind: 'b2b', number: 'INV-7', line: 1, message: 'B2B invoice INV-7 of 5 Oct 2025, line 1 (Steel rod) has no HSN/SAC code. Add it to the line (or to the item) and save the document again.' },
      { code: 'hsnShort', documentId: 'o_bb1', kind: 'b2b', number: 'INV-7', line: 2, message: 'B2B invoice INV-7 of 5 Oct 2025, line 2 (Bolts) has the HSN/SAC code "73": it must be 4 to 8 digits. Correct the code on the line and save the document again.' },
    ]);
  });

  it('asks 6 digits of goods and services alike once the turnover is above ₹5 crore (Notification 78/2020-CT)', () => {
    const lines = [steel(), steel({ sno: 2, itemName: 'Repairs', hsnSac: '9987', goodsService: 'services' }), steel({ sno: 3, itemName: 'Bolts', hsnSac: '731815' })];
    expect(problemsOf([invoice({ lines })], new Map(), { ...ORG, turnoverAboveFiveCrore: true }).map((problem) => [problem.line, problem.message])).toEqual([
      [1, 'B2B invoice INV-7 of 5 Oct 2025, line 1 (Steel rod) has the HSN/SAC code "7214": it must be 6 to 8 digits (the turnover is above ₹5 crore). Correct the code on the line and save the document again.'],
      [2, 'B2B invoice INV-7 of 5 Oct 2025, line 2 (Repairs) has the HSN/SAC code "9987": it must be 6 to 8 digits (the turnover is above ₹5 crore). Correct the code on the line and save the document again.'],
    ]);
  });

  it('names an invalid GSTIN, a B2B invoice without one and a missing place of supply', () => {
    const messages = problemsOf([
      invoice({ partyGstin: '27AAACR5055K1Z8' }),
      invoice({ id: 'o_bb2', number: 'INV-8', partyGstin: '' }),
      invoice({ id: 'o_bb3', number: 'INV-9', placeOfSupply: '' }),
    ]).map((problem) => [problem.code, problem.number, problem.message]);
    expect(messages).toEqual([
      ['gstinInvalid', 'INV-7', 'B2B invoice INV-7 of 5 Oct 2025: the party\'s GSTIN "27AAACR5055K1Z8" is not valid. The check character does not match: expected 7, found 8. Check for a typing mistake. Correct the client\'s GSTIN, then save the document again.'],
      ['b2bWithoutGstin', 'INV-8', "B2B invoice INV-8 of 5 Oct 2025 is a B2B invoice without the client's GSTIN, so it is reported as a sale to an unregistered person. Add the client's GSTIN and save the invoice again, or issue it as a B2C invoice."],
      ['placeOfSupplyMissing', 'INV-9', "B2B invoice INV-9 of 5 Oct 2025 has no place of supply. Choose the client's billing address (its state), then save the document again."],
    ]);
  });

  it('names a rate not in force on the date: 40% before 22 Sep 2025', () => {
    const early = invoice({ date: '2025-09-21', lines: [steel({ gstRateBps: 4000 })] });
    expect(problemsOf([early, invoice({ id: 'o_bb2', number: 'INV-8', date: '2025-09-22', lines: [steel({ gstRateBps: 4000 })] })])).toEqual([
      { code: 'rateNotInForce', documentId: 'o_bb1', kind: 'b2b', number: 'INV-7', line: 1, message: 'B2B invoice INV-7 of 21 Sep 2025, line 1 (Steel rod) is taxed at 40%, a GST rate not in force on 21 Sep 2025. Correct the rate on the line and save the document again.' },
    ]);
  });

  it('names a note without its original, a draft invoice, and the organisation\'s own GSTIN', () => {
    const note = doc({ id: 'o_cn1', kind: 'credit_note', number: 'CN-2025-1', seq: 1, date: '2025-10-18', grandTotal: 1_180_00, partyGstin: '27AAACR5055K1Z7', lines: [steel()] });
    const problems = problemsOf([note, invoice({ lifecycle: 'draft' })], new Map(), { gstin: '27AAPFU0939F1Z', stateCode: '27' });
    expect(problems.map((problem) => [problem.code, problem.documentId, problem.message])).toEqual([
      ['organisationGstin', '', 'The organisation\'s GSTIN "27AAPFU0939F1Z" is not valid, so the portal refuses the file. GSTIN must be 15 characters; this one has 14. Correct it in Settings → Organisation details.'],
      ['draftReported', 'o_bb1', 'B2B invoice INV-7 of 5 Oct 2025 is still a draft; it is reported as issued. Mark it sent, or cancel it if it was never issued.'],
      ['noteWithoutOriginal', 'o_cn1', 'Credit note CN-2025-1 of 18 Oct 2025 does not name the invoice it corrects (or that invoice no longer exists). Choose the original invoice on the note and save it again: the return needs it to place the note.'],
    ]);
  });

  it('tells a composition dealer that it files neither form (walk 27 H2)', () => {
    expect(problemsOf([invoice()], new Map(), { gstin: '27AAPFU0939F1ZV', stateCode: '27', composition: true }).map((problem) => [problem.code, problem.documentId, problem.message])).toEqual([
      [
        'compositionDealer',
        '',
        'This organisation is a composition dealer (Settings → Organisation details: Scheme): it files CMP-08 each quarter and GSTR-4 each year, not GSTR-1 or GSTR-3B, and the portal refuses these files from it. Its bills of supply in them are shown as exempt supplies.',
      ],
    ]);
  });

  it('names a purchase made in the composition scheme the organisation has left since (walk 29)', () => {
    const bought = doc({ id: 'o_pu9', kind: 'purchase', number: 'PUR-20259', seq: 9, date: '2025-10-05', grandTotal: 1_180_00, partyGstin: '24AAACC1206D1ZM', creditBlocked: true, lines: [steel()] });
    expect(problemsOf([bought]).map((problem) => [problem.code, problem.documentId, problem.message])).toEqual([
      ['compositionPeriod', 'o_pu9', 'Purchase PUR-20259 of 5 Oct 2025 was bought while the organisation was a composition dealer: it is left out of GSTR-3B, and goes on that period\'s CMP-08.'],
    ]);
    // While it is still in the scheme, the organisation's own problem says it all.
    expect(problemsOf([bought], new Map(), { ...ORG, composition: true }).map((problem) => problem.code)).toEqual(['compositionDealer']);
  });

  it('names a note issued since against a supply of the scheme as correcting it, not as issued in it (walk 38)', () => {
    const note = invoice({ id: 'o_dn3', kind: 'debit_note', number: 'DN-2025-3', partyGstin: '', soldInComposition: true, noteReferenceId: 'o_bs1' });
    expect(problemsOf([note], new Map([['o_bs1', {} as NoteOriginal]])).map((problem) => problem.message)).toEqual([
      "Debit note DN-2025-3 of 5 Oct 2025 corrects a supply made while the organisation was a composition dealer: it is left out of GSTR-1 and GSTR-3B, and goes on that period's CMP-08.",
    ]);
  });

  it('leaves cancelled documents and draft purchases alone', () => {
    const purchase = doc({ id: 'o_pu1', kind: 'purchase', number: 'PUR-20251', seq: 1, date: '2025-10-05', grandTotal: 1_180_00, lifecycle: 'draft', partyGstin: '24AAACC1206D1ZM', lines: [steel()] });
    expect(problemsOf([invoice({ lifecycle: 'cancelled', partyGstin: '' }), purchase])).toEqual([]);
  });

  describe('advances (tables 11A and 11B)', () => {
    const receipt = voucher({ id: 'o_rv1', kind: 'receipt_voucher', number: 'RV-20251', date: '2025-10-02', rateBps: 1800, grandTotal: 1_180_00, cgst: 90_00, sgst: 90_00 });
    const check = (vouchers: typeof VOUCHERS) => {
      const prefiling = new PrefilingCheck(ORG);
      for (const v of vouchers) prefiling.addVoucher(v);
      return prefiling.finish(new Map());
    };

    it('names a receipt voucher with tax on its advance and no place of supply (11A needs it), not one under reverse charge', () => {
      expect(check([{ ...receipt, placeOfSupply: '' }, { ...receipt, id: 'o_rv2', number: 'RV-20252', placeOfSupply: '', reverseCharge: true }])).toEqual([
        { code: 'placeOfSupplyMissing', documentId: 'o_rv1', kind: 'receipt_voucher', number: 'RV-20251', line: null, message: "Receipt voucher RV-20251 of 2 Oct 2025 has no place of supply. Choose the client's billing address (its state), then save the document again." },
      ]);
    });

    it("names a refund of an earlier month's advance, whose tax the accountant claims by RFD-01: the fixture month's Voucher-20251, not RCV-2025-1 (its voucher is of the month)", () => {
      expect(check(VOUCHERS)).toEqual([
        {
          code: 'advanceRefundedEarlier',
          documentId: 'o_rf1',
          kind: 'refund_voucher',
          number: 'Voucher-20251',
          line: null,
          message:
            'Refund voucher Voucher-20251 of 28 Oct 2025 gives back an advance received in an earlier month (RV-20251 of 25 Sep 2025; tax in it: IGST ₹90.00). GSTR-1 has no place for it (table 11B takes only advances set against invoices): claim the tax paid on that advance by a refund application, FORM GST RFD-01 for "Excess payment of tax" (CBIC Circular 137/07/2020-GST).',
        },
      ]);
    });
  });
});
