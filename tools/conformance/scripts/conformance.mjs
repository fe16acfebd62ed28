#!/usr/bin/env node
// The conformance runner's command line: sends the exchange catalogue to a Honcho server (or
// to the emulator) and writes one JSON fixture per group. See "Conformance fixtures" in
// tools/conformance/README.md.
import { mkdir, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
register('./conformance-ts-hooks.mjs', import.meta.url);

const USAGE = `Usage: node tools/conformance/scripts/conformance.mjs <command> [options]

Commands:
  record                     Send the catalogue and write <out>/<group>.json per group
  list                       Print the groups and how many exchanges each has

Options for record:
  --base-url <url>           The server, without /v3 (e.g. http://127.0.0.1:8000)
  --emulator                 Record from an emulator started in-process instead
  --out <dir>                Where fixtures go (default: packages/testing/conformance)
  --token <token>            Send Authorization: Bearer <token> (the admin key); records only the
                             groups that need authentication on, which without it are left out
  --group <name,...>         Only these groups
  --server-version <v>       e.g. 3.0.12 (metadata)
  --snapshot-commit <sha>    The server snapshot's commit (metadata)
  --snapshot-date <date>     The server snapshot's date (metadata)
  --recorded-from <kind>     server | emulator (default: emulator with --emulator, else server)
  --run-token <token>        8 characters [a-z0-9] (default: random)
  --timeout-ms <n>           Per request (default 120000)
  -q, --quiet                Print only the summary
  -h, --help`;

function fail(message) {
  console.error(`conformance: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      emulator: { type: 'boolean' },
      out: { type: 'string' },
      token: { type: 'string' },
      group: { type: 'string' },
      'server-version': { type: 'string' },
      'snapshot-commit': { type: 'string' },
      'snapshot-date': { type: 'string' },
      'recorded-from': { type: 'string' },
      'run-token': { type: 'string' },
      'timeout-ms': { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command] = positionals;
if (command !== 'record' && command !== 'list') fail(command === undefined ? 'a command is required' : `unknown command ${command}`);

const { loadCatalogue } = await import('../src/catalogue/index.ts');
let groups = await loadCatalogue();
if (values.group !== undefined) {
  const wanted = values.group.split(',');
  const unknown = wanted.filter((name) => !groups.some((group) => group.name === name));
  if (unknown.length > 0) fail(`unknown group ${unknown.join(', ')}; groups: ${groups.map((g) => g.name).join(', ')}`);
  groups = groups.filter((group) => wanted.includes(group.name));
}

if (command === 'list') {
  for (const group of groups) console.log(`${group.name.padEnd(18)} ${String(group.exchanges.length).padStart(4)}  ${group.description}`);
  console.log(`${'total'.padEnd(18)} ${String(groups.reduce((n, g) => n + g.exchanges.length, 0)).padStart(4)}`);
  process.exit(0);
}

if ((values['base-url'] === undefined) === (values.emulator !== true)) fail('give exactly one of --base-url and --emulator');
const recordedFrom = values['recorded-from'] ?? (values.emulator ? 'emulator' : 'server');
if (recordedFrom !== 'server' && recordedFrom !== 'emulator') fail('--recorded-from is server or emulator');
if (values['run-token'] !== undefined && !/^[a-z][a-z0-9]{7}$/.test(values['run-token'])) fail('--run-token is 8 characters [a-z0-9], starting with a letter');
const timeoutMs = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) fail('--timeout-ms is a positive integer');

const { createRunToken } = await import('../src/placeholders.ts');
const { recordFixtures, serialiseFixture } = await import('../src/record-fixtures.ts');

// A server answers with authentication either on or off, so one recording covers the groups of
// one kind: with --token the authenticated groups, without it the others. The in-process
// emulator is started once per kind (with a key for the authenticated groups).
const EMULATOR_ADMIN_KEY = 'conformance-admin-key';
const authenticated = values.emulator ? [false, true] : [values.token !== undefined];
const { startEmulator } = values.emulator ? await import('@honcho-ai/testing/node') : {};
const out = resolve(values.out ?? join(here, '..', '..', '..', 'packages', 'testing', 'conformance'));
await mkdir(out, { recursive: true });

const counts = new Map();
for (const withAuth of authenticated) {
  const kind = groups.filter((group) => (group.authenticated === true) === withAuth);
  if (kind.length === 0) continue;
  const emulator = startEmulator === undefined ? undefined : await startEmulator({ port: 0, ...(withAuth && { apiKey: EMULATOR_ADMIN_KEY }) });
  const token = emulator === undefined ? values.token : withAuth ? EMULATOR_ADMIN_KEY : undefined;
  try {
    await recordFixtures(
      kind,
      {
        baseUrl: emulator?.url ?? values['base-url'],
        runToken: values['run-token'] ?? createRunToken(),
        ...(token !== undefined && { token }),
        ...(timeoutMs !== undefined && { timeoutMs }),
        onExchange: (recorded) => {
          if (!values.quiet) console.log(`  ${String(recorded.response.status).padStart(3)} ${recorded.request.method} ${recorded.name}`);
          const key = recorded.response.status === 0 ? 'no response' : `${Math.floor(recorded.response.status / 100)}xx`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        },
      },
      {
        recordedFrom,
        ...(values['server-version'] !== undefined && { serverVersion: values['server-version'] }),
        ...(values['snapshot-commit'] !== undefined && { snapshotCommit: values['snapshot-commit'] }),
        ...(values['snapshot-date'] !== undefined && { snapshotDate: values['snapshot-date'] }),
      },
      async (fixture) => {
        const file = join(out, `${fixture.group}.json`);
        await writeFile(file, serialiseFixture(fixture));
        console.log(`${fixture.group}: ${fixture.exchanges.length} exchanges -> ${file}`);
      },
    );
  } catch (error) {
    // A marked server defect the server no longer shows: the message says which marker to remove.
    if (error?.name !== 'ServerDefectFixedError') throw error;
    console.error(`conformance: ${error.message}`);
    process.exitCode = 1;
    break;
  } finally {
    await emulator?.close();
  }
}
if (process.exitCode === 1) process.exit(1);
console.log(`done: ${[...counts].map(([key, n]) => `${n} ${key}`).join(', ')}`);
