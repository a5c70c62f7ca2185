// The HSN/SAC code search over real HTTP against the local server (spec part 2 §7:
// POST /api/elastic/search/codes with query and type).
import { CODE_SEARCH_MESSAGES, MESSAGES, codeSearchResponse, routes } from '@bahi/shared';
import { DEMO, signIn, startTestServer, type TestServer } from '../support/api-client.js';
import { expectInvalid } from '../support/expectations.js';

const PATH = routes.searchCodes.path;
const UNAUTHORIZED = { status: false, code: 'auth.unauthorized', error: MESSAGES.unauthorized };

let api: TestServer;
let caToken: string;
let ownerToken: string;

beforeAll(async () => {
  api = await startTestServer();
  caToken = (await signIn(api, DEMO.caEmail, DEMO.password)).token;
  ownerToken = (await signIn(api, DEMO.ownerEmail, DEMO.password)).token;
});

afterAll(async () => {
  await api.close();
});

const search = (body: unknown, token: string = caToken) => api.post(PATH, body, token);

describe('POST /api/elastic/search/codes', () => {
  it('is in the manifest as a signed-in catalogue route', () => {
    expect(routes.searchCodes).toMatchObject({ method: 'POST', path: '/api/elastic/search/codes', area: 'catalogue', auth: { mode: 'user' } });
  });

  it('answers an HSN code search with the exact code first and the response shape', async () => {
    const response = await search({ query: '8471', type: 'hsn' });
    expect(response.status).toBe(200);
    expect(response.contentType).toContain('application/json');
    expect(codeSearchResponse.safeParse(response.body).success).toBe(true);
    expect(response.body.status).toBe(true);
    expect(response.body.data).toHaveLength(20);
    expect(response.body.data[0]).toEqual({
      code: '8471',
      description: expect.stringContaining('AUTOMATIC DATA PROCESSING MACHINES'),
      kind: 'HSN',
    });
    for (const hit of response.body.data) {
      expect(Object.keys(hit).sort()).toEqual(['code', 'description', 'kind']);
      expect(hit.code.startsWith('8471')).toBe(true);
    }
  });

  it('keeps leading zeros and strips spaces from codes', async () => {
    expect((await search({ query: '0101', type: 'hsn' })).body.data[0].code).toBe('0101');
    expect((await search({ query: ' 8471 30 ', type: 'HSN' })).body.data.map((hit: { code: string }) => hit.code)).toEqual([
      '847130',
      '84713010',
      '84713090',
    ]);
  });

  it('searches descriptions, and SAC for type sac', async () => {
    const laptops = await search({ query: 'portable automatic data processing', type: 'hsn' }, ownerToken);
    expect(laptops.status).toBe(200);
    expect(laptops.body.data[0].code).toBe('847130');

    const legal = await search({ query: 'legal', type: 'sac' });
    expect(legal.status).toBe(200);
    expect(legal.body.data.map((hit: { code: string }) => hit.code)).toEqual(expect.arrayContaining(['998211', '998212']));
    expect(legal.body.data.every((hit: { kind: string }) => hit.kind === 'SAC')).toBe(true);

    const construction = await search({ query: '9954', type: 'sac' });
    expect(construction.body.data[0]).toEqual({ code: '9954', description: 'Construction services', kind: 'SAC' });
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search({ query: 'rice', type: 'sac' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: [] });
  });

  it('takes a numeric query as text', async () => {
    const response = await search({ query: 9954, type: 'sac' });
    expect(response.status).toBe(200);
    expect(response.body.data[0].code).toBe('9954');
  });

  it('refuses a caller without a token (401)', async () => {
    const response = await api.post(PATH, { query: '8471', type: 'hsn' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('refuses an empty or blank query (400) with a clear message', async () => {
    expectInvalid(await search({ query: '', type: 'hsn' }), CODE_SEARCH_MESSAGES.queryRequired, 'query');
    expectInvalid(await search({ query: '   ', type: 'hsn' }), CODE_SEARCH_MESSAGES.queryRequired, 'query');
    expectInvalid(await search({ type: 'hsn' }), CODE_SEARCH_MESSAGES.queryRequired, 'query');
    expectInvalid(await search({ query: null, type: 'hsn' }), CODE_SEARCH_MESSAGES.queryRequired, 'query');
  });

  it('refuses a missing or unknown type (400)', async () => {
    expectInvalid(await search({ query: '8471' }), CODE_SEARCH_MESSAGES.typeInvalid, 'type');
    expectInvalid(await search({ query: '8471', type: 'gst' }), CODE_SEARCH_MESSAGES.typeInvalid, 'type');
    expectInvalid(await search({ query: '8471', type: 1 }), CODE_SEARCH_MESSAGES.typeInvalid, 'type');
  });

  it('refuses an over-long query (400)', async () => {
    expectInvalid(await search({ query: 'rice '.repeat(30), type: 'hsn' }), CODE_SEARCH_MESSAGES.queryTooLong, 'query');
  });

  it('never answers 500 for odd bodies', async () => {
    const odd: unknown[] = [
      null,
      [],
      'rice',
      42,
      {},
      { query: ['8471'], type: 'hsn' },
      { query: { code: '8471' }, type: 'hsn' },
      { query: '8471', type: ['hsn'] },
      { query: '%%%', type: 'hsn' },
      { query: '...', type: 'hsn' },
      { query: '\u0000\uffff', type: 'sac' },
      { query: '🙂 rice', type: 'hsn' },
      { query: '__proto__', type: 'hsn' },
      { query: 'constructor', type: 'sac' },
      { query: '1'.repeat(100), type: 'hsn' },
      { query: 'a b c d e f g h i j k l m n o p q r s t u v w x y z', type: 'hsn' },
    ];
    for (const body of odd) {
      const response = await search(body);
      expect({ body, status: [200, 400].includes(response.status) }).toEqual({ body, status: true });
      expect(response.body.status).toBe(response.status === 200);
    }
    const malformed = await api.request('POST', PATH, { token: caToken, rawBody: '{"query": "84' });
    expect(malformed.status).toBe(400);
  });
});
