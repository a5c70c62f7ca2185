// The whole product as one local process: dynalite, the table, every area's Lambda handler behind
// an API Gateway stand-in, and the built web app. `npm start` and the integration and browser
// tests start it through startLocalServer.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import httpRouterHandler, { type Method } from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { APP_MESSAGES, gatewayPath, routeList, routes, SECURITY_HEADERS } from '@bahi/shared';
import { openLocalBlobs } from '../adapters/blobs-local.js';
import { createLocalIdentity } from '../adapters/identity-local.js';
import { createTable, type InProcessConnection } from '../adapters/dynamo-table.js';
import { areaHandlers, SERVED_AREAS, type ServedArea } from '../areas/index.js';
import type { AreaHandlers } from '../http/handler-types.js';
import { appConfigFromEnv } from '../config/ports-from-env.js';
import { createOutboxSms } from '../adapters/sms-outbox.js';
import { createAreaLambda } from '../http/area-lambda.js';
import { jsonResponse } from '../http/responses.js';
import type { Ports } from '../ports/index.js';
import type { OutboxMessage } from '../store/outbox.js';
import { ensureTable } from '../store/table-definition.js';
import { isBlobRequest, serveBlob } from './blob-route.js';
import { seedDemoMonth } from './demo-month.js';
import { seedDemoData } from './demo-seed.js';
import { startEmbeddedDynamo } from './embedded-dynamodb.js';
import { hearOwedWrites, startIdleSettler } from './owed-work-settler.js';
import { upgradeLocalTable } from './table-upgrade.js';
import { guardedListener } from './guarded-listener.js';
import { PayloadTooLarge, readBody, sendGatewayResult, toGatewayEvent } from './gateway-event.js';
import { serveStatic } from './static-site.js';

export interface LocalServerOptions {
  port?: number;
  /** Where dynalite keeps its files and the JWT secret lives; in memory when absent. */
  dataDir?: string;
  /** The built web app to serve; API only when absent. */
  webDir?: string;
  /** Seed the demo CA and organisation into an empty table. */
  seed?: boolean;
  /** Also give the demo organisation its October 2025 of documents (once; through this server's /api). */
  seedDemoMonth?: boolean;
  tableName?: string;
  /** Hears of each message the local identity puts in the outbox (`npm start` prints them). */
  announceOutbox?: (message: OutboxMessage) => void;
}

export interface LocalServer {
  url: string;
  ports: Ports;
  /** The embedded database's loopback endpoint, for a DynamoDB client of one's own (the bench's baseline). */
  dynamoEndpoint: string;
  /** The embedded database's in-process connection, for a client of one's own that skips loopback HTTP. */
  dynamoInProcess: InProcessConnection;
  seeded: boolean;
  /** The demo organisation's October 2025 was seeded on this start. */
  seededDemoMonth: boolean;
  /** Resolves once the derived work of every write so far is settled (local/owed-work-settler.ts). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

async function jwtSecret(dataDir: string | undefined): Promise<Buffer> {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64');
  } catch {
    const secret = randomBytes(32);
    await writeFile(file, secret.toString('base64'), { mode: 0o600 });
    return secret;
  }
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyResultV2;

/** API Gateway's part: pick the area Lambda by method and path, as the cloud's route keys do. */
function createGateway(ports: Ports) {
  const lambdaOf = <A extends ServedArea>(area: A) =>
    createAreaLambda(area, areaHandlers[area] as AreaHandlers<A>, async () => ports, routes);
  const lambdas = new Map(SERVED_AREAS.map((area) => [area as string, lambdaOf(area)]));
  return httpRouterHandler<Event, Result>({
    routes: routeList.map(({ route }) => ({
      method: route.method as Method,
      path: gatewayPath(route.path),
      handler: lambdas.get(route.area) as (event: Event, context: Context) => Promise<Result>,
    })),
    notFoundResponse: () => {
      throw Object.assign(new Error('no route'), { statusCode: 404 });
    },
  });
}

/** An /api request through the gateway stand-in, with API Gateway's own answers for what no Lambda sees. */
async function serveApi(gateway: ReturnType<typeof createGateway>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const event = toGatewayEvent(request, await readBody(request));
    const context = { awsRequestId: event.requestContext.requestId } as Context;
    sendGatewayResult(response, await gateway(event, context));
  } catch (error) {
    if (error instanceof PayloadTooLarge) {
      response.shouldKeepAlive = false;
      sendGatewayResult(response, jsonResponse(413, { status: false, code: 'request.tooLarge', error: 'Request body too large.' }));
    } else if ((error as { statusCode?: number }).statusCode === 404) {
      sendGatewayResult(response, jsonResponse(404, { status: false, code: 'request.noRoute', error: APP_MESSAGES.routeNotFound }));
    } else {
      console.error(error);
      sendGatewayResult(response, jsonResponse(500, { status: false, code: 'server.unexpected', error: APP_MESSAGES.genericServerError }));
    }
  }
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  if (options.dataDir) await mkdir(join(options.dataDir, 'db'), { recursive: true });
  const dynamo = await startEmbeddedDynamo(options.dataDir ? join(options.dataDir, 'db') : undefined);
  const tableName = options.tableName ?? 'bahi';
  const base = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, ...dynamo.inProcess });
  if (options.dataDir) await upgradeLocalTable(base, tableName, options.dataDir);
  await ensureTable(base, tableName);
  base.destroy();

  const table = createTable({ tableName, endpoint: dynamo.endpoint, inProcess: dynamo.inProcess });
  const ports: Ports = {
    table,
    identity: createLocalIdentity(table, await jwtSecret(options.dataDir), options.announceOutbox),
    blobs: await openLocalBlobs(options.dataDir),
    // The ports' clock may be replaced (tests); the outbox reads it through the ports.
    sms: createOutboxSms(table, () => ports.now(), options.dataDir ? (line) => console.log(`[sms outbox] ${line}`) : undefined),
    config: appConfigFromEnv(process.env),
    now: () => new Date(),
  };
  const settler = startIdleSettler(ports);
  hearOwedWrites(table.client, settler);
  const seeded = options.seed ? await seedDemoData(ports) : false;
  const gateway = createGateway(ports);

  const server: Server = createServer(
    guardedListener(async (request, response) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      const path = (request.url ?? '/').split('?')[0] as string;
      if (isBlobRequest(path)) return serveBlob(ports.blobs, request, response);
      if (path.startsWith('/api/')) {
        settler.requestStarted();
        try {
          return await serveApi(gateway, request, response);
        } finally {
          settler.requestEnded();
        }
      }
      if (options.webDir && (request.method === 'GET' || request.method === 'HEAD')) return serveStatic(options.webDir, path, response);
      response.writeHead(404).end();
    }),
  );
  // An idle keep-alive connection is closed by the server after Node's 5 s, and a client reuses one
  // until the server's hint less 1 s: on a loaded machine a client whose timer ran late sent its
  // request on a connection the server had just closed, and the request was lost (2 of 1,000 in
  // the load test under CI). Kept a minute, a connection outlives every pause of a session's calls.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const seededDemoMonth = options.seedDemoMonth ? await seedDemoMonth(ports, url) : false;

  return {
    url,
    ports,
    dynamoEndpoint: dynamo.endpoint,
    dynamoInProcess: dynamo.inProcess,
    seeded,
    seededDemoMonth,
    settled: () => settler.drained(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settler.close();
      table.client.destroy();
      await dynamo.close();
    },
  };
}
