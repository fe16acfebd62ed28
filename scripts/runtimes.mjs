// Where the newer Node.js binaries installed by tools/runtimes live.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Absolute path of the Node.js binary for `major` (22 or 24), or undefined when not installed on this platform. */
export function nodeBinary(major) {
  const path = join(root, 'tools', 'runtimes', 'node_modules', `node${major}`, 'bin', 'node');
  return existsSync(path) ? path : undefined;
}
