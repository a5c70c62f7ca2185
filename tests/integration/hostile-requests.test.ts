// Requests meant to hurt the one local process (issue 8): a broken %-encoding in any path, a
// multipart upload cut off mid-file, a workbook that unpacks to gigabytes. Each gets a clear 4xx,
// and the server answers the next request as before. Also: the security headers on every kind of
// response the local server gives (static site, /files, /api).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { APP_MESSAGES, fillItemUploadTemplate, ITEM_MESSAGES, MAX_ITEM_UPLOAD_PART_BYTES, SECURITY_HEADERS } from '@bahi/shared';
import { DEMO, signIn, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';

const UPLOAD = '/api/items/file/upload';
const BOUNDARY = 'bahiBoundary42';

let api: TestServer;
let owner: SignedIn;

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'bahi-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Bahi</title>');
  api = await startTestServer({ webDir });
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
});
afterAll(async () => {
  await api?.close();
});

/** A raw request: the path goes on the wire as written (fetch would re-encode it). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const url = new URL(api.url);
    const request = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function expectServerAlive() {
  expect((await raw('GET', '/')).status).toBe(200);
}

async function uploadBody(body: Buffer) {
  const response = await raw(
    'POST',
    UPLOAD,
    { authorization: `Bearer ${owner.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) },
    body,
  );
  return { status: response.status, body: JSON.parse(response.text) as unknown };
}

function uploadForm(file: Buffer, closed = true): Buffer {
  const part = (headers: string, content: Buffer | string) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
  const form = Buffer.concat([
    part('Content-Disposition: form-data; name="org_id"', owner.orgs[0]!.id),
    part('Content-Disposition: form-data; name="file"; filename="items.xlsx"\r\nContent-Type: application/octet-stream', file),
  ]);
  return closed ? Buffer.concat([form, Buffer.from(`--${BOUNDARY}--\r\n`)]) : form;
}

describe('a broken %-encoding in the path', () => {
  it.each(['/%', '/%E0%A4', '/assets/%zz.js'])('GET %s of the site is a 400 and the server lives on', async (path) => {
    const response = await raw('GET', path);
    expect({ status: response.status, text: response.text }).toEqual({ status: 400, text: APP_MESSAGES.malformedPath });
    await expectServerAlive();
  });

  it('in a /files URL is a 400 too', async () => {
    const response = await raw('GET', '/files/%zz?expires=1&signature=x');
    expect({ status: response.status, text: response.text }).toEqual({ status: 400, text: APP_MESSAGES.malformedPath });
    await expectServerAlive();
  });

  it('in an /api path is answered by the API and the server lives on', async () => {
    // It names no organisation: the caller's mistake, not another organisation's record.
    const response = await raw('GET', '/api/client/getclient/%', { authorization: `Bearer ${owner.token}` });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ status: false, code: 'request.invalid', error: 'Invalid id', errors: [{ field: 'id', message: 'Invalid id' }] });
    await expectServerAlive();
  });
});

describe('a body over 10 MB', () => {
  const TOO_LARGE = { status: false, code: 'request.tooLarge', error: 'Request body too large.' };
  const body = Buffer.alloc(11 * 1024 * 1024, 0x20);

  it('is answered 413, not a reset connection, whether its length is declared or it comes in chunks (walk 28 F7)', async () => {
    const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const declared = await raw('POST', '/api/account/deletepayment/orgcharts', { ...auth, 'content-length': String(body.length) }, body);
    expect([declared.status, JSON.parse(declared.text)]).toEqual([413, TOO_LARGE]);
    const chunked = await raw('POST', '/api/account/deletepayment/orgcharts', { ...auth, 'transfer-encoding': 'chunked' }, body);
    expect([chunked.status, JSON.parse(chunked.text)]).toEqual([413, TOO_LARGE]);
    await expectServerAlive();
  });
});

describe('a multipart upload cut off mid-file', () => {
  it('is a 400 that says the upload was cut off, and nothing crashes', async () => {
    const whole = uploadForm(Buffer.alloc(4000, 0x41));
    expect(await uploadBody(whole.subarray(0, whole.length - 1500))).toEqual({
      status: 400,
      body: { status: false, code: 'request.uploadIncomplete', error: APP_MESSAGES.uploadIncomplete },
    });
    await expectServerAlive();
  });
});

describe('a workbook that unpacks to far more than it weighs (zip bomb)', () => {
  it('is refused with a 400 before exceljs inflates it', async () => {
    const zip = await JSZip.loadAsync(await fillItemUploadTemplate(new ExcelJS.Workbook()).xlsx.writeBuffer());
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(MAX_ITEM_UPLOAD_PART_BYTES + 1, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await uploadBody(uploadForm(bomb))).toEqual({
      status: 400,
      body: { status: false, code: 'item.uploadUnpackedTooLarge', error: ITEM_MESSAGES.uploadUnpackedTooLarge },
    });
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect({ [name]: headers[name] }).toEqual({ [name]: value });
  };

  it('are on the site, on /files and on /api answers, errors included', async () => {
    for (const path of ['/', '/missing.html', '/%', '/files/x?expires=1&signature=x', '/api/no/such/route']) {
      expectSecurityHeaders((await raw('GET', path)).headers);
    }
    const login = await raw('POST', '/api/users/login', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.password })));
    expect(login.status).toBe(200);
    expectSecurityHeaders(login.headers);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('forbid framing and sniffing and allow only the site itself to run scripts', () => {
    expect(SECURITY_HEADERS).toEqual({
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  });
});
