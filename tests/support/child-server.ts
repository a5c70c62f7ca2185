// The local server as a child process on a data directory, for tests that kill it (`kill -9`)
// and start it again on the same data: what a crash leaves must be repaired or harmless.
//
// The server runs from one esbuild bundle of `npm start`'s entry, built once per test process:
// a restart then costs node's start and the server's, not a TypeScript compile of the whole
// tree each time (which made ten kill cycles take minutes on a loaded machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { copyDataFiles, dataFilesBesideBundle } from '../../functions/scripts/bundle.js';

export interface ChildServer {
  url: string;
  /** SIGKILL: no cleanup of any kind runs. */
  kill9(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let bundled: Promise<string> | undefined;

/**
 * functions/src/local/main.ts as one ESM file under functions/dist (so node_modules resolve as
 * from the source), the workspace's own packages inside, every other package left to node.
 */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = path.resolve('functions', 'dist', `test-server-${process.pid}`);
    const outfile = path.join(dir, 'main.mjs');
    const result = await build({
      entryPoints: [path.resolve('functions/src/local/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      logLevel: 'warning',
      plugins: [
        dataFilesBesideBundle,
        {
          name: 'packages-from-node-modules',
          setup(esbuild) {
            esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@bahi/') ? undefined : { path: args.path, external: true }));
          },
        },
      ],
    });
    await copyDataFiles(result.metafile, dir);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return outfile;
  })();
  return bundled;
}

/** The app's own answer to a health check (dynalite answers any GET with 200 "healthy" too). */
async function answersAsTheApp(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/api/health`);
    return answer.ok && ((await answer.json()) as { status?: unknown }).status === 'ok';
  } catch {
    // not listening yet, or not JSON: not the app
    return false;
  }
}

/** How many times a start that lost its port is tried again on another. */
const START_ATTEMPTS = 3;

/**
 * Starts `npm start`'s server (demo seed included) on `dataDir` and waits until it answers. The
 * port is free when chosen, but the child's embedded database takes a port of its own first and
 * may be handed the same one: the app then cannot listen and exits, and the start is tried again
 * on another port.
 */
export async function startChildServer(dataDir: string): Promise<ChildServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(dataDir);
    if (started) return started;
    if (attempt === START_ATTEMPTS) throw new Error(`the server exited before answering, ${START_ATTEMPTS} times`);
  }
}

/** The server on a free port, or null when it exited before answering. */
async function startOnFreePort(dataDir: string): Promise<ChildServer | null> {
  const [port, entry] = await Promise.all([freePort(), serverBundle()]);
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), BAHI_DATA_DIR: dataDir, BAHI_WEB_DIR: `${dataDir}/no-web`, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await answersAsTheApp(url))) {
    if (child.exitCode !== null) return null;
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
