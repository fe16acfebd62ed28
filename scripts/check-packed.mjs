#!/usr/bin/env node
// publint (strict) and attw on the tarballs the packages publish, each packed once.
//
// Usage:
//   node scripts/check-packed.mjs <tarballs.json>   every tarball a `pack-fixtures.mjs --tarballs-only` run
//                                                   listed (what `npm test` does: one pack, shared with the
//                                                   runtime matrix and the docs commands)
//   node ../../scripts/check-packed.mjs             from a package folder (its `check:package` script):
//                                                   packs that package with pnpm, then checks the tarball
//
// attw's profile follows what the package ships: `node16` when its exports offer CommonJS (`require`),
// so both resolutions are checked, else `esm-only`.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = promisify(execFile);

/** @param {string} tarball @returns {Promise<{ name: string, ok: boolean, output: string }>} */
async function check(tarball) {
  const manifest = await packedManifest(tarball);
  const profile = JSON.stringify(manifest.exports ?? {}).includes('"require"') ? 'node16' : 'esm-only';
  const outputs = [];
  let ok = true;
  for (const [command, args] of [
    [bin('publint'), ['run', tarball, '--strict']],
    [bin('attw'), [tarball, '--profile', profile, '--no-color']],
  ]) {
    try {
      const { stdout, stderr } = await run(command, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
      outputs.push(stdout + stderr);
    } catch (error) {
      ok = false;
      outputs.push(`${String(error.stdout ?? '')}${String(error.stderr ?? '')}` || String(error));
    }
  }
  return { name: `${manifest.name} (attw --profile ${profile})`, ok, output: outputs.join('\n').trim() };
}

/** The package.json inside a tarball, read with tar (every platform the tests run on has it). */
async function packedManifest(tarball) {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json'], { maxBuffer: 4 * 1024 * 1024 });
  return JSON.parse(stdout);
}

/** @returns {Promise<string[]>} */
async function tarballsToCheck() {
  const list = process.argv[2];
  if (list !== undefined) {
    const { tarballs } = JSON.parse(readFileSync(list, 'utf8'));
    const paths = Object.values(tarballs);
    const missing = paths.filter((path) => !existsSync(path));
    if (paths.length === 0 || missing.length > 0) throw new Error(`${list}: ${paths.length === 0 ? 'lists no tarball' : `lists tarballs that are gone: ${missing.join(', ')}`}`);
    return paths;
  }
  const destination = mkdtempSync(join(tmpdir(), 'honcho-check-packed-'));
  process.on('exit', () => rmSync(destination, { recursive: true, force: true }));
  const localPnpm = bin('pnpm');
  const [command, ...prefix] = existsSync(localPnpm) ? [localPnpm] : ['npx', '--yes', 'pnpm@10.34.9'];
  await run(command, [...prefix, 'pack', '--pack-destination', destination], { cwd: process.cwd() });
  return readdirSync(destination).map((file) => join(destination, file));
}

const results = [];
// Two at a time: attw and publint are single-threaded, and the machines this runs on have two cores.
const queue = await tarballsToCheck();
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await check(next));
  }),
);
results.sort((a, b) => a.name.localeCompare(b.name));
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}`);
  if (!result.ok) console.log(result.output.replace(/^/gm, '     '));
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
