// Lambda bundles (issue 14): each served area's bundle, freshly built, its size and its module init
// time: what a cold start pays to evaluate index.mjs (and the AWS SDK clients it imports from the
// runtime) before the first request. Targets: ≤ 1 MB and ≤ 150 ms.
//   - size: index.mjs alone. Data files shipped beside it (the catalogue's HSN master, read on the
//     first code search) are printed for information.
//   - init: a fresh node process imports the AWS SDK packages the bundle names, then index.mjs;
//     both are timed (median of INIT_RUNS). The baseline is a process that imports only the
//     DynamoDB client and its document layer, the floor every area pays.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleAreas, bundleDir } from '../../functions/scripts/bundle.js';
import { recordFigure } from './support/figures.js';

const SIZE_TARGET_KB = 1024;
const INIT_TARGET_MS = 150;
const INIT_RUNS = 3;

/**
 * A cold start, timed inside a fresh node process: first the AWS SDK packages the bundle imports
 * (the runtime's, loaded from disk all the same), then the bundle itself. Median of INIT_RUNS by
 * total; `sdk` and `own` split that run's time.
 */
function coldStart(bundle: string | null, sdkPackages: string[], fromDir: string): { total: number; sdk: number; own: number } {
  const script = [
    'const started = performance.now();',
    `await Promise.all(${JSON.stringify(sdkPackages)}.map((specifier) => import(specifier)));`,
    'const sdkDone = performance.now();',
    bundle ? `await import(${JSON.stringify(pathToFileURL(bundle).href)});` : '',
    'const done = performance.now();',
    'process.stdout.write(JSON.stringify({ total: done - started, sdk: sdkDone - started, own: done - sdkDone }));',
  ].join('\n');
  const runs: Array<{ total: number; sdk: number; own: number }> = [];
  for (let run = 0; run < INIT_RUNS; run++) {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fromDir, env: { ...process.env, NODE_OPTIONS: '' } });
    runs.push(JSON.parse(output.toString()) as { total: number; sdk: number; own: number });
  }
  return runs.sort((a, b) => a.total - b.total)[Math.floor(runs.length / 2)] as { total: number; sdk: number; own: number };
}

/** The AWS SDK packages a bundle imports (they stay external: the Lambda runtime provides them). */
function sdkPackagesOf(file: string): string[] {
  return [...new Set([...readFileSync(file, 'utf8').matchAll(/from\s*"(@aws-sdk\/[\w-]+)"/g)].map((match) => match[1] as string))].sort();
}

const kb = (bytes: number) => bytes / 1024;

export async function run(): Promise<void> {
  const built = await bundleAreas();
  const functionsDir = path.resolve('functions');
  const floor = coldStart(null, ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'], functionsDir).total;
  const baseline = { name: 'DynamoDB client import alone', value: floor, unit: 'ms' };
  for (const { area, file, bytes } of built) {
    recordFigure({ name: `${area} bundle size`, value: kb(bytes), unit: 'KB', target: `≤ ${SIZE_TARGET_KB}`, met: kb(bytes) <= SIZE_TARGET_KB });
    for (const name of readdirSync(bundleDir(area)).filter((entry) => !entry.startsWith('index.mjs'))) {
      recordFigure({ name: `${area}: ${name} beside the bundle`, value: kb(statSync(path.join(bundleDir(area), name)).size), unit: 'KB' });
    }
    const sdk = sdkPackagesOf(file);
    const init = coldStart(file, sdk, functionsDir);
    console.log(`    ${area} imports ${sdk.join(', ')}`);
    recordFigure({ name: `${area} module init`, value: init.total, unit: 'ms', target: `≤ ${INIT_TARGET_MS}`, met: init.total <= INIT_TARGET_MS, baseline });
    recordFigure({ name: `${area} init: SDK packages`, value: init.sdk, unit: 'ms' });
    recordFigure({ name: `${area} init: own code after them`, value: init.own, unit: 'ms' });
  }
}
