// Where the runtimes and compilers installed by tools/runtimes live (see tools/runtimes/README.md).
// Each function returns undefined when the binary is not installed on this platform: the
// platform packages are optional dependencies, so pnpm skips them on other systems.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const installed = join(root, 'tools', 'runtimes', 'node_modules');

const ifPresent = (path) => (existsSync(path) ? path : undefined);

/** Absolute path of the Node.js binary for `major` (22 or 24), or undefined when not installed on this platform. */
export function nodeBinary(major) {
  return ifPresent(join(installed, `node${major}`, 'bin', 'node'));
}

/** Absolute path of the Bun binary (`@oven/bun-linux-x64`), or undefined when not installed on this platform. */
export function bunBinary() {
  return ifPresent(join(installed, '@oven', 'bun-linux-x64', 'bin', 'bun'));
}

/** Absolute path of the Deno binary (`@deno/linux-x64-glibc`), or undefined when not installed on this platform. */
export function denoBinary() {
  return ifPresent(join(installed, '@deno', 'linux-x64-glibc', 'deno'));
}

/**
 * The command (argv prefix) that runs the oldest supported TypeScript (`typescript-oldest`, a
 * JavaScript `tsc` run with this Node) or the newest (TypeScript 7's native `tsc` binary), or
 * undefined when not installed on this platform.
 */
export function tscCommand(which) {
  if (which === 'oldest') {
    const tsc = join(installed, 'typescript-oldest', 'bin', 'tsc');
    return existsSync(tsc) ? [process.execPath, tsc] : undefined;
  }
  const native = ifPresent(join(installed, '@typescript', 'typescript-linux-x64', 'lib', 'tsc'));
  return native ? [native] : undefined;
}
