// The Lambda bundles (functions/scripts/bundle.ts): one per served area, ESM with a require shim,
// the AWS SDK left to the runtime, and nothing local-only inside.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertNoLocalOnlyInputs, bundleDir } from '../../functions/scripts/bundle.js';
import { SERVED_AREAS } from '../../functions/src/areas/index.js';
import { ensureBundles } from './synth.js';

beforeAll(async () => {
  await ensureBundles();
}, 60_000);

test.each(SERVED_AREAS)('the %s bundle is ESM with a require shim, an external SDK and a linked source map', (area) => {
  const code = readFileSync(path.join(bundleDir(area), 'index.mjs'), 'utf8');
  expect(code.startsWith("import { createRequire as __bahiCreateRequire } from 'node:module';")).toBe(true);
  expect(code).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
  expect(code).not.toMatch(/dynalite|local-server/);
  expect(code.trimEnd().endsWith('//# sourceMappingURL=index.mjs.map')).toBe(true);
  const map = JSON.parse(readFileSync(path.join(bundleDir(area), 'index.mjs.map'), 'utf8')) as { sources: string[] };
  expect(map.sources.some((source) => source.includes(`src/areas/${area}/handlers.ts`))).toBe(true);
});

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
