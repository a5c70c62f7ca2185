// Decodes the multipart body of POST /api/items/file/upload. The request pipeline parses JSON
// bodies only, so for this route it hands over the raw body: base64 text when API Gateway (or
// the local server) encoded the binary request, plain text otherwise. The boundary is read from
// the body's first line (a multipart body begins with `--<boundary>`), so no header is needed,
// and @middy/http-multipart-body-parser does the parsing. A body the pipeline has already parsed
// (fields and a file object) is taken as it is.
import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import { ITEM_MESSAGES } from '@bahi/shared';
import { invalid } from '../../../http/app-error.js';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** RFC 2046 boundary characters, as middy's parser accepts them. */
const BOUNDARY = /^[a-zA-Z0-9-]{1,70}$/;

const notMultipart = () => invalid('item.uploadNotMultipart', ITEM_MESSAGES.uploadNotMultipart);

/** The bytes of a raw multipart body, or null when the text is neither multipart nor base64 of it. */
export function multipartBytes(body: string): Buffer | null {
  if (body.startsWith('--')) return Buffer.from(body, 'latin1');
  const bytes = Buffer.from(body, 'base64');
  return bytes.subarray(0, 2).toString('latin1') === '--' ? bytes : null;
}

/** The boundary named by the first line of a multipart body. */
export function boundaryOf(bytes: Buffer): string | null {
  const end = bytes.indexOf('\r\n');
  const line = bytes.subarray(2, end < 0 ? Math.min(bytes.length, 80) : end).toString('latin1');
  return BOUNDARY.test(line) ? line : null;
}

function isFile(value: unknown): value is UploadedFile {
  const file = value as Partial<UploadedFile> | null;
  return !!file && typeof file === 'object' && typeof file.filename === 'string' && Buffer.isBuffer(file.content);
}

/** Splits parsed multipart data into text fields and the first file. */
export function formOf(data: Record<string, unknown>): UploadForm {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of Object.entries(data)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (isFile(first)) {
      file ??= { filename: first.filename, mimetype: String(first.mimetype ?? ''), content: first.content };
    } else if (typeof first === 'string' || typeof first === 'number') {
      fields[name] = String(first);
    }
  }
  return { fields, file };
}

export async function decodeUploadForm(body: unknown): Promise<UploadForm> {
  if (body && typeof body === 'object' && !Array.isArray(body)) return formOf(body as Record<string, unknown>);
  if (typeof body !== 'string') throw notMultipart();
  const bytes = multipartBytes(body);
  const boundary = bytes ? boundaryOf(bytes) : null;
  if (!bytes || !boundary) throw notMultipart();
  const request = {
    event: { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: bytes, isBase64Encoded: false },
  };
  try {
    // Only a few text fields travel beside the file; the file's size is checked after the access check.
    const parser = httpMultipartBodyParser({ busboy: { limits: { files: 1, fields: 20, fieldSize: 1024 } } });
    await (parser.before as unknown as (request: unknown) => Promise<void>)(request);
  } catch {
    throw notMultipart();
  }
  const data = request.event.body as unknown;
  if (!data || typeof data !== 'object' || Buffer.isBuffer(data)) throw notMultipart();
  return formOf(data as Record<string, unknown>);
}
