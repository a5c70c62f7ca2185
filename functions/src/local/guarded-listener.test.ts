import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { guardedListener } from './guarded-listener.js';

let server: Server;
let url: string;
const logged: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
  server = createServer(
    guardedListener(async (request, response) => {
      if (request.url === '/throws') throw new Error('handler bug');
      if (request.url === '/throws-midway') {
        response.writeHead(200).write('partial');
        throw new Error('bug after the answer began');
      }
      response.writeHead(204).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  jest.restoreAllMocks();
});

describe('guardedListener', () => {
  it('answers a handler that throws with a logged 500, and the server serves the next request', async () => {
    const response = await fetch(`${url}/throws`);
    expect({ status: response.status, text: await response.text() }).toEqual({ status: 500, text: 'Something went wrong.' });
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ level: 'error', path: '/throws', error: 'Error: handler bug' });
    expect((await fetch(`${url}/fine`)).status).toBe(204);
  });

  it('closes the connection when the handler throws after its answer began', async () => {
    const response = await fetch(`${url}/throws-midway`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ path: '/throws-midway', error: 'Error: bug after the answer began' });
    expect((await fetch(`${url}/fine`)).status).toBe(204);
  });
});
