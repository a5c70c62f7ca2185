// Organisation settings over real HTTP: addresses (exactly one primary), bank accounts, numbering
// (prefixes, year sequence, starting number), custom fields, round-off, and the logo upload with
// its signed URL served by the local server.
import { APP_MESSAGES, DEFAULT_SEQUENCE_PREFIXES, MESSAGES, buildPath, gstinCheckCharacter, routes } from '@bahi/shared';
import { signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { stripedPng } from '../support/png.js';
import { expectNothingWritten } from '../support/expectations.js';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

let api: TestServer;
let owner: SignedIn;
let orgid: string;

beforeAll(async () => {
  api = await startTestServer();
  // An organisation of its own, with no addresses or bank accounts yet (the demo one has both).
  const signedUp = await signUp(api, {
    username: 'Settings Owner',
    email: 'settings.owner@example.in',
    password: 'Secret@123',
    orgname: 'Demo Traders',
    gstin: gstin('29AAGCS4321K1Z'),
  });
  owner = signedUp;
  orgid = signedUp.orgId!;
}, 30_000);
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: Record<string, unknown>) => api.post(path, { orgid, ...body }, owner.token);
const details = async () =>
  (await api.get(buildPath(routes.organisationAndUsers.path, { orgid, userid: owner.userId }), owner.token)).body.organisation;
const address = (city: string, extra: Record<string, unknown> = {}) => ({ address: `12 ${city} Road`, city, state_id: 27, pincode: '400001', phone: '022-123-4567', ...extra });

describe('organisation addresses', () => {
  it('keeps exactly one primary through add, default add, update and delete', async () => {
    const first = await post(routes.addOrgAddress.path, address('Mumbai', { isprimary: 0 }));
    expect(first.body.message).toBe('Address added, removed or updated successfully');
    expect(first.body.organisation.addresses).toEqual([
      { id: expect.any(String), address: '12 Mumbai Road', city: 'Mumbai', state_id: '27', statename: 'Maharashtra', pincode: '400001', phone: '022-123-4567', isprimary: 1 },
    ]);
    const mumbai = first.body.organisation.addresses[0].id;

    const pune = await post(routes.addOrgAddress.path, address('Pune'));
    expect(pune.body.organisation.addresses.map((a: { city: string; isprimary: number }) => [a.city, a.isprimary])).toEqual([['Mumbai', 1], ['Pune', 0]]);

    const def = await post(routes.addDefaultOrgAddress.path, address('Nagpur'));
    expect(def.body.message).toBe('Address added, removed or updated successfully');
    expect(def.body.organisation.addresses.map((a: { city: string; isprimary: number }) => [a.city, a.isprimary])).toEqual([['Mumbai', 0], ['Pune', 0], ['Nagpur', 1]]);

    const updated = await post(routes.updateOrgAddress.path, { id: mumbai, ...address('Mumbai Fort', { isprimary: 1 }) });
    expect(updated.body.organisation.addresses.map((a: { city: string; isprimary: number }) => [a.city, a.isprimary])).toEqual([['Mumbai Fort', 1], ['Pune', 0], ['Nagpur', 0]]);

    const removed = await post(routes.deleteOrgAddress.path, { id: mumbai });
    expect(removed.body.message).toBe('Address added, removed or updated successfully');
    expect(removed.body.organisation.addresses.map((a: { city: string; isprimary: number }) => [a.city, a.isprimary])).toEqual([['Pune', 1], ['Nagpur', 0]]);
  });

  it('refuses bad input and unknown ids without writing', async () => {
    const before = await details();
    const noCity = await post(routes.addOrgAddress.path, address('', {}));
    expect([noCity.status, noCity.body.error]).toEqual([400, APP_MESSAGES.cityRequired]);
    const badState = await post(routes.addOrgAddress.path, address('Goa', { state_id: 99 }));
    expect([badState.status, badState.body.error]).toEqual([400, MESSAGES.stateRequired]);
    const badPin = await post(routes.addOrgAddress.path, address('Goa', { pincode: '12' }));
    expect([badPin.status, badPin.body.error]).toEqual([400, APP_MESSAGES.pincodeInvalid]);
    const unknown = await post(routes.deleteOrgAddress.path, { id: `${orgid}_0000000000000000` });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'settings.notFound']);
    expect(await details()).toEqual(before);
  });

  it('keeps both of two concurrent adds (no lost update)', async () => {
    const before = (await details()).addresses.length;
    const results = await Promise.all([post(routes.addOrgAddress.path, address('Thane')), post(routes.addOrgAddress.path, address('Nashik'))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = (await details()).addresses;
    expect(after).toHaveLength(before + 2);
    expect(after.filter((a: { isprimary: number }) => a.isprimary === 1)).toHaveLength(1);
  });

  it('keeps all of eight adds at once, none told of a conflict it did not ask about by sending a version (walk 42 L1)', async () => {
    const before = (await details()).addresses.length;
    const cities = ['Pune', 'Nagpur', 'Nanded', 'Satara', 'Sangli', 'Akola', 'Jalna', 'Latur'];
    const results = await Promise.all(cities.map((city) => post(routes.addOrgAddress.path, address(city))));
    expect(results.map((r) => r.status)).toEqual(cities.map(() => 200));
    expect((await details()).addresses).toHaveLength(before + cities.length);
  });
});

