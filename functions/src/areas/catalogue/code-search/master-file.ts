// Where the HSN/SAC master is read from. In the repository (local server, tsx, jest) it is
// functions/data/hsn-sac.json; the catalogue Lambda's bundle ships it as a data file beside
// index.mjs, and functions/scripts/bundle.ts swaps this module for one naming that place.
export const HSN_MASTER_FILE = new URL('../../../../data/hsn-sac.json', import.meta.url);
