// The Lambda bundles (functions/scripts/bundle.ts): one per served area, ESM with a require shim,
// the AWS SDK inside, split so that a cold start loads only what every request needs, and nothing
// local-only inside.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack, type App } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { onFirstUseFiles, startupFiles } from '../../functions/scripts/bundle-chunks.js';
import { assertNoLocalOnlyInputs, bundleDir } from '../../functions/scripts/bundle.js';
import { SERVED_AREAS } from '../../functions/src/areas/index.js';
import { ensureBundles, fakeSiteDir, synthesize } from './synth.js';

beforeAll(async () => {
  await ensureBundles();
}, 60_000);

const codeOf = (area: string, files: string[]) => files.map((name) => readFileSync(path.join(bundleDir(area), name), 'utf8')).join('\n');
const modulesOf = (area: string) => readdirSync(bundleDir(area)).filter((name) => name.endsWith('.mjs'));

test.each(SERVED_AREAS)('the %s bundle is ESM with a require shim, the SDK inside and linked source maps', (area) => {
  for (const name of modulesOf(area)) {
    const code = readFileSync(path.join(bundleDir(area), name), 'utf8');
    expect({ name, shim: code.startsWith("import { createRequire as __bahiCreateRequire } from 'node:module';") }).toEqual({ name, shim: true });
    expect({ name, sdkFromRuntime: /from\s*"@aws-sdk\//.test(code), local: /dynalite|local-server/.test(code) }).toEqual({ name, sdkFromRuntime: false, local: false });
    expect(code.trimEnd().endsWith(`//# sourceMappingURL=${name}.map`)).toBe(true);
  }
  const map = JSON.parse(readFileSync(path.join(bundleDir(area), 'index.mjs.map'), 'utf8')) as { sources: string[] };
  expect(map.sources.some((source) => source.includes(`src/areas/${area}/handlers.ts`))).toBe(true);
});

// Each client names its service's protocol in its code; exceljs names a workbook's main part.
const DYNAMODB = 'DynamoDB_20120810';
const LOADED_ON_FIRST_USE = { s3: 'AmazonS3', sns: 'AmazonSimpleNotificationService', cognito: 'AWSCognitoIdentityProviderService', exceljs: 'xl/workbook.xml' };

test.each(SERVED_AREAS)('a cold start of %s loads the DynamoDB client, and the S3, SNS and Cognito clients and exceljs only on first use', (area) => {
  const startup = codeOf(area, startupFiles(bundleDir(area)));
  const later = codeOf(area, onFirstUseFiles(bundleDir(area)));
  expect(startup).toContain(DYNAMODB);
  for (const [name, marker] of Object.entries(LOADED_ON_FIRST_USE)) {
    expect({ name, atStartup: startup.includes(marker) }).toEqual({ name, atStartup: false });
  }
  for (const name of ['s3', 'sns', 'cognito'] as const) expect({ name, later: later.includes(LOADED_ON_FIRST_USE[name]) }).toEqual({ name, later: true });
  expect(later.includes(LOADED_ON_FIRST_USE.exceljs)).toBe(area === 'catalogue' || area === 'returns');
});

test.each(SERVED_AREAS)('the %s bundle builds only the zod schemas of its own routes at start-up', (area) => {
  const startup = codeOf(area, startupFiles(bundleDir(area)));
  // Two route paths no other area serves: one of sales, one of settings.
  expect(startup.includes('/api/account/invoice/existing/deleteitem')).toBe(area === 'sales');
  expect(startup.includes('/api/users/inviteuser/editdata')).toBe(area === 'settings');
});

/** A static or dynamic import of a file beside the module, or a data file read beside it (`new URL('./x', import.meta.url)`). */
const LOADS_BESIDE = /(?:from\s*|import\s*\(?\s*|new URL\()"\.\/([\w.-]+)"/g;

test('each Lambda ships every module and data file its bundle loads, statically, on first use or at run time', () => {
  const { stack, template } = synthesize({ webAssetsDir: fakeSiteDir() });
  const assembly = (stack.node.root as App).outdir;
  const resources = template.toJSON().Resources as Record<string, { Properties: { Code: { S3Key: string } } }>;
  for (const area of SERVED_AREAS) {
    const fn = stack.api.functions.get(area);
    if (!fn) throw new Error(`no Lambda for ${area}`);
    const code = resources[Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties.Code.S3Key as string;
    const staged = path.join(assembly, `asset.${code.replace(/\.zip$/, '')}`);
    const shipped = readdirSync(staged);
    expect(shipped).toContain('index.mjs');
    const loaded = shipped
      .filter((name) => name.endsWith('.mjs'))
      .flatMap((name) => [...readFileSync(path.join(staged, name), 'utf8').matchAll(LOADS_BESIDE)].map((found) => found[1] as string));
    expect({ area, missing: [...new Set(loaded)].filter((name) => !shipped.includes(name)) }).toEqual({ area, missing: [] });
  }
}, 60_000);

test('the catalogue ships the HSN master beside its bundle, read at run time, not inside it', () => {
  const dir = bundleDir('catalogue');
  const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
  expect(code).toContain('new URL("./hsn-sac.json",import.meta.url)');
  // A description of the master's first rows would be in the code if the JSON were bundled.
  expect(code).not.toContain('LIVE HORSES, ASSES, MULES AND HINNIES');
  expect(readFileSync(path.join(dir, 'hsn-sac.json'))).toEqual(readFileSync(path.join('functions', 'data', 'hsn-sac.json')));
  for (const area of SERVED_AREAS.filter((other) => other !== 'catalogue')) {
    expect({ area, master: existsSync(path.join(bundleDir(area), 'hsn-sac.json')) }).toEqual({ area, master: false });
  }
});

test('a bundle that reaches the local server or dynalite is refused', () => {
  const input = { bytes: 1, imports: [] };
  expect(() => assertNoLocalOnlyInputs('access', { inputs: { 'src/local/local-server.ts': input }, outputs: {} })).toThrow(/local-only/);
  expect(() => assertNoLocalOnlyInputs('access', { inputs: { '../node_modules/dynalite/index.js': input }, outputs: {} })).toThrow(/local-only/);
  expect(() => assertNoLocalOnlyInputs('access', { inputs: { 'src/areas/access/handlers.ts': input }, outputs: {} })).not.toThrow();
});
