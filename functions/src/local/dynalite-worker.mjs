// dynalite on its own thread (started by embedded-dynamodb.ts): the database works on another
// core than the server's event loop, as DynamoDB answers from other machines in the cloud. It
// listens on loopback for any DynamoDB client, and also answers requests posted to it as messages
// (embedded-dynamodb.ts's request handler: the server's own table client, without a socket or
// HTTP parsing on either side). Plain JavaScript so that any runner (tsx, jest, node) starts it.
import { EventEmitter } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

// Table changes take effect at once (dynalite's default pretends to take half a second).
const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
const [handleHttp] = server.listeners('request');

/** Runs one posted request through dynalite's own HTTP handler, with the little of req/res it uses. */
function answer({ id, method, path, headers, body }) {
  const request = Object.assign(new EventEmitter(), { method, url: path, headers });
  const responseHeaders = {};
  const response = {
    statusCode: 200,
    shouldKeepAlive: true,
    setHeader: (name, value) => (responseHeaders[name.toLowerCase()] = String(value)),
    end: (text) => parentPort.postMessage({ id, statusCode: response.statusCode, headers: responseHeaders, body: text === undefined ? '' : String(text) }),
  };
  handleHttp(request, response);
  if (body) request.emit('data', Buffer.from(body));
  request.emit('end');
}

server.once('error', (error) => parentPort.postMessage({ error: String(error) }));
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.postMessage({ closed: true }));
  else answer(message);
});