describe('bank accounts', () => {
  const bank = { holder_name: 'Demo Traders', account: '0012 3456 7890', ifsc: 'hdfc0001234', branch: 'Fort', bankname: 'HDFC Bank' };

  it('adds and changes an account, with the spec message', async () => {
    const added = await post(routes.addOrgBank.path, bank);
    expect(added.body.message).toBe('Bank details added or updated successfully');
    expect(added.body.organisation.banks).toEqual([{ id: expect.any(String), holder_name: 'Demo Traders', account: '001234567890', ifsc: 'HDFC0001234', branch: 'Fort', bankname: 'HDFC Bank' }]);
    const id = added.body.organisation.banks[0].id;
    const saved = await post(routes.saveOrgBank.path, { id, ...bank, branch: 'Andheri' });
    expect([saved.body.message, saved.body.organisation.banks[0].branch]).toEqual(['Bank details added or updated successfully', 'Andheri']);
  });

  it.each([
    [{ account: '12345678' }, APP_MESSAGES.accountNumberInvalid],
    [{ account: '1234567890123456789' }, APP_MESSAGES.accountNumberInvalid],
    [{ account: '12345678AB' }, APP_MESSAGES.accountNumberInvalid],
    [{ ifsc: 'HDFC1001234' }, APP_MESSAGES.ifscInvalid],
    [{ ifsc: 'HDF00001234' }, APP_MESSAGES.ifscInvalid],
    [{ ifsc: 'HDFC000123' }, APP_MESSAGES.ifscInvalid],
    [{ holder_name: ' ' }, APP_MESSAGES.holderNameRequired],
    [{ bankname: '' }, APP_MESSAGES.bankNameRequired],
  ])('refuses %j with its message', async (change, message) => {
    const response = await post(routes.addOrgBank.path, { ...bank, ...change });
    expect([response.status, response.body.error]).toEqual([400, message]);
  });

  it('answers 404 when saving an account that does not exist', async () => {
    const response = await post(routes.saveOrgBank.path, { id: `${orgid}_0000000000000000`, ...bank });
    expect(response.status).toBe(404);
  });
});

