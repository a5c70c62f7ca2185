// `npm run bench`: runs every tests/bench/*.bench.ts module's `run()` in turn. Each prints its own
// figures through support/figures.ts (they are measurements, not pass/fail checks; targets are
// stated next to the numbers); the run ends with a table of every target, met or missed, and
// writes all figures to bench-results.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recordedFigures, startBench, summaryTable } from './support/figures.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<void> };
  const name = file.replace('.bench.ts', '');
  console.log(`\n## ${name}`);
  startBench(name);
  await mod.run();
}
const out = join(here, '..', '..', 'bench-results.json');
writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), figures: recordedFigures() }, null, 2)}\n`);
console.log(`\n## summary (every figure with a target)\n${summaryTable()}`);
console.log(`\nfigures written to bench-results.json`);
