#!/usr/bin/env node
// Packs every published package with pnpm (which rewrites `workspace:*` into
// real versions, as on publish), then installs the tarballs with npm into an
// ESM and a CJS fixture project. The fixtures see exactly what a user installs:
// the `files` list, the export maps, both module formats and the real
// third-party dependencies from the registry, none of the workspace's symlinks.
//
// Usage: node scripts/pack-fixtures.mjs <out-dir> [--tarballs-only]
// Prints a JSON summary ({ dir, tarballs, fixtures }) on its last line. With --tarballs-only it
// packs and stops ({ dir, tarballs }): tests/docs-commands installs them its own way.
//
// When HONCHO_PACKED_TARBALLS names the summary of an earlier --tarballs-only run, its tarballs are
// used instead of packing again: `npm test` packs once, after the build, and publint/attw, the
// runtime matrix and the docs commands all check those same files.
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const [out, ...flags] = process.argv.slice(2);
const tarballsOnly = flags.includes('--tarballs-only');
if (!out || out.startsWith('--')) {
  console.error('usage: node scripts/pack-fixtures.mjs <out-dir> [--tarballs-only]');
  process.exit(2);
}
const published = ['api-types', 'core', 'sdk', 'testing', 'ai-sdk', 'openai-compat', 'mcp', 'openai-agents', 'langchain', 'mastra', 'inspector', 'cli'];
const tarballDir = join(out, 'tarballs');
mkdirSync(tarballDir, { recursive: true });

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
};

// The repo's own pnpm when installed (root devDependency), else through npx: six `npx` start-ups cost seconds.
const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');
const pnpm = existsSync(localPnpm) ? [localPnpm] : ['npx', '--yes', 'pnpm@10.34.9'];

/** Packs one package into its own folder (so concurrent packs cannot mistake each other's tarballs). */
const pack = async (name) => {
  const dir = join(root, 'packages', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const destination = join(tarballDir, name);
  mkdirSync(destination, { recursive: true });
  const [command, ...prefix] = pnpm;
  try {
    await promisify(execFile)(command, [...prefix, 'pack', '--pack-destination', destination], { cwd: dir, timeout: 180_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    throw new Error(`pnpm pack failed in ${dir}: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  }
  const created = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!created) throw new Error(`pnpm pack produced no tarball for ${manifest.name}`);
  return [manifest.name, join(destination, created)];
};

/** The tarballs of an earlier pack (HONCHO_PACKED_TARBALLS), when it packed every published package and they are still there. */
const packedEarlier = () => {
  const summary = process.env.HONCHO_PACKED_TARBALLS;
  if (!summary) return undefined;
  const { tarballs: earlier } = JSON.parse(readFileSync(summary, 'utf8'));
  const names = published.map((name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).name);
  const missing = names.filter((name) => !earlier?.[name] || !existsSync(earlier[name]));
  if (missing.length > 0) throw new Error(`HONCHO_PACKED_TARBALLS (${summary}) lacks a tarball for ${missing.join(', ')}: unset it to pack here`);
  return Object.fromEntries(names.map((name) => [name, earlier[name]]));
};

/** @type {Record<string, string>} */
const tarballs = packedEarlier() ?? Object.fromEntries(await Promise.all(published.map(pack)));
if (tarballsOnly) {
  console.log(JSON.stringify({ dir: out, tarballs }));
  process.exit(0);
}

// The MCP scripts connect the protocol SDK's own Client, which an MCP client app installs itself:
// the version @honcho-ai/mcp depends on, so npm keeps one copy for the server and the client.
const mcpSdk = JSON.parse(readFileSync(join(root, 'packages', 'mcp', 'package.json'), 'utf8')).dependencies['@modelcontextprotocol/sdk'];

// @honcho-ai/sdk/tracing's peer, the OpenTelemetry API, which an app that traces installs itself: the workspace's version.
const otelApi = JSON.parse(readFileSync(join(root, 'packages', 'sdk', 'package.json'), 'utf8')).devDependencies['@opentelemetry/api'];

// @honcho-ai/openai-agents's peer, the Agents SDK, is the workspace's copy (its devDependency) linked in
// after the install rather than installed again: it brings openai 7 and about 80 MB, for two scripts.
const agentsSdk = realpathSync(join(root, 'packages', 'openai-agents', 'node_modules', '@openai', 'agents'));
// @honcho-ai/langchain's peers, LangChain's core and agents, are the workspace's copies too (its devDependencies).
const langchainPeers = ['@langchain/core', 'langchain'].map((name) => [name, realpathSync(join(root, 'packages', 'langchain', 'node_modules', name))]);
// @honcho-ai/mastra's peer, Mastra's core, and ai, whose test model its smoke plays the model with, likewise.
const mastraPeers = ['@mastra/core', 'ai'].map((name) => [name, realpathSync(join(root, 'packages', 'mastra', 'node_modules', name))]);

const fixtures = {};
for (const kind of ['esm', 'cjs']) {
  const dir = join(out, kind);
  mkdirSync(dir, { recursive: true });
  const deps = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  // The packages depend on each other by version; overrides make npm use the tarballs rather than look them up.
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `honcho-fixture-${kind}`, private: true, type: kind === 'esm' ? 'module' : 'commonjs', dependencies: { ...deps, zod: '^4.0.0', '@modelcontextprotocol/sdk': mcpSdk, '@opentelemetry/api': otelApi }, overrides: deps }, null, 2)}\n`,
  );
  const script = kind === 'esm' ? 'smoke.mjs' : 'smoke.cjs';
  const mcpScript = kind === 'esm' ? 'mcp-smoke.mjs' : 'mcp-smoke.cjs';
  // The scripts and the bodies they share with the other runtimes' runs; the ESM project also
  // gets the stdio client of the installed honcho-mcp command and the inspector's smoke (an ESM-only package).
  const agentsScript = kind === 'esm' ? 'openai-agents-smoke.mjs' : 'openai-agents-smoke.cjs';
  const langchainScript = kind === 'esm' ? 'langchain-smoke.mjs' : 'langchain-smoke.cjs';
  const mastraScript = kind === 'esm' ? 'mastra-smoke.mjs' : 'mastra-smoke.cjs';
  const files = [script, 'smoke-body.mjs', mcpScript, 'mcp-body.mjs', 'mcp-serve.mjs', agentsScript, 'openai-agents-body.mjs', langchainScript, 'langchain-body.mjs', mastraScript, 'mastra-body.mjs', ...(kind === 'esm' ? ['mcp-stdio.mjs', 'inspector-smoke.mjs'] : [])];
  for (const file of files) cpSync(join(root, 'tests', 'matrix', 'fixture', file), join(dir, file));
  // Peers (ai, @ai-sdk/provider, msw, @openai/agents) are left out: the smoke scripts need none of
  // them but the Agents SDK, linked in once npm is done (npm would prune a link made before).
  run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], dir);
  const agentsLink = join(dir, 'node_modules', '@openai', 'agents');
  mkdirSync(dirname(agentsLink), { recursive: true });
  symlinkSync(agentsSdk, agentsLink, 'dir');
  for (const [name, source] of [...langchainPeers, ...mastraPeers]) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(source, link, 'dir');
  }
  fixtures[kind] = { dir, script: join(dir, script), mcpScript: join(dir, mcpScript), agentsScript: join(dir, agentsScript), langchainScript: join(dir, langchainScript), mastraScript: join(dir, mastraScript) };
}
const mcpStdioScript = join(fixtures.esm.dir, 'mcp-stdio.mjs');
console.log(JSON.stringify({ dir: out, tarballs, fixtures, mcpStdioScript }));
