// The local server as a child process on a data directory, for tests that kill it (`kill -9`)
// and start it again on the same data: what a crash leaves must be repaired or harmless.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

/** Starts `npm start`'s server (demo seed included) on `dataDir` and waits until it answers. */
export async function startChildServer(dataDir: string): Promise<ChildServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'functions/src/local/main.ts'], {
    env: { ...process.env, PORT: String(port), BAHI_DATA_DIR: dataDir, BAHI_WEB_DIR: `${dataDir}/no-web`, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