describe('numbering', () => {
  it('starts from the default prefixes', async () => {
    const response = await api.get(buildPath(routes.invoiceStrings.path, { orgid }), owner.token);
    expect(response.body).toEqual({ status: true, invoiceStrings: DEFAULT_SEQUENCE_PREFIXES, invoice_year_sequence: 0, invoiceNumber: 1 });
  });

  it('upper-cases prefixes and keeps kinds left out', async () => {
    const response = await post(routes.saveSequenceFormat.path, { b2b: ' tax-', quotation: 'est/' });
    expect(response.body.message).toBe('Settings updated successfully');
    const strings = await api.get(buildPath(routes.invoiceStrings.path, { orgid }), owner.token);
    expect(strings.body.invoiceStrings).toEqual({ ...DEFAULT_SEQUENCE_PREFIXES, b2b: 'TAX-', quotation: 'EST/' });
  });

  it("flags two kinds with the same prefix (after upper-casing) with 'Sequence is changing'", async () => {
    const same = await post(routes.saveSequenceFormat.path, { b2c: 'pi', proforma: 'PI' });
    expect([same.status, same.body.error]).toEqual([400, 'Sequence is changing']);
    const clash = await post(routes.saveSequenceFormat.path, { deliverychallan: 'tax-' });
    expect([clash.status, clash.body.error]).toEqual([400, 'Sequence is changing']);
  });

  it('refuses a prefix whose numbers another series could print, naming both, and writes nothing (walk 33 M1)', async () => {
    await expectNothingWritten(api, async () => {
      // TAX- is the B2B prefix here: TAX-4 + 1 would be TAX- + 41.
      const overlap = await post(routes.saveSequenceFormat.path, { b2c: 'tax-4' });
      const message = 'B2C invoice numbers could repeat B2B invoice numbers (TAX-41 could be either). Choose a prefix that is not another one followed by digits.';
      expect([overlap.status, overlap.body.error, overlap.body.errors]).toEqual([400, message, [{ field: 'b2c', message }]]);
      const fixed = await post(routes.saveSequenceFormat.path, { b2b: 'REVC' });
      expect([fixed.status, fixed.body.error]).toEqual([400, 'B2B invoice numbers could repeat Reverse charge invoice numbers (REVC1 could be either). Choose a prefix that is not another one followed by digits.']);
    });
  });

  it('refuses prefixes that cannot start a document number', async () => {
    const chars = await post(routes.saveSequenceFormat.path, { b2b: 'IN V' });
    expect([chars.status, chars.body.error]).toEqual([400, "Document number may contain only letters, digits, '-' and '/'."]);
    const long = await post(routes.saveSequenceFormat.path, { b2b: 'ABCDEFGHIJK' });
    expect([long.status, long.body.error]).toEqual([400, APP_MESSAGES.prefixTooLong]);
    const empty = await post(routes.saveSequenceFormat.path, { b2b: '  ' });
    expect([empty.status, empty.body.error]).toEqual([400, APP_MESSAGES.prefixRequired]);
  });

  it('keeps six digits of the 16 characters free: a prefix beside the year has at most 6 characters', async () => {
    const long = await post(routes.saveSequenceFormat.path, { billofsupply: 'BOSLONG' });
    expect(long.body.message).toBe('Settings updated successfully');
    const year = await post(routes.saveYearSequence.path, { invoice_year_sequence: 1 });
    expect([year.status, year.body.error, year.body.errors]).toEqual([
      400,
      APP_MESSAGES.prefixTooLongWithYear,
      [{ field: 'billofsupply', message: APP_MESSAGES.prefixTooLongWithYear }],
    ]);
    expect((await api.get(buildPath(routes.invoiceStrings.path, { orgid }), owner.token)).body.invoice_year_sequence).toBe(0);
    expect((await post(routes.saveSequenceFormat.path, { billofsupply: 'BOS' })).status).toBe(200);
  });

  it('saves the year sequence and the starting number', async () => {
    const year = await post(routes.saveYearSequence.path, { invoice_year_sequence: 1 });
    expect([year.body.message, year.body.organisation.invoice_year_sequence]).toEqual(['Settings updated successfully', 1]);
    const start = await post(routes.saveInvoiceSequenceStart.path, { in_num: '101' });
    expect([start.body.message, start.body.organisation.invoiceNumber]).toEqual(['Invoice sequence number added successfully', 101]);
    const bad = await post(routes.saveInvoiceSequenceStart.path, { in_num: 0 });
    expect([bad.status, bad.body.error]).toEqual([400, APP_MESSAGES.sequenceNumberInvalid]);
    const strings = await api.get(buildPath(routes.invoiceStrings.path, { orgid }), owner.token);
    expect([strings.body.invoice_year_sequence, strings.body.invoiceNumber]).toEqual([1, 101]);
    const beside = await post(routes.saveSequenceFormat.path, { b2b: 'INVOICE' });
    expect([beside.status, beside.body.error]).toEqual([400, APP_MESSAGES.prefixTooLongWithYear]);
  });
});

describe('round-off and custom fields', () => {
  it('switches round-off on and off', async () => {
    const on = await post(routes.saveRoundOff.path, { checkedRoundOff: true });
    expect([on.body.message, on.body.organisation.roundoff_amount]).toEqual(['Settings updated successfully', 1]);
    const off = await post(routes.saveRoundOff.path, { checkedRoundOff: 0 });
    expect(off.body.organisation.roundoff_amount).toBe(0);
  });

  it('adds, changes and removes definitions; values only for list, checkbox and radio button', async () => {
    const added = await post(routes.saveCustomFields.path, {
      customfields: [
        { name: 'Colour', field_type: 'list', field_value: 'Red, Blue,,Red' },
        { name: 'Warranty', field_type: 'date' },
      ],
    });
    expect(added.body.message).toBe('Settings updated successfully');
    expect(added.body.organisation.customfields).toEqual([
      { id: expect.any(String), name: 'Colour', field_type: 'list', field_value: ['Red', 'Blue'] },
      { id: expect.any(String), name: 'Warranty', field_type: 'date', field_value: [] },
    ]);
    const [colour, warranty] = added.body.organisation.customfields;
    const changed = await post(routes.saveCustomFields.path, { customfields: [{ id: colour.id, name: 'Colour', field_type: 'radiobutton', field_value: ['Red'] }], deletefields: [warranty.id] });
    expect(changed.body.organisation.customfields).toEqual([{ id: colour.id, name: 'Colour', field_type: 'radiobutton', field_value: ['Red'] }]);

    const noValues = await post(routes.saveCustomFields.path, { customfields: [{ name: 'Size', field_type: 'checkbox' }] });
    expect([noValues.status, noValues.body.error]).toEqual([400, APP_MESSAGES.customFieldValuesRequired]);
    const valuesOnText = await post(routes.saveCustomFields.path, { customfields: [{ name: 'Note', field_type: 'text', field_value: ['x'] }] });
    expect([valuesOnText.status, valuesOnText.body.error]).toEqual([400, APP_MESSAGES.customFieldValuesNotAllowed]);
    const badType = await post(routes.saveCustomFields.path, { customfields: [{ name: 'Note', field_type: 'colour' }] });
    expect([badType.status, badType.body.error]).toEqual([400, APP_MESSAGES.customFieldTypeInvalid]);
    const taken = await post(routes.saveCustomFields.path, { customfields: [{ name: 'colour', field_type: 'number' }] });
    expect([taken.status, taken.body.error]).toEqual([400, APP_MESSAGES.customFieldNameTaken]);
  });
});

