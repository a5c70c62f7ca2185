// The GST HSN/SAC master: the GST portal's HSN_SAC.xlsx as cleaned JSON (22,104 rows of
// {code, description, kind}, codes as strings with their leading zeros).
//
// It is a data file read on the first code search, not a module of the bundle: the catalogue
// Lambda's code stays small and its cold start does not evaluate a 2 MB array (item routes never
// pay for it). See master-file.ts for where it lives.
import { readFile } from 'node:fs/promises';
import type { MasterRow } from './code-index.js';
import { HSN_MASTER_FILE } from './master-file.js';

export async function loadMaster(): Promise<readonly MasterRow[]> {
  return JSON.parse(await readFile(HSN_MASTER_FILE, 'utf8')) as MasterRow[];
}
