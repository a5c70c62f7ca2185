// Serves the local blob store's signed URLs (`GET /files/<key>?expires=…&signature=…`), as S3
// serves presigned URLs in the cloud: a bad or expired signature is 403, a missing file 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_MESSAGES } from '@bahi/shared';
import { BLOB_URL_PREFIX, LocalBlobs } from '../adapters/blobs-local.js';
import type { BlobPort } from '../ports/blobs.js';

export { BLOB_URL_PREFIX };

export function isBlobRequest(path: string): boolean {
  return path.startsWith(BLOB_URL_PREFIX);
}

export async function serveBlob(blobs: BlobPort, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const text = (status: number, body: string) =>
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(body);
  if (!(blobs instanceof LocalBlobs)) return void text(404, 'Not found');
  if (request.method !== 'GET' && request.method !== 'HEAD') return void text(405, 'Method not allowed');
  const url = new URL(request.url ?? '/', 'http://localhost');
  let key: string;
  try {
    key = url.pathname.slice(BLOB_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return void text(400, APP_MESSAGES.malformedPath);
  }
  const expires = url.searchParams.get('expires') ?? '';
  if (!blobs.verify(key, expires, url.searchParams.get('signature') ?? '')) return void text(403, 'Forbidden');
  const blob = await blobs.read(key);
  if (!blob) return void text(404, 'Not found');
  const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
  response.writeHead(200, {
    'content-type': blob.contentType,
    'content-length': String(blob.bytes.length),
    'cache-control': `private, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : blob.bytes);
}
