// The child process of returns.bench.ts: generates GSTR-1 for one month of 100,000 invoices
// (300,000 lines) as the server does, page by page: each page of 1,000 stored items (what a 1 MB
// DynamoDB page holds, roughly) is decoded (store/documents.ts fromItem), mapped to the
// generators' input, folded into the GSTR-1 builder and the pre-filing check, and let go; then
// the return is finished and cut into upload files. The synthetic items are made outside the
// timed part. Prints { seconds, peakRssMb, files, bytes } as JSON: the peak is the process's
// maximum resident set (getrusage), so it covers everything, the made-up items included.
import { performance } from 'node:perf_hooks';
import { gstinCheckCharacter, Gstr1Builder, gstr1Files, PrefilingCheck } from '@bahi/shared';
import { returnDocumentOf } from '../../../functions/src/areas/returns/return-documents.js';
import { fromItem } from '../../../functions/src/store/documents.js';

const INVOICES = 100_000;
const LINES_PER_INVOICE = 3;
const PAGE = 1_000;
const RECEIVERS = 5_000;
const ORG = { gstin: '27AAPFU0939F1ZV', stateCode: '27' };

const receivers = Array.from({ length: RECEIVERS }, (_, i) => {
  const first14 = `${i % 2 === 0 ? '27' : '29'}AAACR${String(1000 + (i % 9000)).padStart(4, '0')}${String.fromCharCode(65 + (i % 26))}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
});
const HSN = ['7214', '8471', '6205', '8528', '998719', '1006'];
const RATES = [500, 1200, 1800, 2800];

/** The stored item of invoice `n` as a Query page returns it. */
function storedItem(n: number): Record<string, unknown> {
  const registered = n % 5 < 3;
  const gstin = registered ? (receivers[n % RECEIVERS] as string) : '';
  const pos = registered ? gstin.slice(0, 2) : n % 2 === 0 ? '27' : '29';
  const interState = pos !== '27';
  const lines = Array.from({ length: LINES_PER_INVOICE }, (_, l) => {
    const rate = RATES[(n + l) % RATES.length] as number;
    const taxable = 1_000_00 + ((n * 7 + l * 13) % 50_000_00);
    const tax = Math.round((taxable * rate) / 10_000);
    const half = Math.round((taxable * rate) / 20_000);
    const hsn = HSN[(n + l) % HSN.length] as string;
    return {
      lineId: `l${l}`, itemId: 'o_item', itemName: `Item ${hsn}`, hsnSac: hsn, unit: hsn.startsWith('99') ? '55' : 'NOS', quantityMilli: 1_000 * (l + 1),
      unitPrice: taxable, priceMode: 'notax', gstRateBps: rate, cessRateBps: 0, goodsService: hsn.startsWith('99') ? 'services' : 'goods', serials: [],
      taxable, cgst: interState ? 0 : half, sgst: interState ? 0 : half, igst: interState ? tax : 0, cess: 0, total: taxable + (interState ? tax : 2 * half),
    };
  });
  const grandTotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    pk: 'ORG#o', sk: `DOC#b2b#2025#${n}`, gsi1pk: 'DOCS#o', gsi1sk: `2025-10-01#b2b#${n}`, entity: 'document',
    id: `o_bb2025${String(n).padStart(10, '0')}`, orgId: 'o', kind: registered ? 'b2b' : 'b2c', fyStartYear: 2025, seq: n, number: `INV-${n}`,
    date: `2025-10-${String(1 + (n % 31)).padStart(2, '0')}`, dueDate: '', lifecycle: 'sent', clientId: '', partyName: `Receiver ${n % RECEIVERS}`, partyGstin: gstin,
    grandTotal, paid: 0, interState, version: 1, syncPending: false, placeOfSupply: pos, sellerStateCode: '27', reverseCharge: false,
    charges: {}, additionalCharges: false, roundOff: false, details: { ecommerceGstin: null, note: null },
    linesJson: JSON.stringify(lines),
  };
}

const period = { year: 2025, month: 10 };
const builder = new Gstr1Builder(ORG, period);
const check = new PrefilingCheck(ORG);
let busyMs = 0;
for (let start = 1; start <= INVOICES; start += PAGE) {
  const page = Array.from({ length: Math.min(PAGE, INVOICES - start + 1) }, (_, i) => storedItem(start + i));
  const began = performance.now();
  for (const item of page) {
    const doc = returnDocumentOf(fromItem(item));
    check.add(doc);
    builder.add(doc);
  }
  busyMs += performance.now() - began;
}
const began = performance.now();
const problems = check.finish(new Map());
const files = gstr1Files(builder.finish(new Map()).json);
busyMs += performance.now() - began;
process.stdout.write(
  JSON.stringify({
    seconds: busyMs / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    files: files.length,
    bytes: files.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    problems: problems.length,
  }),
);
