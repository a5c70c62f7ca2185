// dynalite, the embedded default database for `npm start` and the tests. With a directory it keeps
// LevelDB files there (data survives restarts); without one it runs in memory.
//
// It runs on a worker thread of this process, as a database runs beside the servers that call it:
// its work (parsing, expressions, LevelDB encoding: a third of an invoice save's time) then uses
// the machine's second core instead of waiting its turn on the event loop that serves requests.
//
// It listens on loopback (`endpoint`, for any DynamoDB client), and `inProcess` hands the AWS
// SDK's requests to the worker as messages instead: the same DynamoDB wire requests and answers,
// without a socket write, a wake-up through the network stack and HTTP parsing on both sides for
// every call — which cost more than dynalite's own work on a small call.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

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

/** A Smithy HttpHandler answering from the dynalite worker; pass it as a DynamoDB client's `requestHandler`. */
export interface InProcessHandler {
  handle(request: SdkHttpRequest): Promise<{ response: SdkHttpResponse }>;
  updateHttpClientConfig(): void;
  httpHandlerConfigs(): Record<string, never>;
  destroy(): void;
}

export interface EmbeddedDynamo {
  endpoint: string;
  /** A DynamoDB client's settings for reaching this dynalite in-process (createTable's `inProcess`). */
  inProcess: { requestHandler: InProcessHandler; signerConstructor: typeof DynaliteSigner };
  close(): Promise<void>;
}

/**
 * Stands in for SigV4 on in-process calls: dynalite checks that a request carries a well-formed
 * signature but never verifies it, and an HMAC-SHA256 chain over every call cost a twentieth of
 * an invoice save here. Requests over `endpoint` (any other client) are signed as usual.
 */
export class DynaliteSigner {
  async sign<T extends { headers: Record<string, string> }>(request: T): Promise<T> {
    request.headers.authorization = 'AWS4-HMAC-SHA256 Credential=local/20260101/ap-south-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=0';
    request.headers['x-amz-date'] = '20260101T000000Z';
    return request;
  }
}

/** A request as it crosses to the worker. */
interface Asked {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type FromWorker =
  | { type: 'ready'; port: number }
  | { type: 'answer'; id: number; statusCode: number; headers: Record<string, string>; body: string }
  | { type: 'closed'; error?: string };

/**
 * The worker: dynalite's HTTP server (for `endpoint`), and its request listener run on each
 * message with the little of req/res it uses. Plain CommonJS, so it needs no TypeScript loader.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { EventEmitter } = require('node:events');
const server = require(workerData.dynalite)(workerData.options);
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ type: 'ready', port: server.address().port }));
const [listener] = server.listeners('request');
parentPort.on('message', (asked) => {
  if (asked === 'close') {
    server.close((error) => parentPort.postMessage({ type: 'closed', error: error ? String(error) : undefined }));
    return;
  }
  const request = Object.assign(new EventEmitter(), { method: asked.method, url: asked.url, headers: asked.headers });
  const headers = {};
  const response = {
    statusCode: 200,
    shouldKeepAlive: true,
    setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)),
    end: (text) => parentPort.postMessage({ type: 'answer', id: asked.id, statusCode: response.statusCode, headers, body: text === undefined ? '' : String(text) }),
  };
  listener(request, response);
  if (asked.body.length > 0) request.emit('data', Buffer.from(asked.body));
  request.emit('end');
});
`;

function queryString(query: SdkHttpRequest['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === null ? [] : (Array.isArray(value) ? value : [value]).map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(one)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export async function startEmbeddedDynamo(dataDir?: string): Promise<EmbeddedDynamo> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Table changes take effect at once (dynalite's default pretends to take half a second).
    workerData: { dynalite: createRequire(import.meta.url).resolve('dynalite'), options: { path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 } },
  });
  const waiting = new Map<number, (answer: Extract<FromWorker, { type: 'answer' }>) => void>();
  let onReady: (port: number) => void = () => undefined;
  let onClosed: (error?: string) => void = () => undefined;
  let failed: Error | null = null;
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'answer') {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    } else if (message.type === 'ready') onReady(message.port);
    else onClosed(message.error);
  });
  // A worker that dies fails whatever waits on it, instead of leaving saves hanging.
  const fail = (error: Error) => {
    failed = error;
    onReady = () => undefined;
    for (const answer of waiting.values()) answer({ type: 'answer', id: 0, statusCode: 500, headers: {}, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb#InternalServerError', message: error.message }) });
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database stopped (exit ${code})`)));
  const port = await new Promise<number>((resolve, reject) => {
    onReady = resolve;
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database did not start (exit ${code})`)));
  });

  const utf8 = new TextDecoder();
  let nextId = 0;
  const requestHandler: InProcessHandler = {
    handle(sdkRequest) {
      return new Promise((resolve) => {
        const id = ++nextId;
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(sdkRequest.headers)) headers[name.toLowerCase()] = value;
        const body = sdkRequest.body === undefined ? '' : typeof sdkRequest.body === 'string' ? sdkRequest.body : utf8.decode(sdkRequest.body);
        waiting.set(id, (answer) => resolve({ response: { statusCode: answer.statusCode, headers: answer.headers, body: Buffer.from(answer.body) } }));
        if (failed) fail(failed);
        else worker.postMessage({ id, method: sdkRequest.method, url: `${sdkRequest.path}${queryString(sdkRequest.query)}`, headers, body } satisfies Asked);
      });
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
    destroy: () => undefined,
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    inProcess: { requestHandler, signerConstructor: DynaliteSigner },
    async close() {
      const closed = new Promise<string | undefined>((resolve) => (onClosed = resolve));
      worker.postMessage('close');
      const error = await closed;
      await worker.terminate();
      if (error) throw new Error(error);
    },
  };
}