describe('the logo', () => {
  /** As the web sends it: cropped to 200×80. */
  const PNG = stripedPng(200, 80);
  /** A JPEG's start: SOI, a 16-byte APP0 segment, then a baseline frame header for 80 rows of 200. */
  const JPEG = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x50, 0x00, 0xc8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  const upload = (body: Record<string, unknown>) => post(routes.saveImage.path, { fileUrl: '', ...body });

  it('stores a PNG and answers a signed URL the local server serves the same bytes from', async () => {
    const response = await upload({ ext: 'png', imgDta: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, success: true, url: expect.stringMatching(/^\/files\/orgs\/[a-z0-9]{16}\/logo\/[a-z0-9_]+\.png\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/) });
    const file = await fetch(`${api.url}${response.body.url}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // A tampered signature or key is refused.
    const tampered = response.body.url.replace(/signature=./, (s: string) => `signature=${s.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetch(`${api.url}${tampered}`)).status).toBe(403);
    expect((await fetch(`${api.url}${response.body.url.replace('.png?', '.jpg?')}`)).status).toBe(403);
    // The organisation now shows it, as a fresh signed URL of the same file.
    const logo = (await details()).orglogo as string;
    expect(logo.split('?')[0]).toBe(response.body.url.split('?')[0]);
  });

  it('replaces the previous logo and removes its file', async () => {
    const first = await upload({ ext: 'png', imgDta: PNG.toString('base64') });
    const second = await upload({ ext: 'jpg', imgDta: JPEG.toString('base64') });
    expect(second.body.url).toMatch(/\.jpg\?/);
    expect((await fetch(`${api.url}${first.body.url}`)).status).toBe(404);
    const served = await fetch(`${api.url}${second.body.url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('refuses a GIF, a text file named .png, and anything over 2097152 bytes', async () => {
    const gif = await upload({ ext: 'gif', imgDta: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64') });
    expect([gif.status, gif.body.error]).toEqual([400, APP_MESSAGES.imageTypeNotAllowed]);
    const gifAsPng = await upload({ ext: 'png', imgDta: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64') });
    expect([gifAsPng.status, gifAsPng.body.error]).toEqual([400, APP_MESSAGES.imageNotRecognised]);
    const text = await upload({ ext: 'png', imgDta: Buffer.from('this is not an image').toString('base64') });
    expect([text.status, text.body.error]).toEqual([400, APP_MESSAGES.imageNotRecognised]);
    const big = Buffer.alloc(2_097_153);
    PNG.copy(big);
    const tooBig = await upload({ ext: 'png', imgDta: big.toString('base64') });
    expect([tooBig.status, tooBig.body.error]).toEqual([400, APP_MESSAGES.imageTooLarge]);
    const huge = await upload({ ext: 'png', imgDta: Buffer.alloc(3_000_000).toString('base64') });
    expect([huge.status, huge.body.error]).toEqual([400, APP_MESSAGES.imageTooLarge]);
    const none = await upload({ ext: 'png', imgDta: '' });
    expect([none.status, none.body.error]).toEqual([400, APP_MESSAGES.imageRequired]);
  });

  it('refuses a logo that is not cropped to 200 × 80', async () => {
    for (const [width, height] of [[1, 1], [400, 160], [200, 81]] as const) {
      const uncropped = await upload({ ext: 'png', imgDta: stripedPng(width, height).toString('base64') });
      expect([width, height, uncropped.status, uncropped.body.error]).toEqual([width, height, 400, APP_MESSAGES.logoSize]);
    }
  });

  it('takes exactly 2097152 bytes', async () => {
    const limit = Buffer.alloc(2_097_152);
    PNG.copy(limit);
    const response = await upload({ ext: 'png', imgDta: limit.toString('base64') });
    expect(response.status).toBe(200);
  });
});
