// Lambda bundles (issue 14): each served area's bundle, freshly built, measured as a cold start
// pays for it. Targets: ≤ 1 MB of start-up code and ≤ 150 ms of module init.
//   - Bundles are split (functions/scripts/bundle.ts): index.mjs and the chunks it imports
//     statically are the start-up code, loaded before the first request; the other chunks are
//     imported on first use (the S3, SNS and Cognito clients, exceljs, jszip, the SDK's credential
//     providers). The AWS SDK is inside the bundle, not the runtime's copy.
//   - size: the start-up code, index.mjs and its static chunks together. The chunks loaded on first
//     use and data files shipped beside the bundle (the catalogue's HSN master, read on the first
//     code search) are printed for information.
//   - init: a fresh node process, with the NODE_OPTIONS the Lambda runs with (source maps on),
//     imports index.mjs: wall time to the handler being ready, median of INIT_RUNS, and the
//     process's CPU time in that run (less disturbed by other work on a shared machine).
//   - first use: the same process then imports every chunk left, the most that code loaded on
//     first use can add to the requests after a cold start (a worst case: no one request loads
//     them all, and a Lambda never uses the SSO or STS credential providers among them).
//   - first request of a document save route: its zod body is built then, not at init
//     (shared/src/api/routes/document-route-factories.ts); timed here in this process, by route,
//     the slowest printed.
//   The baseline is a process that imports the DynamoDB client and its document layer from
//   node_modules, as a bundle that left the SDK to the runtime paid before its own code.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onFirstUseFiles, startupFiles, totalBytes } from '../../functions/scripts/bundle-chunks.js';
import { bundleAreas, bundleDir } from '../../functions/scripts/bundle.js';
import { LAMBDA_NODE_OPTIONS } from '../../infra/lib/lambda-runtime.js';
import { routeList } from '@bahi/shared';
import { recordFigure } from './support/figures.js';

const SIZE_TARGET_KB = 1024;
const INIT_TARGET_MS = 150;
const INIT_RUNS = 5;

interface ColdStart {
  /** Wall time of importing the start-up modules. */
  init: number;
  /** CPU time (user + system) the process spent on them. */
  initCpu: number;
  /** Wall time of then importing every chunk loaded on first use. */
  firstUse: number;
}

/** Fresh node processes importing `startup` and then `later` (absolute files or package names); median of INIT_RUNS by init. */
function coldStart(startup: string[], later: string[], fromDir: string): ColdStart {
  const specifiers = (files: string[]) => JSON.stringify(files.map((file) => (path.isAbsolute(file) ? pathToFileURL(file).href : file)));
  const script = [
    'const started = performance.now();',
    'const cpu = process.cpuUsage();',
    `for (const specifier of ${specifiers(startup)}) await import(specifier);`,
    'const ready = performance.now();',
    'const used = process.cpuUsage(cpu);',
    `await Promise.all(${specifiers(later)}.map((specifier) => import(specifier)));`,
    'const done = performance.now();',
    'process.stdout.write(JSON.stringify({ init: ready - started, initCpu: (used.user + used.system) / 1000, firstUse: done - ready }));',
  ].join('\n');
  const runs: ColdStart[] = [];
  for (let run = 0; run < INIT_RUNS; run++) {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fromDir, env: { ...process.env, NODE_OPTIONS: LAMBDA_NODE_OPTIONS } });
    runs.push(JSON.parse(output.toString()) as ColdStart);
  }
  return runs.sort((a, b) => a.init - b.init)[Math.floor(runs.length / 2)] as ColdStart;
}

const kb = (bytes: number) => bytes / 1024;

/** The slowest first read of a route's body by area, where reading it builds the schema (a getter). */
function bodyBuiltOnFirstRequest(): Map<string, number> {
  const slowest = new Map<string, number>();
  for (const { route } of routeList) {
    if (typeof Object.getOwnPropertyDescriptor(route, 'body')?.get !== 'function') continue;
    const started = performance.now();
    void route.body;
    slowest.set(route.area, Math.max(slowest.get(route.area) ?? 0, performance.now() - started));
  }
  return slowest;
}

export async function run(): Promise<void> {
  const built = await bundleAreas();
  const functionsDir = path.resolve('functions');
  const floor = coldStart(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'], [], functionsDir).init;
  const baseline = { name: 'DynamoDB client from node_modules alone', value: floor, unit: 'ms' };
  const bodyBuilt = bodyBuiltOnFirstRequest();
  for (const { area } of built) {
    const dir = bundleDir(area);
    const startup = startupFiles(dir);
    const later = onFirstUseFiles(dir);
    const startupKb = kb(totalBytes(dir, startup));
    recordFigure({ name: `${area} start-up code (${startup.length} files)`, value: startupKb, unit: 'KB', target: `≤ ${SIZE_TARGET_KB}`, met: startupKb <= SIZE_TARGET_KB });
    recordFigure({ name: `${area}: ${later.length} chunks loaded on first use`, value: kb(totalBytes(dir, later)), unit: 'KB' });
    for (const name of readdirSync(dir).filter((entry) => !entry.endsWith('.mjs') && !entry.endsWith('.mjs.map'))) {
      recordFigure({ name: `${area}: ${name} beside the bundle`, value: kb(statSync(path.join(dir, name)).size), unit: 'KB' });
    }
    const cold = coldStart([path.join(dir, 'index.mjs')], later.map((name) => path.join(dir, name)), functionsDir);
    recordFigure({ name: `${area} module init`, value: cold.init, unit: 'ms', target: `≤ ${INIT_TARGET_MS}`, met: cold.init <= INIT_TARGET_MS, baseline });
    recordFigure({ name: `${area} init: CPU time`, value: cold.initCpu, unit: 'ms' });
    recordFigure({ name: `${area} first use of every lazy chunk`, value: cold.firstUse, unit: 'ms' });
    const bodyMs = bodyBuilt.get(area);
    if (bodyMs !== undefined) recordFigure({ name: `${area} first save request: its body schema`, value: bodyMs, unit: 'ms' });
  }
}
