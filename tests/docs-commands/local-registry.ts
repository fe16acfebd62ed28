// A registry for the `@honcho-ai` scope alone, serving the packed tarballs, so a user's
// `npm install @honcho-ai/sdk` or `npx -y @honcho-ai/mcp` runs exactly as written and gets this
// checkout's packages (npmjs has older, different ones under some of these names). The project's
// `.npmrc` points only the scope here; every other package comes from the usual registry.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';

/** What a test needs to know of a running scope registry (plain data, so vitest can pass it to test files). */
export interface ServedRegistry {
  /** The registry URL for `@honcho-ai:registry=`, with a per-run path so npm's cache never answers for an earlier run. */
  readonly url: string;
  /** The version of each package served. */
  readonly versions: Readonly<Record<string, string>>;
  /** sha512 integrity of each tarball, as npm records it in a lockfile. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** A running scope registry. */
export interface LocalRegistry extends ServedRegistry {
  close(): Promise<void>;
}

interface Served {
  readonly manifest: Record<string, unknown> & { name: string; version: string };
  readonly file: string;
  readonly bytes: Buffer;
}

/** Serves `tarballs` (package name to .tgz path, as scripts/pack-fixtures.mjs prints them). */
export async function startLocalRegistry(tarballs: Readonly<Record<string, string>>): Promise<LocalRegistry> {
  const served = new Map<string, Served>();
  for (const [name, file] of Object.entries(tarballs)) {
    const manifest = JSON.parse(execFileSync('tar', ['-xOzf', file, 'package/package.json'], { encoding: 'utf8' })) as Served['manifest'];
    if (manifest.name !== name) throw new Error(`${file} holds ${manifest.name}, not ${name}`);
    served.set(name, { manifest, file, bytes: readFileSync(file) });
  }
  const prefix = `/${randomUUID()}`;
  let base = '';
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] as string);
    if (!path.startsWith(`${prefix}/`)) return void response.writeHead(404).end();
    const rest = path.slice(prefix.length + 1);
    const tarball = /^tarballs\/(.+\.tgz)$/.exec(rest);
    if (tarball) {
      const entry = [...served.values()].find((candidate) => basename(candidate.file) === tarball[1]);
      if (!entry) return void response.writeHead(404).end();
      return void response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': entry.bytes.length }).end(entry.bytes);
    }
    const entry = served.get(rest);
    if (!entry) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    const { manifest, bytes, file } = entry;
    const document = {
      name: manifest.name,
      'dist-tags': { latest: manifest.version },
      versions: {
        [manifest.version]: {
          ...manifest,
          _id: `${manifest.name}@${manifest.version}`,
          dist: {
            tarball: `${base}/tarballs/${basename(file)}`,
            shasum: createHash('sha1').update(bytes).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
          },
        },
      },
    };
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
  return {
    url: `${base}/`,
    versions: Object.fromEntries([...served].map(([name, entry]) => [name, entry.manifest.version])),
    integrity: Object.fromEntries([...served].map(([name, entry]) => [name, `sha512-${createHash('sha512').update(entry.bytes).digest('base64')}`])),
    close: () =>
      new Promise((resolve) => {
        // npm keeps its connections alive; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
