// Concurrent callers for the documents bench, in a process of their own: they stand in for
// browsers on other machines, so their HTTP work does not run on the server's event loop. Reads
// { url, path, token, body, callers, saves } as JSON from stdin; posts `saves` copies of `body`
// from `callers` kept-alive connections at once; prints { seconds, failures } as JSON.
import { performance } from 'node:perf_hooks';
import { openConnection } from './raw-http.js';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { url, path, token, body, callers, saves } = JSON.parse(input) as { url: string; path: string; token: string; body: unknown; callers: number; saves: number };
const payload = JSON.stringify(body);
const connections = await Promise.all(Array.from({ length: callers }, () => openConnection(url, token)));

const failures: string[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  connections.map(async (connection) => {
    while (next < saves) {
      next += 1;
      const answer = await connection.post(path, payload);
      if (answer.status !== 200) failures.push(`${answer.status} ${answer.text}`);
    }
  }),
);
console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, failures: failures.slice(0, 3) }));
for (const connection of connections) connection.close();
