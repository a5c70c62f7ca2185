// Concurrent callers for the documents bench, in a process of their own: they stand in for
// browsers on other machines, so their HTTP work does not run on the server's event loop. Reads
// { url, path, token, body, callers, saves } as JSON from stdin; posts `saves` copies of `body`
// over kept-alive connections from `callers` callers at once; prints { seconds, failures } as JSON.
import { Agent, request } from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, path, token, body, callers, saves } = JSON.parse(input);
const { hostname, port } = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: callers });
const payload = JSON.stringify(body);
const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` };

const post = () =>
  new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    sent.on('error', reject);
    sent.end(payload);
  });

const failures = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: callers }, async () => {
    while (next < saves) {
      next += 1;
      const answer = await post();
      if (answer.status !== 200) failures.push(`${answer.status} ${answer.text}`);
    }
  }),
);
console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, failures: failures.slice(0, 3) }));
agent.destroy();
