// GST returns (issue 13): GSTR-1 for one month of 100,000 invoices (300,000 lines), generated in a
// process of its own (support/returns-month.ts) so its peak memory is the generation's alone:
//   - time to decode the stored items, map them, fold them into the return and the pre-filing
//     check, and cut the upload files. Target ≤ 10 s.
//   - the process's peak resident memory. Target ≤ 512 MB (a Lambda of 512 MB).
// The month is read from the table page by page in the product (store/documents.ts
// documentPagesByDate); the bench feeds the same pages from memory, as dynalite would take most
// of an hour to hold 100,000 invoices.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { recordFigure } from './support/figures.js';

export async function run(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./support/returns-month.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the returns process ended with ${code}`);
  const result = JSON.parse(output) as { seconds: number; peakRssMb: number; files: number; bytes: number; problems: number };
  recordFigure({ name: 'GSTR-1, 100,000 invoices: time', value: result.seconds, unit: 's', target: '≤ 10', met: result.seconds <= 10 });
  recordFigure({ name: 'GSTR-1, 100,000 invoices: peak memory', value: result.peakRssMb, unit: 'MB', target: '≤ 512', met: result.peakRssMb <= 512 });
  recordFigure({ name: 'GSTR-1 upload files (≤ 4.7 MiB each)', value: result.files, unit: 'files' });
  recordFigure({ name: 'GSTR-1 upload size', value: result.bytes / (1024 * 1024), unit: 'MiB' });
}
