// Where the stack finds the build outputs it ships, relative to this file (not the cwd), so the
// CDK CLI, tsx and jest all agree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** functions/scripts/bundle.ts writes each area's Lambda bundle here. */
export function areaBundleDir(area: string): string {
  return path.join(REPO_ROOT, 'functions', 'dist', area);
}

/** `npm run build:web` (vite) writes the site here. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');
