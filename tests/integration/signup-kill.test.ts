// The local server killed with SIGKILL in the middle of sign-ups, then started again on the same
// data: every email must sign in, or sign up again (finishing or starting afresh) — never stuck
// with "user not found" on one side and "email taken" / "GSTIN taken" on the other. The kill lands
// at a different moment in each cycle; signup-crash-points.test.ts covers every crash point exactly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gstinCheckCharacter } from '@bahi/shared';

const CYCLES = 3;
const SIGNUPS_PER_CYCLE = 6;
/** The kill lands this many milliseconds after the sign-ups are sent, a different moment each cycle. */
const KILL_DELAYS_MS = [5, 40, 120];

let dataDir: string;
let port: number;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the local server as `npm start` does, on the test's port and data directory; resolves once it listens. */
async function startServer(): Promise<void> {
  const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/src/local/main.ts'], {
    env: { ...env, PORT: String(port), BAHI_DATA_DIR: dataDir, BAHI_WEB_DIR: join(dataDir, 'no-web'), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Bahi is running')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = null;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: { data?: { orgs?: { gstin: string }[] }; error?: string } }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

function owner(cycle: number, index: number) {
  // The PAN's sequence (four digits) must not be 0000.
  const first14 = `29AAKCS${String(100 * (cycle + 1) + index + 1).padStart(4, '0')}F1Z`;
  return {
    username: `Owner ${cycle}-${index}`,
    email: `killed${cycle}-${index}@example.com`,
    password: 'Killed@2024',
    usertype: 'orguser',
    type: 1,
    orgname: `Killed Traders ${cycle}-${index}`,
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bahi-kill-'));
  port = await freePort();
});

afterAll(async () => {
  await killServer();
  await rm(dataDir, { recursive: true, force: true });
});

/** Four server starts (the first seeds the demo users) on a loaded machine: a hang detector, not a target. */
const RUN_LIMIT_MS = 180_000;

/** What is wrong with each email after the restart: it must sign in, or sign up again and then sign in, with its GSTIN. */
async function stuckAmong(owners: ReturnType<typeof owner>[]): Promise<string[]> {
  const stuck: string[] = [];
  for (const user of owners) {
    let session = await post('/api/users/login', { email: user.email, password: user.password });
    if (session.status !== 200) {
      const again = await post('/api/users/signup', user);
      if (again.status !== 200) stuck.push(`${user.email}: sign-up again answered ${again.status} ${again.body.error}`);
      session = await post('/api/users/login', { email: user.email, password: user.password });
    }
    if (session.status !== 200) stuck.push(`${user.email}: sign-in answered ${session.status} ${session.body.error}`);
    else if (JSON.stringify(session.body.data?.orgs?.map((org) => org.gstin)) !== JSON.stringify([user.gstin])) {
      stuck.push(`${user.email}: organisations ${JSON.stringify(session.body.data?.orgs)}`);
    }
  }
  return stuck;
}

it(
  `leaves no email or GSTIN stuck after ${CYCLES} SIGKILLs during sign-ups, each at another moment`,
  async () => {
    await startServer();
    const stuck: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const owners = Array.from({ length: SIGNUPS_PER_CYCLE }, (_, index) => owner(cycle, index));
      // Fire and forget: the answers die with the server.
      const inFlight = owners.map((user) => post('/api/users/signup', user).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, KILL_DELAYS_MS[cycle]));
      await killServer();
      await Promise.all(inFlight);
      // The restarted server checks this cycle's emails, then takes the next cycle's sign-ups.
      await startServer();
      stuck.push(...(await stuckAmong(owners)));
    }
    expect(stuck).toEqual([]);
  },
  RUN_LIMIT_MS,
);
