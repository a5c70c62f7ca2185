import { kindFacts, type DocumentListRow } from '@bahi/shared';
import { exportTable } from '../../../app/data-table/table-model';
import { documentColumns, documentListTotals } from './list-columns';

const row: DocumentListRow = {
  id: 'o1_bb2026abc',
  kind: 'b2b',
  invoice_no: 'INV1',
  invoicedate: '2024-11-20',
  due_date: '2024-12-20',
  client_id: 'o1_c1',
  companyname: 'Reliance Retail',
  gstin: '27AAACR5055K1ZB',
  final_total: '17407.00',
  taxable_value: '15991.79',
  cgst_tax_total: '707.72',
  sgst_tax_total: '707.72',
  igst_tax_total: '0.00',
  cess_tax_total: '0.00',
  untaxed_charges: '0.00',
  round_off: '-0.23',
  paid: '7407.00',
  notes_adjustment: '-2100.00',
  pending: '7900.00',
  status: 'partially_paid',
  supply: 'Intra State',
  igst: 'no',
  reverse_charge: 'no',
  version: 1,
};

describe('document list columns', () => {
  it('shows paid and pending for kinds that take payments, as amounts in paise, and exports the GSTIN and the tax register', () => {
    const plain = { ...row, notes_adjustment: '0.00', pending: '10000.00' };
    const taxes = [{ paise: 1599179 }, { paise: 70772 }, { paise: 70772 }, { paise: 0 }, { paise: 0 }, { paise: 0 }, { paise: -23 }];
    expect(exportTable(documentColumns(kindFacts('b2b'), [plain]), [plain])).toEqual({
      headers: ['Number', 'Date', 'Client', 'GSTIN', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Cess', 'Untaxed charges', 'Round off', 'Total', 'Paid', 'Pending', 'Status', 'Supply', 'Reverse charge'],
      align: ['start', 'start', 'start', 'start', 'end', 'end', 'end', 'end', 'end', 'end', 'end', 'end', 'end', 'end', 'start', 'start', 'start'],
      rows: [['INV1', { date: '2024-11-20' }, 'Reliance Retail', '27AAACR5055K1ZB', ...taxes, { paise: 1740700 }, { paise: 740700 }, { paise: 1000000 }, 'Partially paid', 'Intra State', 'No']],
    });
  });

  it('keeps the GSTIN off the screen, and has none for a consumer', () => {
    const onScreen = (kind: 'b2b' | 'b2c') => documentColumns(kindFacts(kind), [row]).filter((column) => column.onScreen !== false).map((column) => column.header);
    expect(onScreen('b2b')).toEqual(['Number', 'Date', 'Client', 'Total', 'Paid', 'Credit/debit notes', 'Pending', 'Status', 'Supply']);
    expect(exportTable(documentColumns(kindFacts('b2c'), [row]), [row]).headers).not.toContain('GSTIN');
  });

  it('puts the credit and debit notes between paid and pending when a row has some, so the row adds up', () => {
    const table = exportTable(documentColumns(kindFacts('b2b'), [row]), [row]);
    expect(table.headers.slice(11)).toEqual(['Total', 'Paid', 'Credit/debit notes', 'Pending', 'Status', 'Supply', 'Reverse charge']);
    expect(table.rows[0]?.slice(11)).toEqual([{ paise: 1740700 }, { paise: 740700 }, { paise: -210000 }, { paise: 790000 }, 'Partially paid', 'Intra State', 'No']);
  });

  it("shows a receipt or payment voucher's advance left (what no refund, invoice or purchase took), and no other kind's", () => {
    const voucher = { ...row, kind: 'receipt_voucher', advance_left: '5900.00' };
    const table = exportTable(documentColumns(kindFacts('receipt_voucher'), [voucher]), [voucher]);
    expect(table.rows[0]?.[table.headers.indexOf('Advance left')]).toEqual({ paise: 590000 });
    const paid = { ...row, kind: 'payment_voucher', advance_left: '1180.00' };
    const payments = exportTable(documentColumns(kindFacts('payment_voucher'), [paid]), [paid]);
    expect(payments.rows[0]?.[payments.headers.indexOf('Advance left')]).toEqual({ paise: 118000 });
    expect(documentColumns(kindFacts('b2b'), [row]).map((column) => column.header)).not.toContain('Advance left');
  });

  it('marks a document under reverse charge in the register of a kind where it may be so, and not where it always or never is', () => {
    const reverse = { ...row, reverse_charge: 'yes' as const };
    const table = exportTable(documentColumns(kindFacts('purchase'), [reverse]), [reverse]);
    expect(table.rows[0]?.[table.headers.indexOf('Reverse charge')]).toBe('Yes');
    expect(documentColumns(kindFacts('reverse_charge'), [row]).map((column) => column.header)).not.toContain('Reverse charge');
  });

  it('leaves them out for quotations, and calls a B2C party the customer', () => {
    expect(exportTable(documentColumns(kindFacts('quotation'), [row]), [row]).headers).toEqual(['Number', 'Date', 'Client', 'GSTIN', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Cess', 'Untaxed charges', 'Round off', 'Total', 'Status', 'Converted to', 'Supply', 'Reverse charge']);
    expect(exportTable(documentColumns(kindFacts('b2c'), [row]), [row]).headers[2]).toBe('Customer');
    // A composition dealer's bill is recorded from a consumer-like party who supplies: a supplier.
    expect(exportTable(documentColumns(kindFacts('composite_purchase'), [row]), [row]).headers[2]).toBe('Supplier');
    // A reverse-charge invoice is issued for a supplier's supply, as a purchase records one.
    expect(exportTable(documentColumns(kindFacts('reverse_charge'), [row]), [row]).headers[2]).toBe('Supplier');
  });
});

describe('what a row was converted into', () => {
  it('names the documents made from it on the lists of kinds that convert, and nothing on the others', () => {
    const quotation = { ...row, kind: 'quotation', converted_to: [{ id: 'o1_pf2026x', kind: 'proforma', number: 'PI-3' }, { id: 'o1_bb2026y', kind: 'b2b', number: 'INV5' }] };
    expect(exportTable(documentColumns(kindFacts('quotation'), [quotation]), [quotation]).rows[0]?.[13]).toBe('PI-3, INV5');
    expect(exportTable(documentColumns(kindFacts('quotation'), [row]), [row]).rows[0]?.[13]).toBe('');
    expect(documentColumns(kindFacts('b2b'), [row]).map((column) => column.key)).not.toContain('converted');
  });
});

describe('a negative pending on screen', () => {
  const overpaid = { ...row, paid: '17407.00', notes_adjustment: '-2100.00', pending: '-2100.00', status: 'paid' as const };
  const pendingOn = (kind: 'b2b' | 'purchase') => documentColumns(kindFacts(kind), [overpaid]).find((column) => column.key === 'pending')!;

  it('says who owes the refund, and exports the figure alone', () => {
    expect(pendingOn('b2b').render?.(overpaid)).toBe('-₹2,100.00 (refund due to the customer)');
    expect(pendingOn('purchase').render?.(overpaid)).toBe('-₹2,100.00 (refund due from the supplier)');
    expect(pendingOn('b2b').value(overpaid)).toBe(-210000);
  });

  it('shows a pending of nothing or more as the amount', () => {
    expect(pendingOn('b2b').render?.(row)).toBe('₹7,900.00');
  });
});

describe('a cancelled row', () => {
  const cancelled = { ...row, taxable_value: '0.00', cgst_tax_total: '0.00', sgst_tax_total: '0.00', round_off: '0.00', final_total: '0.00', paid: '0.00', notes_adjustment: '0.00', pending: '0.00', status: 'cancelled' as const, cancelled_total: '17407.00' };

  it('says on screen what was cancelled, and exports it apart from the register, whose Total stays zero (walk 18 F3, walk 25 L3)', () => {
    const columns = documentColumns(kindFacts('b2b'), [cancelled, row]);
    expect(columns.find((column) => column.key === 'total')!.render?.(cancelled)).toBe('₹0.00 (₹17,407.00 cancelled)');
    expect(columns.find((column) => column.key === 'total')!.render?.(row)).toBe('₹17,407.00');
    const exported = exportTable(columns, [cancelled, row]);
    const at = (header: string) => exported.headers.indexOf(header);
    expect([exported.rows[0]?.[at('Total')], exported.rows[0]?.[at('Cancelled total')], exported.rows[1]?.[at('Cancelled total')]]).toEqual([{ paise: 0 }, { paise: 1_740_700 }, { paise: 0 }]);
    // A list with nothing cancelled has no such column.
    expect(exportTable(documentColumns(kindFacts('b2b'), [row]), [row]).headers).not.toContain('Cancelled total');
  });
});

describe("the register's totals (walk 39 L16)", () => {
  const cancelled = { ...row, taxable_value: '0.00', cgst_tax_total: '0.00', sgst_tax_total: '0.00', round_off: '0.00', final_total: '0.00', paid: '0.00', notes_adjustment: '0.00', pending: '0.00', status: 'cancelled' as const, cancelled_total: '17407.00' };
  const second = { ...row, id: 'o1_bb2026abd', invoice_no: 'INV2', taxable_value: '1000.00', cgst_tax_total: '0.00', sgst_tax_total: '0.00', igst_tax_total: '180.00', round_off: '0.00', final_total: '1180.00', paid: '0.00', notes_adjustment: '0.00', pending: '1180.00', supply: 'Inter State' as const };

  it('sums each money column over the rows, the cancelled one at zero with its cancelled total apart, and leaves the rest blank', () => {
    const totals = documentListTotals([row, second, cancelled]);
    const columns = documentColumns(kindFacts('b2b'), [row, second, cancelled]);
    const exported = exportTable(columns, [totals]);
    const cells = Object.fromEntries(exported.headers.map((header, index) => [header, exported.rows[0]?.[index]]));
    expect(cells).toEqual({
      Number: 'Total',
      Date: '',
      Client: '',
      GSTIN: '',
      'Taxable value': { paise: 1_699_179 },
      CGST: { paise: 70_772 },
      SGST: { paise: 70_772 },
      IGST: { paise: 18_000 },
      Cess: { paise: 0 },
      'Untaxed charges': { paise: 0 },
      'Round off': { paise: -23 },
      Total: { paise: 1_858_700 },
      'Cancelled total': { paise: 1_740_700 },
      Paid: { paise: 740_700 },
      'Credit/debit notes': { paise: -210_000 },
      Pending: { paise: 908_000 },
      Status: '',
      Supply: '',
      'Reverse charge': '',
    });
  });
});
