// The bench's callers: one kept-alive HTTP/1.1 connection each, which writes a prepared POST and
// reads the answer by its Content-Length, and nothing more. The callers stand in for browsers on
// other machines, so they should cost the measured machine as little as a load tool (wrk) would:
// node:http's client (agent, parser, streams) took an eighth of a save's time in the server's
// process, and in the callers' process it takes a core the server could use.
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';

export interface Answer {
  status: number;
  text: string;
}

export interface Connection {
  /** POSTs `payload` (JSON) with the bearer token; one request at a time per connection. */
  post(path: string, payload: string): Promise<Answer>;
  close(): void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export async function openConnection(url: string, token: string): Promise<Connection> {
  const { hostname, port } = new URL(url);
  let waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;
  const fail = (error: Error) => {
    waiting?.reject(error);
    waiting = null;
  };
  let buffered: Buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return fail(new Error(`an answer without Content-Length: ${head}`));
    const end = headEnd + HEAD_END.length + Number(length);
    if (buffered.length < end) return;
    const answer = { status: Number(head.slice('HTTP/1.1 '.length, 'HTTP/1.1 '.length + 3)), text: buffered.subarray(headEnd + HEAD_END.length, end).toString('utf8') };
    buffered = buffered.subarray(end);
    const done = waiting;
    waiting = null;
    done?.resolve(answer);
  };
  const open = async (): Promise<Socket> => {
    const opened = connect(Number(port), hostname);
    opened.setNoDelay(true);
    await once(opened, 'connect');
    buffered = Buffer.alloc(0);
    opened.on('error', fail);
    opened.on('close', () => fail(new Error('the server closed the connection')));
    opened.on('data', onData);
    return opened;
  };
  let socket = await open();
  return {
    async post(path, payload) {
      // The server closes a connection left idle past its keep-alive time (while the bench waits
      // for settling, say); a browser opens another, and so does this.
      if (socket.destroyed || socket.readyState !== 'open') socket = await open();
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(
          `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\nauthorization: Bearer ${token}\r\n\r\n${payload}`,
        );
      });
    },
    close: () => socket.destroy(),
  };
}
