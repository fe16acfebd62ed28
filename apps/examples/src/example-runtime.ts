/**
 * Which Node runs an example. An example whose framework needs a newer Node
 * than the one running `npm run examples` says so on its first line
 * (`// Needs Node 22.`); it then runs on that major from the repo's test
 * runtimes (tools/runtimes, installed by `pnpm install`), or is skipped with
 * the reason when that binary is not there (another platform).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NEEDS_NODE = /^\/\/ Needs Node (\d+)\.\s*$/;

/** The repo's root: apps/examples/src is three levels below it. */
const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** The Node major an example's first line asks for, if it asks. */
export function neededNodeMajor(file: string): number | undefined {
  const firstLine = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  const match = NEEDS_NODE.exec(firstLine);
  return match === null ? undefined : Number(match[1]);
}

/** The Node binary to run `file` with, or why it cannot run here. */
export function nodeForExample(file: string, current = process.versions.node, execPath = process.execPath): { readonly node: string } | { readonly skip: string } {
  const needed = neededNodeMajor(file);
  if (needed === undefined || Number(current.split('.')[0]) >= needed) return { node: execPath };
  const installed = join(repoRoot, 'tools', 'runtimes', 'node_modules', `node${needed}`, 'bin', 'node');
  if (existsSync(installed)) return { node: installed };
  return { skip: `needs Node ${needed} or later (this is Node ${current}, and tools/runtimes has no Node ${needed} for this platform)` };
}
