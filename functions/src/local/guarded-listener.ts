// The local server's last line of defence: one process serves everyone, so no request may end it.
// Every request's handling is one promise; whatever it throws is logged and answered with a 500
// (or, when the answer had already begun, the connection is closed), never left unhandled.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AsyncRequestListener = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function guardedListener(listener: AsyncRequestListener): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    listener(request, response).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: 'local request failed', path: request.url, error: String(error), stack: (error as Error)?.stack }));
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Something went wrong.');
    });
  };
}
