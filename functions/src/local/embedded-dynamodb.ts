// dynalite, in this process, listening on loopback: the embedded default for `npm start` and the
// tests. With a directory it keeps LevelDB files there (data survives restarts); without one it
// runs in memory.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import dynalite from 'dynalite';

export interface EmbeddedDynamo {
  endpoint: string;
  close(): Promise<void>;
}

export async function startEmbeddedDynamo(dataDir?: string): Promise<EmbeddedDynamo> {
  // Table changes take effect at once (dynalite's default pretends to take half a second).
  const server: Server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
