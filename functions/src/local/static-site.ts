// Serves the built web app (web/dist) the way CloudFront does in the cloud: files by path, `/` as
// index.html, hashed assets cached for a year, everything else revalidated.
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { APP_MESSAGES } from '@bahi/shared';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

export async function serveStatic(root: string, urlPath: string, response: ServerResponse): Promise<void> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
  } catch {
    // Malformed percent-encoding (`/%`): the caller's mistake, not a missing file.
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(APP_MESSAGES.malformedPath);
    return;
  }
  const file = normalize(join(root, relative));
  if (!file.startsWith(normalize(root) + sep)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
    const body = await readFile(file);
    const immutable = relative.startsWith('/assets/');
    response
      .writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      .end(body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}
