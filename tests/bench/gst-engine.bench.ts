// GST engine: computeDocumentTotals on a 1,000-line document (mixed rates, intax/notax, discounts,
// cess, charges, intra-state so every line splits into CGST/SGST). Target: median under 5 ms.
import { performance } from 'node:perf_hooks';
import { type DocumentLineInput, type DocumentTotalsInput, computeDocumentTotals } from '../../shared/src/gst/index.js';
import { percentile, recordFigure } from './support/figures.js';

const RATES = [0, 300, 500, 1200, 1800, 2800, 4000];
const TARGET_MS = 5;

function thousandLineDocument(): DocumentTotalsInput {
  const lines: DocumentLineInput[] = [];
  for (let i = 0; i < 1000; i++) {
    lines.push({
      quantityMilli: 1000 + ((i * 137) % 25_000),
      unitPrice: 999 + ((i * 7919) % 5_000_000),
      priceMode: i % 3 === 0 ? 'intax' : 'notax',
      gstRateBps: RATES[i % RATES.length] ?? 1800,
      cessRateBps: i % 11 === 0 ? 1200 : 0,
      ...(i % 4 === 0 ? { discount: { kind: 'percent' as const, bps: 250 } } : {}),
    });
  }
  return {
    kind: 'b2b',
    sellerStateCode: '27',
    placeOfSupplyStateCode: '27',
    lines,
    charges: { packing: { kind: 'amount', paise: 50_000 }, freight: { kind: 'percent', bps: 150 } },
    additionalCharges: true,
    roundOff: true,
  };
}

export async function run(): Promise<void> {
  const input = thousandLineDocument();
  for (let i = 0; i < 50; i++) computeDocumentTotals(input); // warm-up
  const runs = 500;
  const times: number[] = [];
  let grandTotal = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    grandTotal = computeDocumentTotals(input).grandTotal;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`  computeDocumentTotals, 1,000 lines, ${runs} runs (grand total ${grandTotal} paise)`);
  // Baseline: the fastest run of the same input, i.e. what the engine costs with no GC or neighbour in the way.
  const fastest = { name: 'fastest run', value: times[0] ?? Number.NaN, unit: 'ms' };
  recordFigure({ name: 'engine, 1,000 lines, median', value: median, unit: 'ms', target: `< ${TARGET_MS}`, met: median < TARGET_MS, baseline: fastest });
  recordFigure({ name: 'engine, 1,000 lines, p95', value: p95, unit: 'ms', target: `< ${TARGET_MS}`, met: p95 < TARGET_MS, baseline: fastest });
}
