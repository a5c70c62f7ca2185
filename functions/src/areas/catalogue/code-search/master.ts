// The GST HSN/SAC master: functions/data/hsn-sac.json, the GST portal's HSN_SAC.xlsx as cleaned
// JSON (22,104 rows of {code, description, kind}, codes as strings with their leading zeros).
//
// A dynamic import with a literal path: esbuild still bundles the JSON into the catalogue Lambda,
// but as a lazily evaluated module, so the 2 MB array is built on the first code search rather
// than on every catalogue cold start (item routes never pay for it). tsx and jest load it too.
import type { MasterRow } from './code-index.js';

export async function loadMaster(): Promise<readonly MasterRow[]> {
  const { default: rows } = await import('../../../../data/hsn-sac.json', { with: { type: 'json' } });
  return rows as readonly MasterRow[];
}
