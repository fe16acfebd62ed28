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

/** How {@link serveStatic} maps paths to files. */
export interface StaticServerOptions {
  /**
   * Serve as a static host serves a site built with clean URLs (VitePress's
   * `cleanUrls`): `/guide` is `guide.html` when there is no file `guide`.
   * Without it, files are served by their exact path.
   */
  readonly cleanUrls?: boolean;
  /** A page of `root` to answer with (status 404) when no file matches, e.g. `404.html`. */
  readonly notFoundPage?: string;
}

/** A directory served over loopback HTTP, for loading built pages in a browser. */
export interface StaticServer {
  readonly url: string;
  /** Each request's path and status, in order: what a test can check the browser asked for. */
  readonly log: readonly { readonly path: string; readonly status: number }[];
  close(): Promise<void>;
}

const isFile = (path: string): Promise<boolean> => stat(path).then((info) => info.isFile(), () => false);

/**
 * The file `path` names under `root`: `index.html` for a directory path and,
 * with clean URLs, `<path>.html` or `<path>/index.html` when `<path>` is no
 * file. `undefined` when there is none, or the path leaves `root`.
 */
async function resolveFile(root: string, path: string, cleanUrls: boolean): Promise<string | undefined> {
  const base = normalize(join(root, path));
  if (base !== normalize(root) && !base.startsWith(normalize(root + sep))) return undefined;
  const candidates = path.endsWith('/') ? [join(base, 'index.html')] : cleanUrls ? [base, `${base}.html`, join(base, 'index.html')] : [base];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/**
 * Serves `root` on 127.0.0.1 (a free port): files by path, `index.html` for
 * directories, 404 otherwise (see {@link StaticServerOptions} for clean URLs
 * and a 404 page). Pages need an http origin (not file://) so that module
 * scripts load and cross-origin calls carry a real Origin.
 */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const log: { path: string; status: number }[] = [];
  const server = createServer((request, response) => {
    const send = (status: number, file: string, body: Buffer | string) => {
      log.push({ path: request.url ?? '/', status });
      response.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
    };
    const notFound = (): Promise<void> => {
      const fallback = () => send(404, 'not-found.txt', 'Not found');
      if (options.notFoundPage === undefined) return Promise.resolve(fallback());
      return readFile(join(root, options.notFoundPage)).then((body) => send(404, options.notFoundPage ?? '', body), fallback);
    };
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      void notFound();
      return;
    }
    resolveFile(root, path, options.cleanUrls === true)
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
