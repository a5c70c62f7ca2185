// The dated and size rules of the returns: the B2CL limit on each side of 1 Aug 2024, the HSN
// summary's split from the May 2025 period, cutting a GSTR-1 over 4.7 MiB into several files, and
// a supplier's credit note taking back input tax credit, and 0% supplies told apart by kind.
import { doc, line, ORG } from '../../../tests/fixtures/returns/october-2025.js';
import { schemaErrors } from '../../../tests/support/return-schemas.js';
import { Gstr1Builder } from './gstr1.js';
import { GSTR1_FILE_LIMIT_BYTES, gstr1Files } from './gstr1-files.js';
import { Gstr3bBuilder } from './gstr3b.js';
import type { Gstr1Json } from './gstr1-format.js';
import type { ReturnDocument } from './return-inputs.js';

/** An inter-state B2C invoice of `value` rupees (taxable; 18% IGST on top) to Karnataka. */
function interStateB2c(id: string, date: string, taxableRupees: number): ReturnDocument {
  const taxable = taxableRupees * 100;
  const igst = (taxable * 18) / 100;
  return doc({
    id, kind: 'b2c', number: id, seq: Number(id.replace(/\D/g, '')), date, grandTotal: taxable + igst, placeOfSupply: '29', interState: true,
    lines: [line({ itemName: 'Television', hsnSac: '8528', gstRateBps: 1800, taxable, igst })],
  });
}

function gstr1Of(period: { year: number; month: number }, docs: readonly ReturnDocument[]): Gstr1Json {
  const builder = new Gstr1Builder(ORG, period);
  for (const d of docs) builder.add(d);
  return builder.finish(new Map()).json;
}

describe('B2CL: the limit in force on the invoice date', () => {
  it('to 31 Jul 2024 an invoice of 2,36,000 (under ₹2,50,000) is summed in B2CS', () => {
    const json = gstr1Of({ year: 2024, month: 7 }, [interStateB2c('BC1', '2024-07-31', 200_000)]);
    expect(json.b2cl).toBeUndefined();
    expect(json.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 200000, iamt: 36000, csamt: 0 }]);
  });

  it('to 31 Jul 2024 an invoice of 2,95,000 (above ₹2,50,000) is B2CL', () => {
    const json = gstr1Of({ year: 2024, month: 7 }, [interStateB2c('BC1', '2024-07-31', 250_000)]);
    expect(json.b2cl).toEqual([{ pos: '29', inv: [{ inum: 'BC1', idt: '31-07-2024', val: 295000, itms: [{ num: 1, itm_det: { txval: 250000, rt: 18, iamt: 45000, csamt: 0 } }] }] }]);
  });

  it('from 1 Aug 2024 the same 2,36,000 is B2CL (above ₹1,00,000)', () => {
    const json = gstr1Of({ year: 2024, month: 8 }, [interStateB2c('BC1', '2024-08-01', 200_000)]);
    expect(json.b2cl).toEqual([{ pos: '29', inv: [{ inum: 'BC1', idt: '01-08-2024', val: 236000, itms: [{ num: 1, itm_det: { txval: 200000, rt: 18, iamt: 36000, csamt: 0 } }] }] }]);
    expect(json.b2cs).toBeUndefined();
  });

  it('from 1 Aug 2024 an invoice of exactly ₹1,00,000 is not above the limit: B2CS', () => {
    const exactly = doc({
      id: 'BC2', kind: 'b2c', number: 'BC2', seq: 2, date: '2024-08-01', grandTotal: 100_000_00, placeOfSupply: '29', interState: true,
      lines: [line({ itemName: 'Sofa', hsnSac: '9401', gstRateBps: 2800, taxable: 78_125_00, igst: 21_875_00 })],
    });
    const json = gstr1Of({ year: 2024, month: 8 }, [exactly]);
    expect(json.b2cl).toBeUndefined();
    expect(json.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 28, txval: 78125, iamt: 21875, csamt: 0 }]);
  });
});

