// The printed document, read back with pdf.js: every CGST Rule 46 particular with its exact value.
// Figures are hand-worked in tests/support/document-view-fixtures.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentView, LineView } from '../../api/schemas/document-views.js';
import { KIND_RULES } from '../../gst/totals.js';
import { kindFacts, TABLE_KINDS } from '../kinds.js';
import {
  cancelledConsumerInvoice,
  compositionBillOfSupply,
  demoTraders,
  interStateInvoice,
  intraStateInvoice,
  longInvoice,
} from '../../../../tests/support/document-view-fixtures.js';
import { pdfImageCounts, pdfPageLines } from '../../../../tests/support/pdf-text.js';
import { stripedPng } from '../../../../tests/support/png.js';
import { documentPdfBytes } from './document-pdf.js';
import { documentPdfFileName, itemsTable } from './printable.js';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };

const render = (view: DocumentView, logo: Uint8Array | null = null) => documentPdfBytes({ view, organisation: demoTraders, fonts, logo });
/** Each of `expected` is somewhere in `text`. */
const expectAll = (text: string, expected: string[]) => expected.forEach((part) => expect(text).toContain(part));
/** The pages of the first copy (a tax invoice prints several, Rule 48): as many as its first page's footer counts. */
async function firstCopyPages(bytes: Uint8Array): Promise<string[][]> {
  const pages = await pdfPageLines(bytes);
  const count = Number(/Page 1 of (\d+)$/.exec(pages[0]?.find((line) => /Page 1 of \d+$/.test(line)) ?? '')?.[1] ?? pages.length);
  return pages.slice(0, count);
}
/** The document's text (its first copy), one line of the page per line. */
const textOf = async (view: DocumentView, logo: Uint8Array | null = null) => (await firstCopyPages(await render(view, logo))).flat().join('\n');

/** One drawn string of the first page: where it starts, how wide it is, and its type size. */
interface Piece {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

async function firstPagePieces(bytes: Uint8Array): Promise<Piece[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: item.transform[0] as number }]
      : [],
  );
}

