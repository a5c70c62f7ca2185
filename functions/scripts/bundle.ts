// Builds one Lambda bundle per served feature area: functions/dist/<area>/index.mjs (+ .map).
// Run with `npm run build -w functions` (tsx, cwd functions/); infra's tests call bundleAreas()
// directly when a bundle is missing.
//
// Each entry is generated here (esbuild stdin), so there are no hand-written per-area entry files:
// it imports only its own area's handlers, the env-driven ports and the Lambda factory. The AWS SDK
// v3 stays external (the NODEJS_22_X runtime provides it); the local-only modules (dynalite, the
// local server) must not be reachable from an entry, and the build fails if one is.
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { SERVED_AREAS, type ServedArea } from '../src/areas/index.js';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle of an area is written (infra's Code.fromAsset points here). */
export function bundleDir(area: string): string {
  return path.join(FUNCTIONS_DIR, 'dist', area);
}

/** Inputs that may only run on a laptop: reaching one from a Lambda entry fails the build. */
const LOCAL_ONLY_DIR = path.join(FUNCTIONS_DIR, 'src', 'local') + path.sep;
const LOCAL_ONLY_PACKAGES = /[\\/]node_modules[\\/](dynalite|classic-level|level[-\w]*|memdown)[\\/]/;

// ESM bundles of CommonJS dependencies call require() for Node built-ins; ESM has none. Aliased
// import so it cannot clash with a bundled module's own `createRequire`.
const BANNER = [
  "import { createRequire as __bahiCreateRequire } from 'node:module';",
  'const require = __bahiCreateRequire(import.meta.url);',
].join('\n');

// zod 4's `z` namespace re-exports every message locale (~40 languages, about 40% of a bundle);
// tree shaking cannot drop them from a namespace object. Bahi's messages are its own (English,
// shared/src/api/messages.ts) and zod's default English locale is imported by zod directly, so
// the locales index is swapped for one that holds English only.
const englishOnlyZodLocales: Plugin = {
  name: 'zod-english-only-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: path.resolve(args.resolveDir, '../locales/index.js'), namespace: 'zod-locales' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * Data files a bundle reads at run time, shipped beside its index.mjs (infra packs the whole
 * directory): the module naming each file's place is swapped for one naming the bundle's copy.
 */
const DATA_FILES: ReadonlyArray<{ module: RegExp; source: string; name: string; exportName: string }> = [
  { module: /[\\/]code-search[\\/]master-file\.ts$/, source: path.join(FUNCTIONS_DIR, 'data', 'hsn-sac.json'), name: 'hsn-sac.json', exportName: 'HSN_MASTER_FILE' },
];

export const dataFilesBesideBundle: Plugin = {
  name: 'data-files-beside-bundle',
  setup(build) {
    for (const { module, name, exportName } of DATA_FILES) {
      build.onLoad({ filter: module }, () => ({
        contents: `export const ${exportName} = new URL(${JSON.stringify(`./${name}`)}, import.meta.url);`,
        loader: 'js',
      }));
    }
  },
};

/** Copies the data files a build reached (its metafile says) into `dir`, beside its output. */
export async function copyDataFiles(metafile: Metafile, dir: string): Promise<void> {
  const inputs = Object.keys(metafile.inputs);
  for (const { module, source, name } of DATA_FILES) {
    if (inputs.some((input) => module.test(input))) await copyFile(source, path.join(dir, name));
  }
}

const SHARED_SRC = path.resolve(FUNCTIONS_DIR, '..', 'shared', 'src') + path.sep;
const ROUTE_GROUPS_DIR = path.join(SHARED_SRC, 'api', 'routes');

const isRouteGroup = (value: unknown): value is Record<string, { area?: unknown; path?: unknown }> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((route) => typeof route === 'object' && route !== null && typeof route.area === 'string' && typeof route.path === 'string');

/**
 * The route groups (the `…Routes` exports of shared/src/api/routes/*.ts) holding at least one of the
 * area's routes, read from the modules themselves at build time. The entry imports these instead
 * of the joined manifest, so a bundle builds only its own routes' zod schemas at start-up, not
 * the whole manifest's (which cost most of a cold start's own code).
 */
async function routeGroupsOf(area: ServedArea): Promise<Array<{ file: string; name: string }>> {
  const groups: Array<{ file: string; name: string }> = [];
  for (const file of (await readdir(ROUTE_GROUPS_DIR)).filter((name) => name.endsWith('.ts')).sort()) {
    const exports = (await import(pathToFileURL(path.join(ROUTE_GROUPS_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isRouteGroup(value) && Object.values(value).some((route) => route.area === area)) groups.push({ file, name });
    }
  }
  if (groups.length === 0) throw new Error(`No route group holds a route of the ${area} area`);
  return groups;
}

/**
 * Lambdas that serve no route, by bundle name: the settler the table's stream invokes with the
 * writes of documents that owe derived work (streams/settle-owed-work.ts).
 */
const EVENT_ENTRIES = {
  settle: [
    "import { getPorts } from './src/config/ports-from-env.js';",
    "import { createSettleLambda } from './src/streams/settle-owed-work.js';",
    'export const handler = createSettleLambda(getPorts);',
  ],
} as const;
export type EventBundle = keyof typeof EVENT_ENTRIES;
export const EVENT_BUNDLES = Object.keys(EVENT_ENTRIES) as EventBundle[];
/** What functions/dist holds: one bundle per served area and one per event Lambda. */
export type BundleName = ServedArea | EventBundle;
const isEventBundle = (name: BundleName): name is EventBundle => name in EVENT_ENTRIES;

async function entrySource(area: BundleName): Promise<string> {
  if (isEventBundle(area)) return EVENT_ENTRIES[area].join('\n');
  const groups = await routeGroupsOf(area);
  return [
    `import { handlers } from './src/areas/${area}/handlers.js';`,
    "import { getPorts } from './src/config/ports-from-env.js';",
    "import { createAreaLambda } from './src/http/area-lambda.js';",
    ...groups.map(({ file, name }) => `import { ${name} } from ${JSON.stringify(`../shared/src/api/routes/${file}`)};`),
    `export const handler = createAreaLambda(${JSON.stringify(area)}, handlers, getPorts, { ${groups.map(({ name }) => `...${name}`).join(', ')} });`,
  ].join('\n');
}

/**
 * shared/ has no module imported for its side effects, so a module of it none of whose exports a
 * bundle uses is left out (as `"sideEffects": false` in a package.json would, for the Lambda
 * bundles only): the barrel index re-exports the whole manifest, which must not come with it.
 */
const sharedWithoutSideEffects: Plugin = {
  name: 'shared-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.kind === 'entry-point') return undefined;
      // Only imports that can land in shared/ are resolved twice: the package, and paths from or into it.
      if (!args.path.startsWith('@bahi/shared') && !args.importer.startsWith(SHARED_SRC) && !args.path.includes('shared/src/')) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(SHARED_SRC)) return undefined;
      return { ...resolved, sideEffects: false };
    });
  },
};

