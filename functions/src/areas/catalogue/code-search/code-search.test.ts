// The HSN/SAC search over the real master (functions/data/hsn-sac.json).
import { type CodeIndex, type CodeKind, type MasterRow, buildCodeIndex } from './code-index.js';
import { loadMaster } from './master.js';
import { MAX_RESULTS, searchCodes } from './rank.js';
import { searchCodeMaster } from './search-service.js';
import { words } from './tokenise.js';

let master: readonly MasterRow[];
let index: CodeIndex;
const codes = (query: string, kind: CodeKind) => searchCodes(index, query, kind).map((row) => row.code);

beforeAll(async () => {
  master = await loadMaster();
  index = buildCodeIndex(master);
});

describe('the master', () => {
  it('holds 22,104 rows, 21,424 HSN and 680 SAC, codes as strings', () => {
    expect(master).toHaveLength(22_104);
    expect(master.filter((row) => row.kind === 'HSN')).toHaveLength(21_424);
    expect(master.filter((row) => row.kind === 'SAC')).toHaveLength(680);
    expect(master.every((row) => typeof row.code === 'string' && /^\d{2,8}$/.test(row.code))).toBe(true);
  });

  it('is indexed per kind in code order', () => {
    expect(index.HSN.rows).toHaveLength(21_424);
    expect(index.SAC.rows).toHaveLength(680);
    const hsnCodes = index.HSN.rows.map((row) => row.code);
    expect(hsnCodes).toEqual([...hsnCodes].sort());
    expect(index.HSN.codeLengths.map((group) => group.length)).toEqual([2, 4, 6, 8]);
  });
});

