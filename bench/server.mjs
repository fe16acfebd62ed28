// A minimal Honcho server on loopback for the benchmarks: canned responses,
// precomputed where it matters, so that the server does as little as possible
// and none of its CPU is counted against the clients (it runs in its own
// process). Control routes under /__bench/ set the simulated latency and the
// stream shape, and report what the server saw (messages stored, when a
// streamed response was closed by the client).
//
// Started by run.mjs as a child process; prints `listening <port>` when ready.
// Exits on its own when its parent goes away (stdin closes) or after
// MAX_LIFETIME_MS, so a crashed run never leaves it behind.
import { createServer } from 'node:http';
import { createRoutes } from './routes.mjs';

const MAX_LIFETIME_MS = 15 * 60_000;

const config = {
  /** Simulated latency before each answer on the resource routes, in ms. */
  latencyMs: 0,
  /** Events in a streamed chat answer; 0 = endless (until the client closes, capped). */
  streamEvents: 20_000,
  /** How many SSE events go into one socket write. */
  eventsPerWrite: 1,
  /** Messages a session's list route reports. */
  listTotal: 10_000,
};

const routes = createRoutes(config);
/** The last streamed response: when the client broke off, seen from here. */
let lastStream = { id: 0, openedAt: 0, closedAt: 0, eventsWritten: 0, finished: false };

const json = (res, status, text) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 0 ? '' : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const later = (fn) => (config.latencyMs > 0 ? setTimeout(fn, config.latencyMs) : fn());

const eventText = (i) => `data: {"delta":{"content":"w${i} "},"done":false}\n\n`;
const DONE_EVENT = 'data: {"done":true}\n\n';

async function streamChat(req, res) {
  const id = lastStream.id + 1;
  const state = { id, openedAt: Date.now(), closedAt: 0, eventsWritten: 0, finished: false };
  lastStream = state;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.on('close', () => {
    state.closedAt = Date.now();
  });
  const endless = config.streamEvents === 0;
  const total = endless ? 5_000_000 : config.streamEvents;
  const perWrite = config.eventsPerWrite;
  const waitDrain = () =>
    new Promise((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  let i = 0;
  while (i < total && !res.destroyed) {
    let text = '';
    const end = Math.min(total, i + perWrite);
    for (; i < end; i++) text += eventText(i);
    state.eventsWritten = i;
    if (!res.write(text)) await waitDrain();
    // An endless stream paces itself so a client that stopped reading but kept
    // the socket open is visible as an open response, not a full buffer.
    if (endless) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  if (res.destroyed) return;
  res.end(DONE_EVENT);
  state.finished = true;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    const path = url.pathname;
    const body = await readBody(req);

    if (path.startsWith('/__bench/')) {
      if (path === '/__bench/config') {
        Object.assign(config, JSON.parse(body || '{}'));
        routes.clearPages();
        return json(res, 200, JSON.stringify(config));
      }
      if (path === '/__bench/stored') {
        return json(res, 200, JSON.stringify(routes.stored(url.searchParams.get('session'))));
      }
      if (path === '/__bench/last-stream') return json(res, 200, JSON.stringify(lastStream));
      if (path === '/__bench/close-last-stream') {
        // Cleanup after a client that never closed its response.
        for (const socket of openSockets) if (socket.streaming === lastStream.id) socket.destroy();
        return json(res, 200, '{}');
      }
      return json(res, 404, '{"detail":"Not Found"}');
    }

    const answer = routes.answer(req.method, url, body);
    if (answer === undefined) {
      req.socket.streaming = lastStream.id + 1;
      return streamChat(req, res);
    }
    return later(() => json(res, answer.status, answer.text));
  } catch (error) {
    if (!res.headersSent) json(res, 500, JSON.stringify({ detail: String(error) }));
    else res.destroy();
  }
});

const openSockets = new Set();
server.on('connection', (socket) => {
  openSockets.add(socket);
  socket.on('close', () => openSockets.delete(socket));
});
server.keepAliveTimeout = 60_000;

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});

const stop = () => {
  for (const socket of openSockets) socket.destroy();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
setTimeout(stop, MAX_LIFETIME_MS).unref();