/** How an area's entry is resolved and bundled: the same for the Lambda bundle and for areaSourceFiles. */
async function entryBuildOptions(area: BundleName) {
  return {
    absWorkingDir: FUNCTIONS_DIR,
    stdin: { contents: await entrySource(area), resolveDir: FUNCTIONS_DIR, sourcefile: `${area}-entry.ts`, loader: 'ts' as const },
    bundle: true,
    splitting: true,
    entryNames: 'index',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node' as const,
    target: 'node22',
    format: 'esm' as const,
    mainFields: ['module', 'main'],
    // 'module' (the ESM build meant for bundlers) comes first in the exports of @smithy/core and
    // @aws-sdk/core; without it their 'node' CommonJS build is taken whole and nothing is shaken.
    conditions: ['module', 'import', 'node'],
    metafile: true as const,
    plugins: [englishOnlyZodLocales, dataFilesBesideBundle, sharedWithoutSideEffects],
  };
}

/**
 * An area's Lambda code as readable (unminified) text, its chunks joined, tree-shaken as the real
 * bundle is: only what the area's routes can reach. Infra's tests read it to check each Lambda's
 * permissions against the calls its code makes on the ports; the AWS SDK is left out of it (its
 * own code has calls that read like them, such as S3 Express's `identity.then(`).
 */
