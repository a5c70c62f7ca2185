// `npm run bench`: runs every tests/bench/*.bench.ts module's `run()` in turn. Each prints its own
// figures (they are measurements, not pass/fail checks; targets are stated next to the numbers).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<void> };
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  await mod.run();
}