describe('the printed intra-state tax invoice', () => {
  let text: string;
  beforeAll(async () => {
    text = await textOf(intraStateInvoice);
  });

  it('has the title, and the supplier: name, primary address, state and GSTIN (Rule 46(a))', () => {
    expect(text.split('\n')[0]).toBe('Tax Invoice');
    expectAll(text, ['Demo Traders', 'Shop 12, Laxmi Road', 'Pune - 411030', 'State: 27-Maharashtra', 'Phone: 020-24451234', 'GSTIN: 27AAPFU0939F1ZV']);
    expect(text).not.toContain('Chakan');
  });

  it('has the number, date, due date, place of supply with state code and name, and the order (Rule 46(b), (c), (n))', () => {
    expectAll(text, ['Tax Invoice No. DT-2024-17', 'Date 14 Mar 2025', 'Due Date 13 Apr 2025', 'Place of Supply 27-Maharashtra', 'Order No. PO-4471']);
    expect(text).not.toContain('Valid Until');
    expect(text).not.toContain('Reason for Challan');
  });

  it('has the registered receiver: name, address, state and GSTIN, and no consignee when shipping is the billing address (Rule 46(d))', () => {
    expectAll(text, [
      'Details of Receiver (Billed to)',
      'Sahyadri Office Solutions Private Limited',
      'Office 4, Sai Chambers, Shivaji Nagar',
      'Pune - 411005',
      'GSTIN: 27AAHCS1234K1Z5',
    ]);
    expect(text).not.toContain('Consignee');
  });

  it('prints each line: HSN, description, quantity and unit, rate, value, discount, taxable value, CGST and SGST rate and amount (Rule 46(g)-(m))', () => {
    const lines = text.split('\n');
    expect(lines).toContain('1 Steel almirah, 4 shelves 9403 2 Nos 6,500.00 13,000.00 1,300.00 11,700.00 9% 1,053.00 9% 1,053.00 13,806.00');
    expect(lines).toContain('(10%)');
    expect(lines).toContain('2 Ergonomic office chair 9401 3 Nos 1,150.50 3,451.50 0.00 3,451.50 6% 207.09 6% 207.09 3,865.68');
    expect(text).toContain('Serial No.: CH-1001, CH-1002,');
    expect(lines.filter((line) => line.startsWith('# Description HSN/SAC Qty'))).toHaveLength(1);
    expect(lines).toContainEqual(expect.stringMatching(/CGST .*SGST/)); // the group headings
    expect(lines).toContain('Rate Amount Rate Amount');
  });

  it('prints the charges with their tax as rows, and the column totals', () => {
    const lines = text.split('\n');
    expect(lines).toContain('Packing charges 500.00 9% 45.00 9% 45.00 590.00');
    expect(lines).toContain('Freight charges 250.00 9% 22.50 9% 22.50 295.00');
    expect(lines).toContain('Total 16,451.50 1,300.00 15,901.50 1,327.59 1,327.59 18,556.68');
  });

  it('prints the totals, round-off, and the total in figures and in words', () => {
    expectAll(text, [
      'Sub Total ₹16,451.50',
      'Less: Discount ₹1,300.00',
      'Taxable Value (items) ₹15,151.50',
      'Add: Charges ₹750.00',
      'CGST ₹1,327.59',
      'SGST ₹1,327.59',
      'Round Off ₹0.32',
      'Total ₹18,557.00',
      'Eighteen Thousand Five Hundred Fifty Seven Rupees Only',
    ]);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Cess');
    expect(text).not.toContain('Advance');
  });

  it('sets an advance it took from a receipt voucher against the total, and prints what is left to pay', async () => {
    const advanced = await textOf({ ...intraStateInvoice, advance_adjusted: { id: 'o1_rv20241', number: 'RV-20241', date: '2024-11-02', amount: '10000.00' } });
    // ₹18,557.00 − ₹10,000.00 = ₹8,557.00.
    expectAll(advanced, ['Total ₹18,557.00', 'Less: Advance received (RV-20241) ₹10,000.00', 'Balance after advance ₹8,557.00']);
  });

  it('calls an advance a purchase took from a payment voucher an advance paid', async () => {
    const bought = await textOf({ ...intraStateInvoice, kind: 'purchase', advance_adjusted: { id: 'o1_pv20241', number: 'PV-20241', date: '2024-11-02', amount: '10000.00' } });
    expectAll(bought, ['Less: Advance paid (PV-20241) ₹10,000.00', 'Balance after advance ₹8,557.00']);
  });

  it("says on a payment voucher's line that it is an advance paid, tax included, and prints no due date (walk 26 L4)", async () => {
    const voucher = await textOf({ ...intraStateInvoice, kind: 'payment_voucher', items: intraStateInvoice.items.map((line) => ({ ...line, advancedAmount: '2000.00' })) });
    // The note wraps in its column: read as one run of words.
    expect(voucher.replace(/\s+/g, ' ')).toContain('Advance paid: ₹2,000.00, tax included');
    expect(voucher).not.toContain('Due Date 13 Apr 2025');
  });

  it('says whether tax is payable on reverse charge (Rule 46(p))', () => {
    expect(text).toContain('Whether tax is payable on reverse charge: No');
    expect(text).not.toContain('payable by the recipient');
    expect(text).not.toContain('SUPPLY MEANT FOR');
  });

  it('carries the endorsement of a zero-rated supply: an export or a supply to an SEZ, under a letter of undertaking or on payment of IGST (Rule 46; walk 31 F1, F4)', async () => {
    const endorsement = async (changes: Partial<DocumentView>) => {
      const lines = (await textOf({ ...intraStateInvoice, ...changes })).split('\n');
      // It wraps in its column, beside the totals: its words in order, over two or three lines.
      const start = lines.findIndex((line) => line.includes('SUPPLY MEANT FOR'));
      const end = lines.findIndex((line) => line.includes('OF INTEGRATED TAX'));
      return lines.slice(start, end + 1).map((line) => line.replace(/.*(SUPPLY MEANT)/, '$1').replace(/(CGST|SGST|IGST|Add: Charges|Round Off) ₹[\d,.]+/g, ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    };
    await expect(endorsement({ place_of_supply: '96', export_lut: 'yes' })).resolves.toBe('SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX');
    await expect(endorsement({ place_of_supply: '96' })).resolves.toBe('SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX');
    await expect(endorsement({ sez_supply: 'yes', export_lut: 'yes' })).resolves.toBe(
      'SUPPLY MEANT FOR SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
    await expect(endorsement({ sez_supply: 'yes' })).resolves.toBe('SUPPLY MEANT FOR SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX');
    // A note against an export is no supply meant for export: the endorsement is its invoice's (walk 34 L1).
    await expect(textOf({ ...intraStateInvoice, kind: 'credit_note', title: 'Credit Note', place_of_supply: '96', export_lut: 'yes' })).resolves.not.toContain('SUPPLY MEANT FOR');
  });

  it("names after the endorsement the LUT an export is made under, the seller's LUT for the invoice's financial year (walk 35 M1)", async () => {
    // The invoice is of 14 Mar 2025 (FY 2024-25); its LUT was filed in the March before that year.
    const lut = { fy: '2024-25', arn: 'AD270324012345X', date: '2024-03-20' };
    const exportUnder = (under: typeof lut) => textOf({ ...intraStateInvoice, place_of_supply: '96', export_lut: 'yes', seller: { ...demoTraders, lut: under } });
    // Its column's lines, without the totals printed beside them.
    const lines = (await exportUnder(lut))
      .split('\n')
      .map((line) => line.replace(/(CGST|SGST|IGST|Add: Charges|Round Off) ₹[\d,.]+/g, '').trim())
      .filter((line) => line !== '');
    const endorsementEnd = lines.findIndex((line) => line.includes('OF INTEGRATED TAX'));
    expect(lines.slice(endorsementEnd - 1, endorsementEnd + 2)).toEqual([
      'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF',
      'UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
      'LUT ARN AD270324012345X dated 20-03-2024',
    ]);
    // An LUT for another year covers none of this invoice's supplies, whenever it was filed; nor is one named on an export paying IGST.
    await expect(exportUnder({ ...lut, fy: '2023-24' })).resolves.not.toContain('LUT ARN');
    await expect(exportUnder({ ...lut, fy: '2025-26', date: '2025-03-05' })).resolves.not.toContain('LUT ARN');
    await expect(textOf({ ...intraStateInvoice, place_of_supply: '96', seller: { ...demoTraders, lut } })).resolves.not.toContain('LUT ARN');
  });

  it("names an export's country of destination (Rule 46, its proviso) and its shipping bill (walk 33E E6)", async () => {
    const exported = await textOf({ ...intraStateInvoice, place_of_supply: '96', export_country: 'United Arab Emirates', port_code: 'INNSA1', shipping_bill_no: '4421873', shipping_bill_date: '2026-11-24' });
    for (const part of ['Country of Destination United Arab Emirates', 'Port Code INNSA1', 'Shipping Bill No. 4421873', 'Shipping Bill Date 24 Nov 2026']) {
      expect({ part, found: exported.includes(part) }).toEqual({ part, found: true });
    }
    expect([text.includes('Country of Destination'), text.includes('Shipping Bill')]).toEqual([false, false]);
  });

  it('prints the tax summary by rate, charges in the rate they were taxed at', () => {
    const lines = text.split('\n');
    expect(lines).toContain('12% 3,451.50 207.09 207.09 414.18');
    expect(lines).toContain('18% 12,450.00 1,120.50 1,120.50 2,241.00');
    expect(lines).toContain('Total 15,901.50 1,327.59 1,327.59 2,655.18');
  });

  it('prints the first bank account, the terms, the notes and the signature block (Rule 46(q))', () => {
    expectAll(text, [
      'Bank details',
      'Account holder: Demo Traders',
      'Bank: HDFC Bank',
      'A/c No.: 50100234567890',
      'IFSC: HDFC0000123',
      'Branch: Laxmi Road, Pune',
      'Terms and conditions',
      'Goods once sold will not be taken back.',
      'Interest at 18% a year is charged on payments made after the due date.',
      'Notes',
      'Thank you for your business.',
      'For Demo Traders',
      'Authorised Signatory',
      'Tax Invoice DT-2024-17 Page 1 of 1',
    ]);
    expect(text).not.toContain('Axis Bank');
    expect(text).not.toContain('CANCELLED');
  });

  it('is titled with the kind and number, and has no logo when the organisation has none', async () => {
    const bytes = await render(intraStateInvoice);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Tax Invoice DT-2024-17');
    expect(await pdfImageCounts(bytes)).toEqual([0, 0, 0]);
  });
});

describe('the copies of a tax invoice (CGST Rule 48)', () => {
  const copiesOf = async (view: DocumentView) => {
    const pages = await pdfPageLines(await render(view));
    return pages.map((lines) => [lines[1], lines.find((line) => / Page \d+ of \d+$/.test(line))]);
  };

  it('prints an invoice with goods in triplicate, each copy marked and numbered on its own', async () => {
    expect(await copiesOf(intraStateInvoice)).toEqual([
      ['ORIGINAL FOR RECIPIENT', 'Tax Invoice DT-2024-17 Page 1 of 1'],
      ['DUPLICATE FOR TRANSPORTER', 'Tax Invoice DT-2024-17 Page 1 of 1'],
      ['TRIPLICATE FOR SUPPLIER', 'Tax Invoice DT-2024-17 Page 1 of 1'],
    ]);
  });

  it('prints one of services only in duplicate, and any other document once, unmarked', async () => {
    const services = { ...intraStateInvoice, items: intraStateInvoice.items.map((line) => ({ ...line, goods_service: 'services' as const })) };
    expect((await copiesOf(services)).map(([marking]) => marking)).toEqual(['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR SUPPLIER']);
    const quotation = { ...intraStateInvoice, kind: 'quotation', title: 'Quotation' };
    expect(await copiesOf(quotation)).toEqual([['Quotation No. DT-2024-17', 'Quotation DT-2024-17 Page 1 of 1']]);
  });

  it('prints a delivery challan in triplicate (Rule 55(2))', async () => {
    const challan = { ...intraStateInvoice, kind: 'delivery_challan', title: 'Delivery Challan' };
    expect((await copiesOf(challan)).map(([marking]) => marking)).toEqual(['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNER']);
  });
});

describe('the printed inter-state tax invoice', () => {
  let text: string;
  beforeAll(async () => {
    text = await textOf(interStateInvoice);
  });

  it('has the place of supply, the receiver and the consignee shipped to with their GSTINs (Rule 46(d), (n), (o))', () => {
    expectAll(text, [
      'Place of Supply 29-Karnataka',
      'Annapurna Foods and Beverages Private Limited',
      'GSTIN: 29AABCA1234M1Z2',
      'State: 29-Karnataka',
      'Details of Consignee (Shipped to)',
      'Annapurna Cold Storage LLP',
      'Plot 45, Gokul Road',
      'Hubballi - 580030',
      'GSTIN: 29AAKFA5678B1Z9',
    ]);
  });

  it('prints IGST and cess rates and amounts per line, and no CGST or SGST', () => {
    const lines = text.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^1 Aerated beverage 300 ml, .*22021010 10 Crates 480\.00 4,800\.00 0\.00 4,800\.00 28% 1,344\.00 12% 576\.00 6,720\.00$/));
    expect(lines).toContain('2 Paper cups 150 ml, pack of 100 48236900 20 Packs 85.00 1,700.00 100.00 1,600.00 18% 288.00 0% 0.00 1,888.00');
    expect(lines).toContain('Total 6,500.00 100.00 6,400.00 1,632.00 576.00 8,608.00');
    expect(lines).toContainEqual(expect.stringMatching(/IGST .*Cess/)); // the group headings
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints the totals without round-off when it is off, and the tax summary with cess', () => {
    const lines = text.split('\n');
    expectAll(text, ['IGST ₹1,632.00', 'Cess ₹576.00', 'Total ₹8,608.00', 'Eight Thousand Six Hundred Eight Rupees Only']);
    expect(text).not.toContain('Round Off');
    expect(text).not.toContain('Add: Charges');
    expect(lines).toContain('18% 1,600.00 288.00 0.00 288.00');
    expect(lines).toContain('28% 4,800.00 1,344.00 576.00 1,920.00');
  });

  it('prints the e-way bill and transport details given', () => {
    expectAll(text, ['E-way Bill No. 331000123456', 'Mode of Transport Road', 'Vehicle No. MH12AB1234', 'No. of Packages 30']);
  });

  it('prints no terms or notes section when there are none', () => {
    expect(text).not.toContain('Terms and conditions');
    expect(text).not.toContain('Notes');
  });
});

describe('the printed B2C invoice, cancelled, with the logo', () => {
  const logo = stripedPng(200, 80);

  it('prints the consumer with address, state and mobile and no GSTIN (Rule 46(e))', async () => {
    const text = await textOf(cancelledConsumerInvoice, logo);
    expectAll(text, ['Ramesh Kulkarni', 'Flat 302, Sunshine Apartments, Kothrud', 'Pune - 411038', 'Mobile: 9822012345', 'Place of Supply 27-Maharashtra']);
    expect(text.match(/GSTIN/g)).toEqual(['GSTIN']); // the supplier's only
    expect(text.split('\n')).toContain('1 LED desk lamp 9405 1 Nos 1,270.34 1,270.34 0.00 1,270.34 9% 114.33 9% 114.33 1,499.00');
    expect(text).toContain('Total ₹1,499.00');
    expect(text).toContain('One Thousand Four Hundred Ninety Nine Rupees Only');
  });

  it('is marked CANCELLED beside the title and across every page', async () => {
    const lines = (await pdfPageLines(await render(cancelledConsumerInvoice, logo)))[0] ?? [];
    expect(lines[0]).toBe('Tax Invoice CANCELLED');
    expect(lines.filter((line) => line === 'CANCELLED')).toHaveLength(1); // the watermark
  });

  it('paints the logo (PNG or JPEG), and prints without one when the file is neither', async () => {
    // On each of the three copies of a goods invoice.
    expect(await pdfImageCounts(await render(cancelledConsumerInvoice, logo))).toEqual([1, 1, 1]);
    expect(await pdfImageCounts(await render(cancelledConsumerInvoice, new TextEncoder().encode('GIF89a')))).toEqual([0, 0, 0]);
  });
});

describe('what the kind adds', () => {
  it('a quotation is titled Quotation and prints its valid-until date', async () => {
    const text = await textOf({ ...intraStateInvoice, kind: 'quotation', title: 'Quotation', invoice_no: 'QT-2024-5', validDate: '2025-04-13' });
    expect(text.split('\n')[0]).toBe('Quotation');
    expect(text).toContain('Quotation No. QT-2024-5');
    expect(text).toContain('Valid Until 13 Apr 2025');
    // Its due date (the fixture's 13 Apr 2025) means nothing on a quotation.
    expect(text).not.toContain('Due Date');
  });

  it('a delivery challan prints its reason; a kind that asks for none does not', async () => {
    const challan = await textOf({ ...intraStateInvoice, kind: 'delivery_challan', title: 'Delivery Challan', invoice_no: 'DC-2024-3', dctype: 'Job work' });
    expect(challan.split('\n')[0]).toBe('Delivery Challan');
    expect(challan).toContain('Reason for Challan Job work');
    expect(challan).not.toContain('Due Date');
    const invoice = await textOf({ ...intraStateInvoice, dctype: 'Job work' });
    expect(invoice).not.toContain('Job work');
  });

  it('a credit note is titled Credit Note and names the invoice it corrects, its date and the reason (Rule 53(1A))', async () => {
    const text = await textOf({
      ...intraStateInvoice,
      kind: 'credit_note',
      title: 'Credit Note',
      invoice_no: 'CN-2024-4',
      referencetype: 'b2b',
      referenceno: 'DT-2024-17',
      converted_from: { id: 'org_bb2024000017', kind: 'b2b', number: 'DT-2024-17' },
      note: { referenceid: 'org_bb2024000017', referencedate: '2025-03-14', reason: 'Two chairs returned damaged' },
    });
    expect(text.split('\n').slice(0, 2)).toEqual(['Credit Note', 'Credit Note No. CN-2024-4']);
    expectAll(text, ['Against B2B invoice DT-2024-17', 'Dated 14 Mar 2025', 'Reason Two chairs returned damaged']);
    expect(text).not.toContain('Reference b2b');
    // It asks for no payment: the invoice's due date is not printed on it.
    expect(text).not.toContain('Due Date');
  });

  it('an invoice made from a delivery challan names the challan by its number', async () => {
    const text = await textOf({ ...intraStateInvoice, converted_from: { id: 'org_dc2024000003', kind: 'delivery_challan', number: 'DC-2024-3' } });
    expect(text).toContain('Delivery Challan No. DC-2024-3');
    expect(text).not.toContain('Against');
  });

  it('a proforma invoice is titled Proforma Invoice', async () => {
    const text = await textOf({ ...intraStateInvoice, kind: 'proforma', title: 'Proforma Invoice', invoice_no: 'PI-2024-2' });
    expect(text.split('\n')[0]).toBe('Proforma Invoice');
    expect(text).toContain('Proforma Invoice No. PI-2024-2');
  });

  it('a self-invoice under reverse charge names the party as supplier and says the tax is the recipient’s', async () => {
    const text = await textOf({ ...intraStateInvoice, kind: 'reverse_charge', reversecharge: 'yes', invoice_no: 'REVC17' });
    // The organisation issues it (its letterhead at the top), says what it is; the supplier is named below.
    expect(text.split('\n').slice(0, 4)).toEqual(['Tax Invoice', kindFacts('reverse_charge').titleStatement, 'Tax Invoice No. REVC17', 'Demo Traders']);
    // The organisation pays the supplier: no bank account of its own to pay into.
    expect(text).not.toContain('Bank details');
    expect(text).toContain('Details of Supplier (Billed by)');
    expect(text.indexOf('Details of Supplier (Billed by)')).toBeLessThan(text.indexOf('Sahyadri Office Solutions Private Limited'));
    expect(text).not.toContain('Bill from');
    expect(text).toContain('Whether tax is payable on reverse charge: Yes');
    // The sentence wraps in its box: 'The tax of ₹2,655.18 is payable by the recipient and is not included in the total.'
    expect(text).toContain('The tax of ₹2,655.18 is payable by the recipient');
  });
});

describe('the printed bill of supply (Rule 49: no tax)', () => {
  it("a composition dealer's is headed Bill of Supply with the Rule 5(1)(g) statement, and prints no tax", async () => {
    const text = await textOf(compositionBillOfSupply);
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Bill of Supply', 'composition taxable person, not eligible to collect tax on supplies']);
    expect(text).toContain('Bill of Supply No. BOS7');
    expect(lines).toContain('1 Steel almirah, 4 shelves 9403 2 Nos 6,500.00 13,000.00 1,300.00 11,700.00 11,700.00');
    expect(lines).toContain('Freight charges 250.00 250.00');
    expect(lines).toContain('Total 13,000.00 1,300.00 11,950.00 11,950.00');
    expectAll(text, ['Total ₹11,950.00', 'Eleven Thousand Nine Hundred Fifty Rupees Only']);
    for (const taxWord of ['CGST', 'SGST', 'IGST', 'Tax summary', 'reverse charge']) expect(text).not.toContain(taxWord);
  });

  it('of a regular dealer (an exempt supply) has no composition statement', async () => {
    const text = await textOf({ ...compositionBillOfSupply, seller: demoTraders });
    expect(text.split('\n')[0]).toBe('Bill of Supply');
    expect(text).not.toContain('composition taxable person');
  });

  it("a composition dealer's quotation quotes no tax either, with the statement (walk 35 L2)", async () => {
    const text = await textOf({ ...compositionBillOfSupply, kind: 'quotation', title: 'Quotation', invoice_no: 'QT4' });
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Quotation', 'composition taxable person, not eligible to collect tax on supplies']);
    expect(lines).toContain('1 Steel almirah, 4 shelves 9403 2 Nos 6,500.00 13,000.00 1,300.00 11,700.00 11,700.00');
    expect(lines).toContain('Total 13,000.00 1,300.00 11,950.00 11,950.00');
    for (const taxWord of ['CGST', 'SGST', 'IGST', 'Tax summary', 'reverse charge']) expect(text).not.toContain(taxWord);
  });
});

describe("a purchase: the vendor's bill, recorded by the organisation", () => {
  const purchase: DocumentView = {
    ...intraStateInvoice,
    kind: 'purchase',
    title: 'Purchase',
    invoice_no: 'PUR-20241',
    purchase: {
      vendor_id: intraStateInvoice.client_id,
      purchase_order_no: 'PO-2024-118',
      invoice_no: 'SB/4471',
      purchased_date: '2025-03-14',
      deliverd_date: '2025-03-15',
      deliverd_to: 'Bhiwandi godown',
      expense_type: 'Stock purchase',
    },
  };
  let text: string;
  beforeAll(async () => {
    text = await textOf(purchase);
  });

  it('prints the vendor as the supplier at the top (Bill from) and the organisation as the recipient (Bill to)', () => {
    const lines = text.split('\n');
    // The top block's lines interleave with the details beside it (number, date).
    expect(lines.slice(0, 5)).toEqual(['Purchase', 'Bill from (Supplier)', 'Purchase No. PUR-20241', 'Date 14 Mar 2025', 'Sahyadri Office Solutions Private Limited']);
    expectAll(text, ['Office 4, Sai Chambers, Shivaji Nagar', 'GSTIN: 27AAHCS1234K1Z5']);
    const recipient = lines.indexOf('Bill to (Recipient)');
    expect(lines.slice(recipient, recipient + 3)).toEqual(['Bill to (Recipient)', 'Demo Traders', 'Shop 12, Laxmi Road']);
    expect(lines.indexOf('GSTIN: 27AAPFU0939F1ZV')).toBeGreaterThan(recipient);
    expect(text).not.toContain('Details of Receiver');
    expect(text).not.toContain('Details of Supplier');
  });

  it("prints the purchase's own particulars, and neither the organisation's bank account nor its logo", async () => {
    expectAll(text, [
      'Purchase No. PUR-20241',
      "Supplier's Bill No. SB/4471",
      'Purchase Order No. PO-2024-118',
      'Delivered On 15 Mar 2025',
      'Delivered To Bhiwandi godown',
      'Expense Type Stock purchase',
    ]);
    expect(text).not.toContain('Bank details');
    expect(await pdfImageCounts(await render(purchase, stripedPng(200, 80)))).toEqual([0]);
  });

  it('is signed for its supplier, who issued it, not for the organisation that records it', () => {
    const lines = text.split('\n');
    const signature = lines.indexOf('Authorised Signatory');
    expect(lines[signature - 1]).toBe('For Sahyadri Office Solutions Private Limited');
    expect(text).not.toContain('For Demo Traders');
  });
});

describe('a 60-line invoice', () => {
  let pages: string[][];
  beforeAll(async () => {
    pages = await firstCopyPages(await render(longInvoice));
  });

  it('flows over three pages, each numbered, the table header repeated on each page the table reaches', () => {
    expect(pages).toHaveLength(3);
    const tableHeaders = (lines: string[]) => lines.filter((line) => line.startsWith('# Description HSN/SAC Qty')).length;
    pages.forEach((lines, index) => expect(lines).toContain(`Tax Invoice DT-2024-19 Page ${index + 1} of 3`));
    expect(pages.map(tableHeaders)).toEqual([1, 1, 0]);
    // A page that continues a copy says which copy it is (Rule 48).
    expect(pages[1]?.[0]).toBe('Tax Invoice DT-2024-19 (continued) ORIGINAL FOR RECIPIENT');
    expect(pages[2]?.[0]).toBe('Tax Invoice DT-2024-19 (continued) ORIGINAL FOR RECIPIENT');
  });

  it('prints every line once, in order, and the totals after the last', () => {
    const rows = pages.flat().filter((line) => / 4819 1 Nos 100\.00 100\.00 0\.00 100\.00 9% 9\.00 9% 9\.00 118\.00$/.test(line));
    expect(rows).toHaveLength(60);
    expect(rows.map((row) => Number(row.split(' ')[0]))).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    const all = pages.flat();
    const after = all.slice(all.findIndex((line) => line.startsWith('60 Shipping carton size 60 4819'))).join('\n');
    expect(after).toContain('Total ₹7,080.00');
    expect(after).toContain('Seven Thousand Eighty Rupees Only');
    expect(pages[2]?.join('\n')).toContain('Authorised Signatory');
  });

  it('wraps a long description within its column', () => {
    const first = pages[0] ?? [];
    const start = first.findIndex((line) => line.startsWith('1 Heavy duty corrugated'));
    expect(start).toBeGreaterThan(-1);
    const wrapped = first.slice(start, start + 4).map((line) => line.replace(/^1 /, '').replace(/ 4819 1 Nos .*$/, ''));
    expect(wrapped.join(' ')).toBe('Heavy duty corrugated shipping carton, five ply, 600 x 400 x 400 mm, printed with the customer logo on two sides');
  });
});

describe('the header: each value beside its label', () => {
  // Every kind the renderer prints, with its own title: 'Proforma Invoice No.' and 'Delivery
  // Challan No.' are the long ones; the value must start clear of its label, not on it.
  const printedKinds = TABLE_KINDS.filter((kind) => kind in KIND_RULES);

  it.each(printedKinds)('%s: the number follows "<title> No." with a gap, as do the other values', async (kind) => {
    const { title } = kindFacts(kind);
    const view: DocumentView = { ...intraStateInvoice, kind, title, invoice_no: 'PI1', dctype: 'Job work', validDate: '2025-04-13', ewaybillno: '331000123456' };
    const pieces = await firstPagePieces(await render(view));
    const pairs: [string, string][] = [
      [`${title} No.`, 'PI1'],
      ['Place of Supply', '27-Maharashtra'],
      ['E-way Bill No.', '331000123456'],
    ];
    for (const [label, value] of pairs) {
      const labelPiece = pieces.find((piece) => piece.text === label);
      const valuePiece = pieces.find((piece) => piece.text === value && piece.y === labelPiece?.y);
      expect(labelPiece).toBeDefined();
      expect(valuePiece).toBeDefined();
      expect((valuePiece as Piece).x - ((labelPiece as Piece).x + (labelPiece as Piece).width)).toBeGreaterThanOrEqual(4);
    }
    // And the values line up in one column.
    const valueXs = pairs.map(([, value]) => pieces.find((piece) => piece.text === value)?.x);
    expect(new Set(valueXs).size).toBe(1);
  });

  it('wraps a custom field name too long for the label column, still clear of its value', async () => {
    const name = 'Name of the transporter appointed by the consignee for this consignment';
    const pieces = await firstPagePieces(await render({ ...intraStateInvoice, customFields: [{ name, value: 'Swift Roadways' }] } as DocumentView));
    const value = pieces.find((piece) => piece.text === 'Swift Roadways') as Piece;
    const labelLines = pieces.filter((piece) => name.includes(piece.text) && piece.text.length > 3 && piece.x < value.x);
    expect(labelLines.map((piece) => piece.text).join(' ')).toBe(name);
    for (const line of labelLines) expect(line.x + line.width).toBeLessThan(value.x);
  });
});

const line = (fields: Partial<LineView>): LineView => ({ ...(intraStateInvoice.items[1] as LineView), itemPurchaseDetails: [], discount: '0.00', discountstring: '', ...fields });

/**
 * Intra-state with cess (the cess columns print), hand-worked:
 *   Pan masala: 500 PAC × 200.00 = 1,00,000.00 @ 28%: CGST 14% 14,000.00, SGST 14,000.00, cess 60% 60,000.00 -> 1,88,000.00
 *   Beverage: 1 Lot × 99,99,99,999.99 @ 28%: CGST 14% 14,00,00,000.00, SGST 14,00,00,000.00, cess 12% 12,00,00,000.00 -> 1,39,99,99,999.99
 */
const cessInvoice: DocumentView = {
  ...intraStateInvoice,
  invoice_no: 'DT-2024-21',
  charges: [],
  charges_total: '0.00',
  roundoff: 0,
  round_off: '0.00',
  sub_total: '1000099999.99',
  discount_total: '0.00',
  taxable_total: '1000099999.99',
  cgst_tax_total: '140014000.00',
  sgst_tax_total: '140014000.00',
  cess_tax_total: '120060000.00',
  tax_total: '400088000.00',
  total: '1400187999.99',
  final_total: '1400187999.99',
  by_rate: [{ gstrate: 28, taxable: '1000099999.99', cgst: '140014000.00', sgst: '140014000.00', igst: '0.00', cess: '120060000.00' }],
  items: [
    line({
      sno: 1,
      item_name: 'Pan Masala 100 g',
      hsncode: '21069020',
      qty: '500',
      metrics: 'PAC',
      unit_price: '200.00',
      original_unit_price: '200.00',
      sub_total: '100000.00',
      taxableamount: '100000.00',
      gstrate: 28,
      cgst_rate: 14,
      sgst_rate: 14,
      cgst_total: '14000.00',
      sgst_total: '14000.00',
      cess: 60,
      cess_total: '60000.00',
      grandtotal: '188000.00',
    }),
    line({
      sno: 2,
      item_name: 'Aerated beverage',
      hsncode: '22021010',
      qty: '1',
      metrics: 'Lot',
      unit_price: '999999999.99',
      original_unit_price: '999999999.99',
      sub_total: '999999999.99',
      taxableamount: '999999999.99',
      gstrate: 28,
      cgst_rate: 14,
      sgst_rate: 14,
      cgst_total: '140000000.00',
      sgst_total: '140000000.00',
      cess: 12,
      cess_total: '120000000.00',
      grandtotal: '1399999999.99',
    }),
  ],
};

describe('the items table with the cess columns', () => {
  let lines: string[];
  let pieces: Piece[];
  beforeAll(async () => {
    const bytes = await render(cessInvoice);
    lines = (await pdfPageLines(bytes)).flat();
    pieces = await firstPagePieces(bytes);
  });

  it('prints every line, amounts and codes whole, on one line of the page', () => {
    expect(lines).toContain('1 Pan Masala 100 g 21069020 500 PAC 200.00 1,00,000.00 0.00 1,00,000.00 14% 14,000.00 14% 14,000.00 60% 60,000.00 1,88,000.00');
    expect(lines).toContain(
      '2 Aerated beverage 22021010 1 Lot 99,99,99,999.99 99,99,99,999.99 0.00 99,99,99,999.99 14% 14,00,00,000.00 14% 14,00,00,000.00 12% 12,00,00,000.00 1,39,99,99,999.99',
    );
    expect(lines).toContain('Total 1,00,00,99,999.99 0.00 1,00,00,99,999.99 14,00,14,000.00 14,00,14,000.00 12,00,60,000.00 1,40,01,87,999.99');
  });

  it('draws each cell but the description as one piece: nothing wraps', () => {
    const cells = itemsTable(cessInvoice).rows.flatMap((row) => row.cells.filter((cell, index) => index !== 1 && cell !== ''));
    for (const cell of cells) expect(pieces.map((piece) => piece.text)).toContain(cell);
  });

  it('breaks headings only between words', () => {
    const headingWords = itemsTable(cessInvoice).columns.flatMap((column) => [...column.header.split(' '), ...(column.group ? [column.group] : [])]);
    const texts = pieces.map((piece) => piece.text);
    for (const word of headingWords) expect(texts.some((text) => text.split(' ').includes(word))).toBe(true);
    expect(lines).toContain('Rate Amount Rate Amount Rate Amount');
  });

  it('shrinks the type to fit, and only when it must', async () => {
    const size = (all: Piece[]) => all.find((piece) => piece.text === 'HSN/SAC')?.size;
    expect(size(pieces)).toBeLessThan(7);
    expect(size(pieces)).toBeGreaterThanOrEqual(4);
    expect(size(await firstPagePieces(await render(intraStateInvoice)))).toBe(7);
  });
});

describe("the consumer's number", () => {
  it('prints once when the address phone and the contact mobile are the same number', async () => {
    const billing = { ...(cancelledConsumerInvoice.party.billing as NonNullable<DocumentView['party']['billing']>), phone: '98220 12345' };
    const party = { ...cancelledConsumerInvoice.party, billing, shipping: billing, contact: { name: 'Ramesh Kulkarni', email: '', mobile: '+91 98220 12345' } };
    const text = await textOf({ ...cancelledConsumerInvoice, party });
    expect(text).toContain('Phone: 98220 12345');
    expect(text).not.toContain('Mobile:');
    expect(text.match(/98220 12345/g)).toHaveLength(1);
  });

  it('prints both when they differ', async () => {
    const billing = { ...(cancelledConsumerInvoice.party.billing as NonNullable<DocumentView['party']['billing']>), phone: '020-25431234' };
    const text = await textOf({ ...cancelledConsumerInvoice, party: { ...cancelledConsumerInvoice.party, billing, shipping: billing } });
    expect(text).toContain('Phone: 020-25431234');
    expect(text).toContain('Mobile: 9822012345');
  });
});

describe('documentPdfFileName', () => {
  it('is the document number, with characters file systems refuse made dashes', () => {
    expect(documentPdfFileName({ invoice_no: 'DT-2024-17' })).toBe('DT-2024-17.pdf');
    expect(documentPdfFileName({ invoice_no: 'INV/24-25/17' })).toBe('INV-24-25-17.pdf');
  });
});
