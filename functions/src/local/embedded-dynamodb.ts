// dynalite, in this process on a thread of its own (dynalite-worker.mjs): the embedded default for
// `npm start` and the tests. With a directory it keeps LevelDB files there (data survives
// restarts); without one it runs in memory. Its own thread lets the database work on the second
// core while the server's event loop handles requests.
//
// It listens on loopback (`endpoint`, for any DynamoDB client), and `requestHandler` hands the
// AWS SDK's requests to it as messages instead: the same DynamoDB wire requests and answers,
// without a socket write, a wake-up through the network stack and HTTP parsing on both sides for
// every call — which cost more than dynalite's own work on a small call.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** The part of a Smithy HTTP request the handler forwards (the SDK's HttpRequest). */
interface SdkHttpRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** A Smithy HttpHandler answering from dynalite's thread; pass it as a DynamoDB client's `requestHandler`. */
export interface InProcessHandler {
  handle(request: SdkHttpRequest): Promise<{ response: { statusCode: number; headers: Record<string, string>; body: Uint8Array } }>;
  updateHttpClientConfig(): void;
  httpHandlerConfigs(): Record<string, never>;
  destroy(): void;
}

export interface EmbeddedDynamo {
  endpoint: string;
  requestHandler: InProcessHandler;
  close(): Promise<void>;
}

type WorkerMessage =
  | { port: number }
  | { error: string }
  | { closed: true }
  | { id: number; statusCode: number; headers: Record<string, string>; body: string };

function queryString(query: SdkHttpRequest['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === null ? [] : (Array.isArray(value) ? value : [value]).map((one) => `${encodeURIComponent(name)}=${encodeURIComponent(one)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The request headers dynalite reads (the rest, such as the SDK's long user agent, would only be copied across). */
const DYNALITE_HEADERS = ['authorization', 'content-type', 'date', 'origin', 'x-amz-date', 'x-amz-target'];

function headersForDynalite(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (DYNALITE_HEADERS.includes(lower)) kept[lower] = value;
  }
  return kept;
}

export async function startEmbeddedDynamo(dataDir?: string): Promise<EmbeddedDynamo> {
  const worker = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), { workerData: { path: dataDir } });
  const [started] = (await once(worker, 'message')) as [WorkerMessage];
  if (!('port' in started)) {
    await worker.terminate();
    throw new Error(`dynalite did not start: ${'error' in started ? started.error : 'no port'}`);
  }
  const pending = new Map<number, (message: Extract<WorkerMessage, { id: number }>) => void>();
  let closed: (() => void) | null = null;
  worker.on('message', (message: WorkerMessage) => {
    if ('id' in message) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    } else if ('closed' in message) closed?.();
  });
  let nextId = 0;
  const utf8 = new TextDecoder();
  const requestHandler: InProcessHandler = {
    handle(request) {
      const id = nextId++;
      // The SDK's JSON body is bytes that pretend to be a string too: decode the bytes.
      const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : utf8.decode(request.body);
      return new Promise((resolve) => {
        pending.set(id, (answer) => resolve({ response: { statusCode: answer.statusCode, headers: answer.headers, body: Buffer.from(answer.body) } }));
        worker.postMessage({ id, method: request.method, path: `${request.path}${queryString(request.query)}`, headers: headersForDynalite(request.headers), body });
      });
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
    destroy: () => undefined,
  };
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    requestHandler,
    async close() {
      // dynalite closes its LevelDB files when its server closes: wait for that before ending the thread.
      const done = new Promise<void>((resolve) => (closed = resolve));
      worker.postMessage('close');
      await done;
      await worker.terminate();
    },
  };
}
