import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../errors/app-error.js';
import { parseMultipartBody } from './multipart-body.js';

const BOUNDARY = 'bahiBoundary42';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(parts: string[], closed = true): string {
  return parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('') + (closed ? `--${BOUNDARY}--\r\n` : '');
}
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, filename: string, content: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${content}`;

function event(body: string | undefined, contentType = CONTENT_TYPE, base64 = true): APIGatewayProxyEventV2 {
  return {
    headers: { 'content-type': contentType },
    body: body === undefined ? undefined : base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  } as unknown as APIGatewayProxyEventV2;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; kind: string; message: string }> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw error;
  return { code: error.code, kind: error.kind, message: error.message };
}

describe('parseMultipartBody', () => {
  it('reads text fields and the file, from a base64 or a plain body', async () => {
    const body = multipart([field('org_id', 'demo0000traders0'), file('file', 'items.xlsx', 'PK-bytes')]);
    for (const base64 of [true, false]) {
      const parsed = await parseMultipartBody(event(body, CONTENT_TYPE, base64));
      expect(parsed.org_id).toBe('demo0000traders0');
      expect(parsed.file).toEqual({ filename: 'items.xlsx', mimetype: 'text/plain', encoding: '7bit', content: Buffer.from('PK-bytes') });
    }
  });

  it('answers a body cut off inside the file with a 400 that says so, and the process lives on', async () => {
    const whole = multipart([field('org_id', 'x'), file('file', 'items.xlsx', 'A'.repeat(5000))]);
    const truncated = whole.slice(0, whole.indexOf('AAAA') + 2000);
    expect(await refusal(parseMultipartBody(event(truncated)))).toEqual({
      code: 'request.uploadIncomplete',
      kind: 'invalid',
      message: 'The upload was cut off before the whole file arrived. Please try again.',
    });
    // Also when the closing boundary alone is missing.
    expect((await refusal(parseMultipartBody(event(multipart([file('file', 'a.xlsx', 'x')], false))))).code).toBe('request.uploadIncomplete');
  });

  it('refuses what is not multipart at all: another type, no boundary, no body, no part', async () => {
    const notMultipart = { code: 'request.notMultipart', kind: 'invalid', message: 'The upload must be sent as multipart/form-data with the file.' };
    expect(await refusal(parseMultipartBody(event('{"org_id":1}', 'application/json')))).toEqual(notMultipart);
    expect(await refusal(parseMultipartBody(event('x', 'multipart/form-data; charset=utf-8')))).toEqual(notMultipart);
    expect(await refusal(parseMultipartBody(event(undefined)))).toEqual(notMultipart);
    expect(await refusal(parseMultipartBody(event('just some text')))).toEqual(notMultipart);
  });
});