describe('the HSN summary', () => {
  const registered = doc({
    id: 'B1', kind: 'b2b', number: 'INV-1', seq: 1, date: '2025-04-30', grandTotal: 1_180_00, partyGstin: '27AAACR5055K1Z7',
    lines: [line({ itemName: 'Steel rod', hsnSac: '7214', unit: 'KGS', quantityMilli: 2_500, gstRateBps: 1800, taxable: 1_000_00, cgst: 90_00, sgst: 90_00 })],
  });
  const consumer = doc({
    id: 'C1', kind: 'b2c', number: 'BC-1', seq: 1, date: '2025-04-30', grandTotal: 590_00,
    lines: [line({ itemName: 'Steel rod', hsnSac: '7214', unit: '20', quantityMilli: 1_255, gstRateBps: 1800, taxable: 500_00, cgst: 45_00, sgst: 45_00 })],
  });
  const steel = (qty: number, txval: number, tax: number) => ({ num: 1, hsn_sc: '7214', desc: 'Steel rod', uqc: 'KGS', qty, rt: 18, txval, iamt: 0, camt: tax, samt: tax, csamt: 0 });

  it('is one list (data) before the May 2025 period, one row per HSN, unit and rate', () => {
    expect(gstr1Of({ year: 2025, month: 4 }, [registered, consumer]).hsn).toEqual({ data: [steel(3.76, 1500, 135)] });
  });

  it('is split into hsn_b2b and hsn_b2c from the May 2025 period', () => {
    const may = [{ ...registered, date: '2025-05-02' }, { ...consumer, date: '2025-05-02' }];
    expect(gstr1Of({ year: 2025, month: 5 }, may).hsn).toEqual({ hsn_b2b: [steel(2.5, 1000, 90)], hsn_b2c: [steel(1.26, 500, 45)] });
  });

  it('shares a charge over the lines at its rate by their value, to the paisa (walk 31 F8)', () => {
    // Freight of 100.00 + CGST/SGST 9.00 each over three 18% lines of 1,000.00 each; the 5% line takes none.
    const item = (name: string, hsnSac: string, gstRateBps = 1800) => line({ itemName: name, hsnSac, unit: 'NOS', quantityMilli: 1_000, gstRateBps, taxable: 1_000_00, cgst: gstRateBps * 5, sgst: gstRateBps * 5 });
    const invoice = doc({
      ...registered, date: '2025-05-02', grandTotal: 4_000_00,
      lines: [item('Bolt', '7318'), item('Nut', '7318'), item('Washer', '7319'), item('Rice', '1006', 500)],
      charges: [{ taxable: 100_00, gstRateBps: 1800, igst: 0, cgst: 9_00, sgst: 9_00 }],
    });
    const hsn = gstr1Of({ year: 2025, month: 5 }, [invoice]).hsn;
    const rows = hsn && 'hsn_b2b' in hsn ? hsn.hsn_b2b.map((row) => [row.hsn_sc, row.rt, row.txval, row.camt]) : null;
    // Bolt and nut share HSN 7318: 33.34 + 33.33 of the freight, 3.00 + 3.00 of each tax; the washer 33.33 and 3.00.
    expect(rows).toEqual([
      ['1006', 5, 1000, 25],
      ['7318', 18, 2066.67, 186],
      ['7319', 18, 1033.33, 93],
    ]);
  });
});

