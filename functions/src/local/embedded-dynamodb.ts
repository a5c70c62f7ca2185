// dynalite, in this process: the embedded default for `npm start` and the tests. With a directory
// it keeps LevelDB files there (data survives restarts); without one it runs in memory.
//
// It listens on loopback (`endpoint`, for any DynamoDB client), and `requestHandler` hands the
// AWS SDK's requests straight to dynalite's own request handler instead: the same DynamoDB wire
// requests and answers, without a socket write, a wake-up through the network stack and HTTP
// parsing on both sides for every call — which cost more than dynalite's own work on a small call.
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import dynalite from 'dynalite';

/** The part of a Smithy HTTP request the handler reads (the SDK's HttpRequest). */
interface SdkHttpRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface SdkHttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A Smithy HttpHandler answering from dynalite in this process; pass it as a DynamoDB client's `requestHandler`. */
export interface InProcessHandler {
  handle(request: SdkHttpRequest): Promise<{ response: SdkHttpResponse }>;
  updateHttpClientConfig(): void;
  httpHandlerConfigs(): Record<string, never>;
  destroy(): void;
}

export interface EmbeddedDynamo {
  endpoint: string;
  requestHandler: InProcessHandler;
  close(): Promise<void>;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

function queryString(query: SdkHttpRequest['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === null ? [] : (Array.isArray(value) ? value : [value]).map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(one)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Runs one SDK request through dynalite's HTTP request listener, with the little of req/res it uses. */
function inProcessHandler(listener: RequestListener): InProcessHandler {
  const utf8 = new TextDecoder();
  return {
    handle(sdkRequest) {
      return new Promise((resolve) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(sdkRequest.headers)) headers[name.toLowerCase()] = value;
        const request = Object.assign(new EventEmitter(), { method: sdkRequest.method, url: `${sdkRequest.path}${queryString(sdkRequest.query)}`, headers });
        const responseHeaders: Record<string, string> = {};
        const response = {
          statusCode: 200,
          shouldKeepAlive: true,
          setHeader: (name: string, value: unknown) => (responseHeaders[name.toLowerCase()] = String(value)),
          end: (text?: string | Buffer) => resolve({ response: { statusCode: response.statusCode, headers: responseHeaders, body: Buffer.from(text ?? '') } }),
        };
        listener(request as unknown as IncomingMessage, response as unknown as ServerResponse);
        // The SDK's JSON body is bytes that pretend to be a string too: hand dynalite the bytes.
        const body = sdkRequest.body;
        if (body !== undefined && body.length > 0) request.emit('data', typeof body === 'string' ? Buffer.from(body) : Buffer.from(utf8.decode(body)));
        request.emit('end');
      });
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
    destroy: () => undefined,
  };
}

export async function startEmbeddedDynamo(dataDir?: string): Promise<EmbeddedDynamo> {
  // Table changes take effect at once (dynalite's default pretends to take half a second).
  const server: Server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const [listener] = server.listeners('request') as RequestListener[];
  if (!listener) throw new Error('dynalite has no request listener');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requestHandler: inProcessHandler(listener),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