export async function areaBundleText(area: ServedArea): Promise<string> {
  const { outputFiles } = await build({
    ...(await entryBuildOptions(area)),
    external: ['@aws-sdk/*'],
    outdir: bundleDir(area),
    write: false,
    treeShaking: true,
    logLevel: 'silent',
  });
  return outputFiles.map((file) => file.text).join('\n');
}

export interface BundleResult {
  area: BundleName;
  file: string;
  bytes: number;
  mapBytes: number;
}

export function assertNoLocalOnlyInputs(area: string, metafile: Metafile): void {
  // Metafile inputs are relative to absWorkingDir (FUNCTIONS_DIR); plugin namespaces prefix theirs.
  const reached = Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.resolve(FUNCTIONS_DIR, input))
    .filter((file) => file.startsWith(LOCAL_ONLY_DIR) || LOCAL_ONLY_PACKAGES.test(file));
  if (reached.length > 0) {
    throw new Error(`The ${area} bundle reaches local-only modules:\n  ${reached.join('\n  ')}`);
  }
}

export interface BundleOptions {
  /**
   * false: keep a bundle that appeared meanwhile instead of swapping it (parallel test workers
   * building missing bundles at once then never replace one another's while it is being read).
   */
  replace?: boolean;
}

export async function bundleArea(area: BundleName, { replace = true }: BundleOptions = {}): Promise<BundleResult> {
  // Built beside its final place and moved in with rename, so a reader (a test worker staging
  // the asset) never sees a half-written bundle.
  const outdir = bundleDir(area);
  const building = `${outdir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const result = await build({
    ...(await entryBuildOptions(area)),
    outdir: building,
    minify: true,
    keepNames: true,
    treeShaking: true,
    // 'linked': a separate .map file plus the sourceMappingURL comment that Node's
    // --enable-source-maps needs to find it ('external' would omit the comment).
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    banner: { js: BANNER },
    logLevel: 'warning',
  });
  try {
    assertNoLocalOnlyInputs(area, result.metafile);
    await copyDataFiles(result.metafile, building);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  await mkdir(path.dirname(outdir), { recursive: true });
  const previous = `${outdir}.previous-${process.pid}`;
  if (replace) await rename(outdir, previous).catch(() => undefined);
  try {
    await rename(building, outdir);
  } catch (error) {
    // Without replace, a bundle that another process moved in first wins.
    if (replace || !['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await rm(building, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }

  const file = path.join(outdir, 'index.mjs');
  return { area, file, bytes: (await stat(file)).size, mapBytes: (await stat(`${file}.map`)).size };
}

/** Bundles every served area and event Lambda (or the given ones), one after another; returns their sizes. */
export async function bundleAreas(areas: readonly BundleName[] = [...SERVED_AREAS, ...EVENT_BUNDLES], options: BundleOptions = {}): Promise<BundleResult[]> {
  const results: BundleResult[] = [];
  for (const area of areas) results.push(await bundleArea(area, options));
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const started = Date.now();
  const results = await bundleAreas();
  for (const { area, file, bytes, mapBytes } of results) {
    console.log(`${area.padEnd(12)} ${kb(bytes).padStart(10)}  (map ${kb(mapBytes)})  ${path.relative(process.cwd(), file)}`);
  }
  console.log(`${results.length} bundle(s) in ${Date.now() - started} ms`);
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