describe('files over 4.7 MiB', () => {
  /** `count` intra-state B2B invoices to `receivers` different GSTINs. */
  function manyInvoices(count: number): ReturnDocument[] {
    const gstins = ['27AAACR5055K1Z7', '27AABCT3518Q1ZW'];
    return Array.from({ length: count }, (_, i) =>
      doc({
        id: `B${i + 1}`, kind: 'b2b', number: `INV-${i + 1}`, seq: i + 1, date: '2025-10-01', grandTotal: 1_180_00, partyGstin: gstins[i % 2] as string,
        lines: [line({ itemName: 'Steel rod', hsnSac: '7214', unit: 'KGS', gstRateBps: 1800, taxable: 1_000_00, cgst: 90_00, sgst: 90_00 })],
      }),
    );
  }

  it('stays one file up to the limit', () => {
    expect(gstr1Files(gstr1Of({ year: 2025, month: 10 }, manyInvoices(100)))).toHaveLength(1);
  });

  it('is cut into files of at most 4.7 MiB, each a valid upload, together holding every invoice once', () => {
    const json = gstr1Of({ year: 2025, month: 10 }, manyInvoices(40_000));
    const files = gstr1Files(json);
    expect(files.length).toBeGreaterThan(1);
    const invoices: string[] = [];
    for (const text of files) {
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(GSTR1_FILE_LIMIT_BYTES);
      const file = JSON.parse(text) as Gstr1Json;
      expect([file.gstin, file.fp]).toEqual(['27AAPFU0939F1ZV', '102025']);
      expect(schemaErrors('gstr1', file)).toEqual([]);
      for (const receiver of file.b2b ?? []) invoices.push(...receiver.inv.map((inv) => inv.inum));
    }
    expect(invoices.sort()).toEqual(manyInvoices(40_000).map((d) => d.number).sort());
    // The summaries travel in the first file only.
    expect(files.map((text) => 'hsn' in (JSON.parse(text) as object))).toEqual(files.map((_, i) => i === 0));
  });

  it('puts a receiver’s invoices that share a file under one ctin entry', () => {
    const files = gstr1Files(gstr1Of({ year: 2025, month: 10 }, manyInvoices(10)), 2_000);
    const ctins = files.flatMap((text) => ((JSON.parse(text) as Gstr1Json).b2b ?? []).map((receiver) => receiver.ctin));
    for (const text of files) {
      const perFile = ((JSON.parse(text) as Gstr1Json).b2b ?? []).map((receiver) => receiver.ctin);
      expect(new Set(perFile).size).toBe(perFile.length);
    }
    expect(new Set(ctins)).toEqual(new Set(['27AAACR5055K1Z7', '27AABCT3518Q1ZW']));
    for (const text of files) expect(text.length).toBeLessThanOrEqual(2_000);
  });
});

describe("a supplier's credit note in GSTR-3B", () => {
  // Steel from Karnataka: 20,000 + IGST 3,600; the supplier credits 1,000 + IGST 180 for a late delivery.
  const purchase = doc({
    id: 'PU1', kind: 'purchase', number: 'PUR-20261', seq: 1, date: '2026-11-10', grandTotal: 23_600_00, partyGstin: '29AAGCB7383J1Z4', placeOfSupply: '27', interState: true, lifecycle: 'draft',
    lines: [line({ itemName: 'Steel', hsnSac: '7208', gstRateBps: 1800, taxable: 20_000_00, igst: 3_600_00 })],
  });
  const credit = doc({ ...purchase, id: 'VC1', kind: 'vendor_credit', number: 'VCN-2026-1', lifecycle: 'sent', grandTotal: 1_180_00, lines: [line({ itemName: 'Steel', hsnSac: '7208', gstRateBps: 1800, taxable: 1_000_00, igst: 180_00 })] });

  it('takes its tax off the input tax credit of the month (4(A)(5) and the net), and leaves GSTR-1 alone', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    for (const d of [purchase, credit]) builder.add(d);
    const itc = builder.finish().itc_elg;
    expect(itc.itc_avl.find((row) => row.ty === 'OTH')).toEqual({ ty: 'OTH', iamt: 3420, camt: 0, samt: 0, csamt: 0 });
    expect(itc.itc_net).toEqual({ iamt: 3420, camt: 0, samt: 0, csamt: 0 });
    expect(gstr1Of({ year: 2026, month: 11 }, [purchase, credit])).toEqual({ gstin: ORG.gstin, fp: '112026', version: 'GST3.0.4', hash: 'hash' });
  });
});

