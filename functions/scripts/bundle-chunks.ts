// What a bundle directory (functions/dist/<area>) holds, as a cold start sees it. The bundles are
// split (bundle.ts): index.mjs imports some chunks statically, and those are loaded before the
// first request; the rest are imported with import() on first use (the AWS SDK clients of the
// blob, SMS and identity adapters, exceljs). The bench and the infra tests read the split here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// esbuild writes a static import as `import{a as b}from"./chunk-X.mjs"` or `import"./chunk-X.mjs"`;
// a dynamic one as `import("./chunk-X.mjs")`, which this does not match.
const STATIC_IMPORT = /\bimport\s*(?:\{[^}]*\}\s*from\s*|[\w$]+\s*from\s*|\*\s*as\s*[\w$]+\s*from\s*)?"\.\/([^"]+\.mjs)"/g;

/** index.mjs and every chunk it imports statically, directly or through another chunk. */
export function startupFiles(dir: string): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const [, imported] of readFileSync(path.join(dir, name), 'utf8').matchAll(STATIC_IMPORT)) visit(imported as string);
  };
  visit('index.mjs');
  return [...found];
}

/** The chunks beside index.mjs that only a request loads (import() on first use). */
export function onFirstUseFiles(dir: string): string[] {
  const startup = new Set(startupFiles(dir));
  return readdirSync(dir).filter((name) => name.endsWith('.mjs') && !startup.has(name)).sort();
}

export const totalBytes = (dir: string, names: string[]) => names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
