// A small HTTP client over the whole local server (dynalite in memory, demo users seeded), for the
// integration tests. One server per test file: start it in beforeAll, close it in afterAll.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../functions/src/local/local-server.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. Loosely typed: tests assert its shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  contentType: string;
}

export interface RequestOptions {
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  server: LocalServer;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  post(path: string, body?: unknown, token?: string): Promise<ApiResponse>;
  get(path: string, token?: string): Promise<ApiResponse>;
  /** Every item in the table (a Scan: fine in tests, never in the product). */
  scanAll(): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function startTestServer(options: LocalServerOptions = {}): Promise<TestServer> {
  const server = await startLocalServer({ seed: true, ...options });

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, contentType: response.headers.get('content-type') ?? '' };
  }

  async function scanAll(): Promise<Record<string, unknown>[]> {
    const { table } = server.ports;
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table.client.send(
        new ScanCommand({ TableName: table.name, ExclusiveStartKey: startKey, ConsistentRead: true }),
      );
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  return {
    url: server.url,
    server,
    request,
    post: (path, body, token) => request('POST', path, { body, token }),
    get: (path, token) => request('GET', path, { token }),
    scanAll,
    close: () => server.close(),
  };
}

/**
 * One test server for a test file: started before its tests and closed after them. The object is
 * filled in when the server has started, so a test reads it as it would startTestServer's answer.
 */
export function testServerPerFile(options: LocalServerOptions = {}): TestServer {
  const api = {} as TestServer;
  beforeAll(async () => {
    Object.assign(api, await startTestServer(options));
  }, 30_000);
  afterAll(async () => {
    await api.close?.();
  });
  return api;
}

/** The demo data every test server starts with (functions/src/local/demo-seed.ts). */
export const DEMO = {
  password: 'Demo@1234',
  caEmail: 'ca@demo.bahi.in',
  ownerEmail: 'owner@demo.bahi.in',
  org: { name: 'Demo Traders', gstin: '27AAPFU0939F1ZV', statecode: '27' },
} as const;

export interface SignedIn {
  token: string;
  userId: string;
  /** The organisations the session lists, as the login answer gives them. */
  orgs: { id: string; name: string; gstin: string; statecode: string; role: string }[];
}

/** Signs in and returns the token, user id and organisations; throws when the sign-in fails. */
export async function signIn(api: TestServer, email: string, password: string): Promise<SignedIn> {
  const response = await api.post('/api/users/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
  return { token: response.body.token, userId: response.body.data.id, orgs: response.body.data.orgs };
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  usertype?: 'CA' | 'orguser';
  type?: number;
  orgname?: string;
  gstin?: string;
}

/** Signs a new user up (and, for an organisation user, their organisation), then signs them in. */
export async function signUp(api: TestServer, user: NewUser): Promise<SignedIn & { orgId: string | null }> {
  const response = await api.post('/api/users/signup', user);
  if (response.status !== 200) throw new Error(`sign-up of ${user.email} failed: ${response.status} ${response.text}`);
  const session = await signIn(api, user.email, user.password);
  return { ...session, orgId: response.body.data.orgid };
}
