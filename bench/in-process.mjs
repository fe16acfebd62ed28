// A `fetch` answered in this process from the bench server's routes: no
// socket, no HTTP parsing, no server. With it installed, what a call costs is
// the client's own JavaScript plus building a `Response`, the same for every
// contender, so the difference to raw fetch is what the client adds, without
// the network stack's noise (repeatable to a few µs on this machine).
import { createRoutes } from './routes.mjs';

/** Installs an in-process `fetch` on `globalThis`; returns the function that puts the real one back. */
export function installInProcessFetch(config = { listTotal: 10_000 }) {
  const routes = createRoutes(config);
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = init?.method ?? request?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : request ? await request.text() : '';
    const answer = routes.answer(method, url, body) ?? { status: 501, text: '{"detail":"streams are not served in process"}' };
    return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
