/**
 * The built docs site over loopback HTTP, served as a static host serves a
 * VitePress site built with clean URLs: `/getting-started` is
 * `getting-started.html`, `/api/sdk/` is `api/sdk/index.html`, and any path
 * without a file gets `404.html` with status 404. (The examples' serveStatic
 * serves files by their exact path only.)
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The site on 127.0.0.1 (a free port), and every request it answered. */
export interface SiteServer {
  readonly url: string;
  /** Each request's path and status, in order: what a test can check the browser asked for. */
  readonly log: readonly { readonly path: string; readonly status: number }[];
  close(): Promise<void>;
}

const isFile = (path: string): Promise<boolean> => stat(path).then((info) => info.isFile(), () => false);

/** The file a clean URL names: the path itself, else `<path>.html`, else `<path>/index.html`. */
async function resolveFile(root: string, path: string): Promise<string | undefined> {
  const base = normalize(join(root, path));
  if (base !== normalize(root) && !base.startsWith(normalize(root + sep))) return undefined;
  const candidates = path.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

export async function serveSite(root: string): Promise<SiteServer> {
  const log: { path: string; status: number }[] = [];
  const server = createServer((request, response) => {
    const send = (status: number, file: string, body: Buffer) => {
      log.push({ path: request.url ?? '/', status });
      response.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
    };
    const notFound = () =>
      readFile(join(root, '404.html')).then(
        (body) => send(404, '404.html', body),
        () => send(404, '404.txt', Buffer.from('Not found')),
      );
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      void notFound();
      return;
    }
    resolveFile(root, path)
      .then((file) => (file === undefined ? notFound() : readFile(file).then((body) => send(200, file, body))))
      .catch(() => notFound());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
