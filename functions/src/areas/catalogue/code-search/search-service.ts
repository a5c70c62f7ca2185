// The code search as the handler calls it: the index is built on the first query and kept for
// the life of the container (a warm Lambda answers from memory).
import { type CodeIndex, type CodeKind, type MasterRow, buildCodeIndex } from './code-index.js';
import { loadMaster } from './master.js';
import { MAX_RESULTS, searchCodes } from './rank.js';

let building: Promise<CodeIndex> | undefined;

/** The index of the master, built once; a failed build is retried by the next call. */
export function codeIndex(): Promise<CodeIndex> {
  building ??= loadMaster()
    .then(buildCodeIndex)
    .catch((error: unknown) => {
      building = undefined;
      throw error;
    });
  return building;
}

/** Up to MAX_RESULTS rows of the kind ('hsn' or 'sac') matching the query, best first. */
export async function searchCodeMaster(query: string, type: 'hsn' | 'sac'): Promise<MasterRow[]> {
  const kind: CodeKind = type === 'hsn' ? 'HSN' : 'SAC';
  return searchCodes(await codeIndex(), query, kind, MAX_RESULTS);
}