describe('code search', () => {
  it('puts the exact code first, then its sub-headings, then its tariff lines', () => {
    const found = codes('8471', 'HSN');
    expect(found[0]).toBe('8471');
    expect(found).toHaveLength(MAX_RESULTS);
    expect(found.every((code) => code.startsWith('8471'))).toBe(true);
    const lengths = found.map((code) => code.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(found.slice(1, 4)).toEqual(['847130', '847141', '847149']);
    expect(found).toContain('84713010');
  });

  it('orders codes of one length by code', () => {
    const sixDigit = codes('8471', 'HSN').filter((code) => code.length === 6);
    expect(sixDigit).toEqual([...sixDigit].sort());
  });

  it('keeps leading zeros', () => {
    const found = codes('0101', 'HSN');
    expect(found[0]).toBe('0101');
    expect(found.every((code) => code.startsWith('0101'))).toBe(true);
    expect(searchCodes(index, '0101', 'HSN')[0]?.description).toBe('LIVE HORSES, ASSES, MULES AND HINNIES.');
  });

  it('restores a leading zero a spreadsheet dropped when nothing else matches', () => {
    expect(codes('101', 'HSN')[0]).toBe('0101');
  });

  it('strips spaces and dots from a code', () => {
    expect(codes('8471 30', 'HSN')).toEqual(['847130', '84713010', '84713090']);
    expect(codes('8471.30.10', 'HSN')).toEqual(['84713010']);
  });

  it('lists chapters first for a one-digit prefix', () => {
    expect(codes('0', 'HSN').slice(0, 3)).toEqual(['01', '02', '03']);
  });

  it('finds nothing for an unknown or over-long code', () => {
    expect(codes('123456789', 'HSN')).toEqual([]);
    expect(codes('00', 'HSN')).toEqual([]);
  });

  it('finds SAC codes: 9954 is construction services', () => {
    const found = searchCodes(index, '9954', 'SAC');
    expect(found[0]).toEqual({ code: '9954', description: 'Construction services', kind: 'SAC' });
    expect(found.slice(1).every((row) => row.code.startsWith('9954') && row.code.length === 6)).toBe(true);
  });
});

describe('word search', () => {
  it("finds portable computers (8471 30) for 'portable automatic data processing'", () => {
    expect(codes('portable automatic data processing', 'HSN')[0]).toBe('847130');
  });

  it("maps the trade name 'laptop' (and 'laptops') to the tariff's wording", () => {
    expect(codes('laptop', 'HSN')[0]).toBe('847130');
    expect(codes('Laptops', 'HSN')[0]).toBe('847130');
  });

  it("ranks chapter 10 first for 'rice': whole words, then fewer words", () => {
    const found = searchCodes(index, 'rice', 'HSN');
    expect(found[0]).toMatchObject({ code: '1006', description: 'RICE' });
    expect(found.slice(0, 5).every((row) => row.code.startsWith('10'))).toBe(true);
    for (const row of found) expect(words(row.description)).toContain('rice');
  });

  it('needs every query word to start a word of the description, case-insensitively', () => {
    const found = searchCodes(index, 'BaSmAtI ric', 'HSN');
    expect(found.map((row) => row.code)).toContain('10063020');
    for (const row of found) {
      const rowWords = words(row.description);
      expect(rowWords.some((word) => word.startsWith('basmati'))).toBe(true);
      expect(rowWords.some((word) => word.startsWith('ric'))).toBe(true);
    }
  });

  it('ranks whole-word matches (the plural too) above prefix-only matches', () => {
    const found = searchCodes(index, 'drill', 'HSN');
    const whole = (row: MasterRow) => words(row.description).some((word) => word === 'drill' || word === 'drills');
    const wholeUntil = found.findIndex((row) => !whole(row));
    expect(wholeUntil).toBeGreaterThan(0);
    expect(found.slice(wholeUntil).some(whole)).toBe(false);
  });

  it("ranks a singular query's plural as a whole word: 'drill' finds power drills beside the cotton drill fabric (walk 26 L7)", () => {
    expect(codes('drill', 'HSN').slice(0, 6)).toEqual(['52092230', '52093230', '84671110', '730423', '846721', '84672100']);
    expect(codes('battery', 'HSN').slice(0, 3)).toEqual(['85459020', '85044030', '8506']);
  });

  it('breaks ties by fewer words, then the shorter description, then the code', () => {
    const found = searchCodes(index, 'broken rice', 'HSN');
    expect(found.slice(0, 2).map((row) => row.code)).toEqual(['100640', '10064000']);
  });

  it('matches a plural query word to its singular', () => {
    // 'sarees' alone would miss the cotton fabrics described as 'SAREE'.
    const found = searchCodes(index, 'cotton sarees', 'HSN');
    expect(found.map((row) => row.code)).toEqual(expect.arrayContaining(['52084120', '58089050']));
    for (const row of found) expect(words(row.description)).toEqual(expect.arrayContaining(['cotton', 'saree']));
  });

  it("finds legal services (9982 11...) for 'legal'", () => {
    const found = codes('legal', 'SAC');
    expect(found).toEqual(expect.arrayContaining(['998211', '998212', '998213']));
    expect(found[0]).toBe('9982');
  });

  it('finds nothing when one query word starts no word', () => {
    expect(codes('rice zzzqx', 'HSN')).toEqual([]);
  });

  it('treats words that name Object.prototype members as plain words', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(codes(word, 'SAC')).toEqual([]);
      expect(() => codes(word, 'HSN')).not.toThrow();
    }
  });

  it('searches words for mixed queries', () => {
    expect(codes('10 kg portable', 'HSN')).toContain('847130');
  });
});

describe('type filter and limit', () => {
  const queries = ['8471', '99', '9954', 'services', 'rice', 'construction', 'machines', 'a', '0', '9'];

  it('never mixes kinds', () => {
    for (const query of queries) {
      for (const kind of ['HSN', 'SAC'] as const) {
        expect(searchCodes(index, query, kind).every((row) => row.kind === kind)).toBe(true);
      }
    }
    expect(codes('9954', 'HSN')).toEqual([]);
    expect(codes('rice', 'SAC')).toEqual([]);
  });

  it('returns at most 20 rows, without repeats', () => {
    for (const query of queries) {
      for (const kind of ['HSN', 'SAC'] as const) {
        const found = codes(query, kind);
        expect(found.length).toBeLessThanOrEqual(20);
        expect(new Set(found).size).toBe(found.length);
      }
    }
    expect(codes('machines', 'HSN')).toHaveLength(20);
  });

  it('answers nothing for a blank query', () => {
    expect(codes('   ', 'HSN')).toEqual([]);
  });
});

describe('searchCodeMaster', () => {
  it('builds the index once and searches by the wire type', async () => {
    const hsn = await searchCodeMaster(' 8471 ', 'hsn');
    expect(hsn[0]?.code).toBe('8471');
    const sac = await searchCodeMaster('legal', 'sac');
    expect(sac.every((row) => row.kind === 'SAC')).toBe(true);
  });
});