describe("a purchase made in the composition scheme, in a regular taxpayer's GSTR-3B (walk 29)", () => {
  it('is left out: no credit, and not in table 5 either (it goes on that period\'s CMP-08)', () => {
    const bought = doc({
      id: 'PU9', kind: 'purchase', number: 'PUR-20269', seq: 9, date: '2026-11-10', grandTotal: 23_600_00, partyGstin: '24AAGCB7383J1Z4', placeOfSupply: '27', interState: true, creditBlocked: true,
      lines: [line({ itemName: 'Boxes', hsnSac: '4819', gstRateBps: 1800, taxable: 20_000_00, igst: 3_600_00 })],
    });
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    builder.add(bought);
    const json = builder.finish();
    expect(json.itc_elg.itc_net).toEqual({ iamt: 0, camt: 0, samt: 0, csamt: 0 });
    expect(json.inward_sup.isup_details).toEqual([{ ty: 'GST', inter: 0, intra: 0 }, { ty: 'NONGST', inter: 0, intra: 0 }]);
  });
});

describe('a composite purchase in GSTR-3B', () => {
  // Detergent from a typed-in unregistered supplier in the same state: 1,800 with CGST 162 and SGST
  // 162 on the form. Such a supplier may collect no tax: the 2,124 paid is the value of an inward
  // supply from a composition dealer or an unregistered person (table 5), and no credit.
  const composite = doc({
    id: 'CP1', kind: 'composite_purchase', number: 'CP-20261', seq: 1, date: '2026-11-18', grandTotal: 2_124_00, partyName: 'Shree Ganesh Kirana', placeOfSupply: '27',
    lines: [line({ itemName: 'Detergent', hsnSac: '3402', gstRateBps: 1800, taxable: 1_800_00, cgst: 162_00, sgst: 162_00 })],
  });

  it('claims no input tax credit on it and reports what was paid in table 5; under reverse charge the buyer pays the tax and claims it', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    builder.add(composite);
    const json = builder.finish();
    expect(json.itc_elg.itc_net).toEqual({ iamt: 0, camt: 0, samt: 0, csamt: 0 });
    expect(json.inward_sup.isup_details).toEqual([{ ty: 'GST', inter: 0, intra: 2124 }, { ty: 'NONGST', inter: 0, intra: 0 }]);
    const reverse = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    reverse.add({ ...composite, reverseCharge: true, grandTotal: 1_800_00 });
    const owed = reverse.finish();
    expect(owed.sup_details.isup_rev).toEqual({ txval: 1800, iamt: 0, camt: 162, samt: 162, csamt: 0 });
    expect(owed.itc_elg.itc_net).toEqual({ iamt: 0, camt: 162, samt: 162, csamt: 0 });
  });
});

describe('GSTR-3B 3.1(d): an advance paid under reverse charge', () => {
  // Security services from an unregistered agency: 10,000 paid in advance on 10 Oct, CGST 900 and
  // SGST 900 owed on it then (Section 13(2)); the bill of 12,000 on 18 Nov takes the advance.
  const advance = { id: 'PV1', number: 'PV-20261', date: '2026-10-10', lifecycle: 'sent' as const, deleted: false, taxable: 10_000_00, igst: 0, cgst: 900_00, sgst: 900_00, cess: 0 };
  const bill = doc({
    id: 'P1', kind: 'purchase', number: 'SA/11', seq: 1, date: '2026-11-18', grandTotal: 12_000_00, placeOfSupply: '27', reverseCharge: true,
    lines: [line({ itemName: 'Security services', hsnSac: '9985', goodsService: 'services', gstRateBps: 1800, taxable: 12_000_00, cgst: 1_080_00, sgst: 1_080_00 })],
    advance: { voucherId: 'PV1', number: 'PV-20261', date: '2026-10-10', amount: 10_000_00, taxedAmount: 10_000_00, taxable: 10_000_00, cgst: 900_00, sgst: 900_00, igst: 0, cess: 0, rateBps: 1800, placeOfSupply: '27', interState: false, reverseCharge: true },
  });
  const month = (period: { year: number; month: number }, add: (builder: Gstr3bBuilder) => void) => {
    const builder = new Gstr3bBuilder(ORG, period);
    add(builder);
    const json = builder.finish();
    return [json.sup_details.isup_rev, json.itc_elg.itc_avl.find((row) => row.ty === 'ISRC')];
  };

  it('owes its tax in the month paid, with no credit until the supply comes', () => {
    expect(month({ year: 2026, month: 10 }, (builder) => builder.addReverseChargeAdvance(advance))).toEqual([
      { txval: 10000, iamt: 0, camt: 900, samt: 900, csamt: 0 },
      { ty: 'ISRC', iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ]);
    // Cancelled, it owes nothing.
    expect(month({ year: 2026, month: 10 }, (builder) => builder.addReverseChargeAdvance({ ...advance, lifecycle: 'cancelled' }))[0]).toEqual({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });
  });

  it('leaves the purchase that takes it owing only the rest, and claiming the whole credit', () => {
    expect(month({ year: 2026, month: 11 }, (builder) => builder.add(bill))).toEqual([
      { txval: 2000, iamt: 0, camt: 180, samt: 180, csamt: 0 },
      { ty: 'ISRC', iamt: 0, camt: 1080, samt: 1080, csamt: 0 },
    ]);
  });
});

describe('GSTR-3B 4(A): imports of goods and of services (walk 36 H2)', () => {
  // A laptop bought from the USA: 40,000 + IGST 7,200 paid at customs; consulting from the USA
  // under reverse charge: 1,00,000, IGST 18,000 owed; a Mumbai transporter under reverse charge:
  // 10,000, IGST 500.
  const abroad = { placeOfSupply: '27', interState: true, boughtFromAbroad: true };
  const laptop = doc({ id: 'P1', kind: 'purchase', number: 'US/1', seq: 1, date: '2026-11-15', grandTotal: 47_200_00, ...abroad, lines: [line({ itemName: 'Laptop', hsnSac: '8471', gstRateBps: 1800, taxable: 40_000_00, igst: 7_200_00 })] });
  const consulting = doc({
    id: 'P2', kind: 'purchase', number: 'US/2', seq: 2, date: '2026-11-16', grandTotal: 1_00_000_00, ...abroad, reverseCharge: true,
    lines: [line({ itemName: 'IT consulting', hsnSac: '998311', goodsService: 'services', gstRateBps: 1800, taxable: 1_00_000_00, igst: 18_000_00 })],
  });
  const transport = doc({
    id: 'P3', kind: 'purchase', number: 'GTA/9', seq: 3, date: '2026-11-17', grandTotal: 10_000_00, placeOfSupply: '27', interState: true, reverseCharge: true,
    lines: [line({ itemName: 'Road transport', hsnSac: '996511', goodsService: 'services', gstRateBps: 500, taxable: 10_000_00, igst: 500_00 })],
  });

  it('claims the IGST on imported goods in 4(A)(1) and on imported services in 4(A)(2), owing only the services under reverse charge', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    for (const each of [laptop, consulting, transport]) builder.add(each);
    const json = builder.finish();
    const row = (ty: string) => json.itc_elg.itc_avl.find((each) => each.ty === ty);
    expect(['IMPG', 'IMPS', 'ISRC', 'OTH'].map(row)).toEqual([
      { ty: 'IMPG', iamt: 7200, camt: 0, samt: 0, csamt: 0 },
      { ty: 'IMPS', iamt: 18000, camt: 0, samt: 0, csamt: 0 },
      { ty: 'ISRC', iamt: 500, camt: 0, samt: 0, csamt: 0 },
      { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect([json.sup_details.isup_rev, json.itc_elg.itc_net]).toEqual([{ txval: 110000, iamt: 18500, camt: 0, samt: 0, csamt: 0 }, { iamt: 25700, camt: 0, samt: 0, csamt: 0 }]);
    expect(schemaErrors('gstr3b', json)).toEqual([]);
  });
});

describe('GSTR-3B 3.2: inter-state supplies to composition dealers (walk 31 F2)', () => {
  // Chairs to a Tamil Nadu composition dealer: 7,500 + IGST 900; 2,500 + IGST 300 of them come back.
  const sale = doc({
    id: 'B7', kind: 'b2b', number: 'INV7', seq: 7, date: '2026-11-17', grandTotal: 8_400_00, partyGstin: '33AAACW3105K1ZM', placeOfSupply: '33', interState: true, partyComposition: true,
    lines: [line({ itemName: 'Chair', hsnSac: '9401', gstRateBps: 1200, taxable: 7_500_00, igst: 900_00 })],
  });
  const returned = doc({ ...sale, id: 'CN1', kind: 'credit_note', number: 'CN-2026-1', grandTotal: 2_800_00, lines: [line({ itemName: 'Chair', hsnSac: '9401', gstRateBps: 1200, taxable: 2_500_00, igst: 300_00 })] });
  // The same to a regular dealer in Karnataka, and to a composition dealer in the organisation's own state.
  const regular = doc({ ...sale, id: 'B8', number: 'INV8', seq: 8, partyGstin: '29AAACW3102K1ZE', placeOfSupply: '29', partyComposition: false });
  const local = doc({ ...sale, id: 'B9', number: 'INV9', seq: 9, partyGstin: '27AAACW3101K1ZJ', placeOfSupply: '27', interState: false, lines: [line({ itemName: 'Chair', hsnSac: '9401', gstRateBps: 1200, taxable: 7_500_00, cgst: 450_00, sgst: 450_00 })] });

  it('lists them by place of supply, net of their credit notes; not those to regular dealers, nor those within the state', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    for (const d of [sale, returned, regular, local]) builder.add(d);
    const json = builder.finish();
    expect(json.inter_sup).toEqual({ unreg_details: [], comp_details: [{ pos: '33', txval: 5000, iamt: 600 }], uin_details: [] });
    // They are in 3.1(a) all the same: 3.2 details what it holds.
    expect(json.sup_details.osup_det).toEqual({ txval: 20000, iamt: 1500, camt: 450, samt: 450, csamt: 0 });
    expect(schemaErrors('gstr3b', json)).toEqual([]);
  });
});

describe('0% supplies by kind: nil-rated, exempt, non-GST (walk 31 F5)', () => {
  // One intra-state B2B invoice: rice at 0% (nil-rated), fresh milk (exempt) and diesel (outside
  // GST), 1,000.00 each; a bill of supply of 500.00 (all exempt); and a purchase of diesel, 2,000.00.
  const sale = doc({
    id: 'B1', kind: 'b2b', number: 'INV1', seq: 1, date: '2026-11-05', grandTotal: 3_000_00, partyGstin: '27AAACR5055K1Z7',
    lines: [
      line({ sno: 1, itemName: 'Rice', hsnSac: '1006', gstRateBps: 0, taxable: 1_000_00 }),
      line({ sno: 2, itemName: 'Fresh milk', hsnSac: '0401', gstRateBps: 0, taxable: 1_000_00, zeroRateType: 'exempt' }),
      line({ sno: 3, itemName: 'Diesel', hsnSac: '2710', gstRateBps: 0, taxable: 1_000_00, zeroRateType: 'nongst' }),
    ],
  });
  const bill = doc({ id: 'BS1', kind: 'bill_of_supply', number: 'BOS1', seq: 1, date: '2026-11-06', grandTotal: 500_00, partyGstin: '27AAACR5055K1Z7', lines: [line({ itemName: 'Fresh milk', hsnSac: '0401', gstRateBps: 0, taxable: 500_00 })] });
  const diesel = doc({
    id: 'PU1', kind: 'purchase', number: 'PUR1', seq: 1, date: '2026-11-07', grandTotal: 2_000_00, partyGstin: '27AAACR5055K1Z7',
    lines: [line({ itemName: 'Diesel', hsnSac: '2710', gstRateBps: 0, taxable: 2_000_00, zeroRateType: 'nongst' })],
  });

  it('GSTR-1 table 8 puts each in its own column', () => {
    const json = gstr1Of({ year: 2026, month: 11 }, [sale, bill]);
    // The bill's milk is at 0% with no type: nil-rated, as a line keeps a nil-rated item's (walk 38).
    expect(json.nil?.inv.find((row) => row.sply_ty === 'INTRAB2B')).toEqual({ sply_ty: 'INTRAB2B', nil_amt: 1500, expt_amt: 1000, ngsup_amt: 1000 });
    expect(schemaErrors('gstr1', json)).toEqual([]);
  });

  it("GSTR-1 table 8 reports a bill of supply's nil-rated line as nil-rated, a line at a rate as exempt (walk 36 M2)", () => {
    const nilBill = doc({
      ...bill,
      lines: [line({ itemName: 'Fresh milk', hsnSac: '0401', gstRateBps: 0, taxable: 500_00, zeroRateType: 'nil' }), line({ sno: 2, itemName: 'Curd', hsnSac: '0403', gstRateBps: 500, taxable: 200_00 })],
    });
    expect(gstr1Of({ year: 2026, month: 11 }, [nilBill]).nil?.inv.find((row) => row.sply_ty === 'INTRAB2B')).toEqual({ sply_ty: 'INTRAB2B', nil_amt: 500, expt_amt: 200, ngsup_amt: 0 });
  });

  it('GSTR-3B reports nil-rated and exempt in 3.1(c), non-GST in 3.1(e) and the non-GST purchase in table 5', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    for (const d of [sale, bill, diesel]) builder.add(d);
    const json = builder.finish();
    expect([json.sup_details.osup_nil_exmp, json.sup_details.osup_nongst]).toEqual([{ txval: 2500 }, { txval: 1000 }]);
    expect(json.inward_sup.isup_details).toEqual([{ ty: 'GST', inter: 0, intra: 0 }, { ty: 'NONGST', inter: 0, intra: 2000 }]);
    expect(schemaErrors('gstr3b', json)).toEqual([]);
  });
});

describe('an export with a nil-rated line, under a letter of undertaking (walk 33E E2)', () => {
  // Tumblers 7,287.50 at 18% and rice 5,250.00 at 0% to Dubai, no IGST (LUT); diesel outside GST.
  const exported = doc({
    id: 'X1', kind: 'b2b', number: 'INV9', seq: 9, date: '2026-11-12', grandTotal: 13_537_50, placeOfSupply: '96', interState: true,
    lines: [
      line({ sno: 1, itemName: 'Steel tumbler', hsnSac: '7323', gstRateBps: 1800, taxable: 7_287_50 }),
      line({ sno: 2, itemName: 'Rice', hsnSac: '1006', gstRateBps: 0, taxable: 5_250_00 }),
      line({ sno: 3, itemName: 'Diesel', hsnSac: '2710', gstRateBps: 0, taxable: 1_000_00, zeroRateType: 'nongst' }),
    ],
  });

  it('GSTR-1 puts the rice on the export at 0%, not in table 8 as a domestic supply; the diesel stays outside GST', () => {
    const json = gstr1Of({ year: 2026, month: 11 }, [exported]);
    expect(json.exp).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [{ inum: 'INV9', idt: '12-11-2026', val: 13537.5, itms: [{ txval: 5250, rt: 0, iamt: 0, csamt: 0 }, { txval: 7287.5, rt: 18, iamt: 0, csamt: 0 }] }],
      },
    ]);
    expect(json.nil?.inv.map((row) => [row.sply_ty, row.nil_amt, row.ngsup_amt])).toEqual([['INTRB2B', 0, 0], ['INTRAB2B', 0, 0], ['INTRB2C', 0, 1000], ['INTRAB2C', 0, 0]]);
    expect(schemaErrors('gstr1', json)).toEqual([]);
  });

  it('GSTR-3B counts the rice in 3.1(b), zero-rated, not in 3.1(c)', () => {
    const builder = new Gstr3bBuilder(ORG, { year: 2026, month: 11 });
    builder.add(exported);
    const json = builder.finish();
    expect([json.sup_details.osup_zero, json.sup_details.osup_nil_exmp, json.sup_details.osup_nongst]).toEqual([{ txval: 12537.5, iamt: 0, csamt: 0 }, { txval: 0 }, { txval: 1000 }]);
  });
});
