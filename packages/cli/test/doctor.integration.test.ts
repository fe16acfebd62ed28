// `honcho doctor` against the emulator over real HTTP, and against a refused port, as the built
// command (two cases) and in-process through the same command line (the rest).
import { createServer, type Server, type Socket } from 'node:net';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorCheck } from '../src/doctor/doctor-check.js';
import { closedPort, runCommand, runInProcess, useEmptyHomes, writeConfig } from '../src/test-support/run-command.js';

const ADMIN_KEY = 'hch-v3-doctor-admin-key-0c9a77';
const home = useEmptyHomes();

/** The checks of a `--json` run, by id. */
function checksOf(stdout: string): Record<string, DoctorCheck> {
  const report = JSON.parse(stdout) as { checks: DoctorCheck[] };
  return Object.fromEntries(report.checks.map((check) => [check.id, check]));
}

describe('honcho doctor against the emulator (auth off)', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed: { workspaces: [{ id: 'app', peers: ['alice'] }] } });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('passes every check, one ✓ line each, and exits 0 (the built command)', async () => {
    const dir = home();
    const run = await runCommand(['doctor', '--queue-seconds', '1'], { cwd: dir, env: { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: 'app' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('Every check passed.');
    expect(lines.slice(0, -1).map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      '✓ config',
      '✓ DNS',
      '✓ TCP',
      '✓ server',
      '✓ health',
      '✓ key',
      '✓ workspace',
      '✓ queue',
      '✓ webhooks',
      '✓ features',
    ]);
    expect(lines[0]).toContain(`${emulator.url} (env HONCHO_URL); key none (default); workspace app (env HONCHO_WORKSPACE_ID)`);
    expect(lines[3]).toContain('3.0.12-ts.1');
    expect(lines[9]).toBe('✓ features  evidence yes, workspace chat yes, /v1 yes');
  });

  it('gives the same as data with --json, reading the URL from a .honcho/config.json in the working directory', async () => {
    const dir = home();
    const path = writeConfig(dir, { environmentUrl: emulator.url, workspaceId: 'app' });
    const run = await runInProcess(['doctor', '--json', '--queue-seconds', '1'], { cwd: dir });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; checks: DoctorCheck[]; config: { sources: unknown } };
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => [check.id, check.status])).toEqual(['config', 'dns', 'tcp', 'server', 'health', 'key', 'workspace', 'queue', 'webhooks', 'features'].map((id) => [id, 'pass']));
    expect(report.config.sources).toMatchObject({ baseURL: { kind: 'file', path, keyPath: 'environmentUrl' } });
  });

  it("warns about a workspace that does not exist, and about registered webhooks with no local secret", async () => {
    const dir = home();
    const created = await fetch(`${emulator.url}/v3/workspaces/app/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://hooks.example.com/honcho' }) });
    expect(created.status).toBeLessThan(300);
    const env = { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: 'app' };
    const unset = checksOf((await runInProcess(['doctor', '--json', '--queue-seconds', '1'], { cwd: dir, env })).stdout);
    expect(unset.webhooks).toMatchObject({ status: 'warn', summary: '1 endpoint(s) registered (https://hooks.example.com/honcho); HONCHO_WEBHOOK_SECRET is not set here' });
    const set = checksOf((await runInProcess(['doctor', '--json', '--queue-seconds', '1'], { cwd: dir, env: { ...env, HONCHO_WEBHOOK_SECRET: 'whsec' } })).stdout);
    expect(set.webhooks).toMatchObject({ status: 'pass', summary: '1 endpoint(s) registered (https://hooks.example.com/honcho); HONCHO_WEBHOOK_SECRET is set here' });
    const missing = checksOf((await runInProcess(['doctor', '--json', '--workspace', 'nope', '--queue-seconds', '1'], { cwd: dir, env })).stdout);
    expect(missing.workspace).toMatchObject({ status: 'warn', summary: 'nope does not exist on this server (yet)' });
  });
});

describe('honcho doctor and the deriver queue', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // Dreams that never complete: the emulator's stand-in for a deriver that is not running.
    emulator = await startEmulator({ port: 0, dreamDurationMs: Infinity, seed: { workspaces: [{ id: 'stuck', peers: ['alice'] }] } });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('says "the deriver worker may not be running" with ! when pending work does not move, and still exits 0', async () => {
    const scheduled = await fetch(`${emulator.url}/v3/workspaces/stuck/schedule_dream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ observer: 'alice', dream_type: 'omni' }) });
    expect(scheduled.status).toBe(204);
    const run = await runInProcess(['doctor', '--queue-seconds', '1'], { cwd: home(), env: { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: 'stuck' } });
    expect(run.code).toBe(0);
    const queue = run.stdout.split('\n').find((line) => line.includes(' queue '));
    expect(queue).toMatch(/^! queue {5}1 work unit\(s\) pending for 1 s without moving: the deriver worker may not be running — fix: start the server's deriver worker beside its API/);
    expect(run.ms).toBeGreaterThanOrEqual(1000);
  });
});

describe('honcho doctor with a key', () => {
  let emulator: RunningEmulator;
  let scopedKey: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, apiKey: ADMIN_KEY, seed: { workspaces: [{ id: 'app', peers: ['alice'] }] } });
    const minted = await fetch(`${emulator.url}/v3/keys?workspace_id=app`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    scopedKey = ((await minted.json()) as { key: string }).key;
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('accepts the admin key and a scoped key, saying the scope from its claims, and never prints either', async () => {
    const dir = home();
    writeConfig(dir, { apiKey: ADMIN_KEY, environmentUrl: emulator.url, hosts: { claude_code: { apiKey: scopedKey, workspace: 'app' } } });
    const admin = await runInProcess(['doctor', '--workspace', 'app', '--queue-seconds', '1'], { cwd: dir });
    expect(admin.code).toBe(0);
    expect(admin.stdout).toContain('✓ key       accepted (not a JWT, so no scope claims (an admin key, or an opaque one))');
    const scoped = await runInProcess(['doctor', '--host', 'claude_code', '--queue-seconds', '1', '--json'], { cwd: dir });
    const checks = checksOf(scoped.stdout);
    expect(checks.key).toMatchObject({ status: 'pass', summary: 'accepted (workspace app, no expiry)' });
    // Listing workspaces needs an admin key: a workspace key cannot tell whether its workspace exists.
    expect(checks.workspace).toMatchObject({ status: 'skip' });
    for (const run of [admin, scoped]) {
      expect(run.stdout + run.stderr).not.toContain(ADMIN_KEY);
      expect(run.stdout + run.stderr).not.toContain(scopedKey);
    }
  });

  it('fails on a refused key and on a missing one, exiting 1, with the fix', async () => {
    const dir = home();
    const wrong = await runInProcess(['doctor', '--url', emulator.url, '--api-key', 'hch-v3-wrong-key-xyz', '--json'], { cwd: dir });
    expect(wrong.code).toBe(1);
    expect(checksOf(wrong.stdout).key).toMatchObject({ status: 'fail', summary: 'the server refused the key (401; not a JWT, so no scope claims (an admin key, or an opaque one))' });
    expect(wrong.stdout).not.toContain('hch-v3-wrong-key-xyz');
    const none = await runInProcess(['doctor', '--url', emulator.url, '--json'], { cwd: dir });
    expect(checksOf(none.stdout).key).toMatchObject({ status: 'fail', summary: 'the server needs a key and none is configured', fix: 'set HONCHO_API_KEY, or apiKey in ~/.honcho/config.json' });
    expect(checksOf(none.stdout).queue).toMatchObject({ status: 'skip' });
  });
});

describe('honcho doctor against a server without the extensions (3.0.12)', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, server: '3.0.12', seed: { workspaces: [{ id: 'app', peers: ['alice'] }] } });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('warns that evidence, workspace chat and /v1 are missing, as the SDK would find', async () => {
    const run = await runInProcess(['doctor', '--url', emulator.url, '--workspace', 'app', '--json', '--queue-seconds', '1'], { cwd: home() });
    expect(run.code).toBe(0);
    expect(checksOf(run.stdout).features).toMatchObject({ status: 'warn', summary: 'evidence no, workspace chat no, /v1 no', details: { evidence: false, 'workspace chat': false, '/v1': false } });
    const noChat = await runInProcess(['doctor', '--url', emulator.url, '--workspace', 'app', '--json', '--queue-seconds', '1', '--no-chat'], { cwd: home() });
    expect(checksOf(noChat.stdout).features).toMatchObject({ summary: 'evidence ? (not asked: --no-chat), workspace chat no, /v1 no', details: { evidence: null } });
  });
});

describe('honcho doctor when the server cannot be reached', () => {
  it('is done in under 3 s against a refused port, failing TCP and exiting 1', async () => {
    const port = await closedPort();
    // In process: the doctor's own time, config load included.
    const inProcess = await runInProcess(['doctor', '--url', `http://127.0.0.1:${port}`], { cwd: home() });
    expect(inProcess.code).toBe(1);
    expect(inProcess.ms).toBeLessThan(3000);
    expect(inProcess.stdout).toContain(`✗ TCP       nothing is listening at 127.0.0.1:${port} (connection refused) — fix: start the Honcho server`);
    expect(inProcess.stdout).toContain('- health    skipped: the server could not be reached');
    // The built command: the same, its checks timed by itself (Node's own start-up, which a loaded
    // machine can stretch past a second, is not the doctor's to bound).
    const built = await runCommand(['doctor', '--url', `http://127.0.0.1:${port}`, '--json'], { cwd: home() });
    expect(built.code).toBe(1);
    const checks = Object.values(checksOf(built.stdout));
    expect(checks.find((check) => check.id === 'tcp')).toMatchObject({ status: 'fail' });
    expect(checks.reduce((sum, check) => sum + check.ms, 0)).toBeLessThan(3000);
  });

  it('gives up on a server that accepts the connection but never answers after --timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as { port: number };
      const run = await runInProcess(['doctor', '--url', `http://127.0.0.1:${port}`, '--timeout', '300', '--json'], { cwd: home() });
      expect(run.code).toBe(1);
      expect(checksOf(run.stdout).server).toMatchObject({ status: 'fail', summary: 'no answer (ETIMEDOUT: no answer within 300 ms)' });
      expect(run.ms).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('fails a host name that does not resolve', async () => {
    const run = await runInProcess(['doctor', '--url', 'http://no-such-host.invalid:8000', '--json', '--timeout', '2000'], { cwd: home() });
    expect(run.code).toBe(1);
    expect(checksOf(run.stdout).dns).toMatchObject({ status: 'fail' });
    expect(checksOf(run.stdout).dns?.summary).toMatch(/^cannot resolve no-such-host\.invalid \(/);
  });

  it('fails the config check, naming file and line, when the config file is broken, and checks nothing else', async () => {
    const dir = home();
    const path = writeConfig(dir, '{\n  "apiKey": "k",\n}');
    const run = await runInProcess(['doctor', '--json'], { cwd: dir });
    expect(run.code).toBe(1);
    const checks = checksOf(run.stdout);
    expect(checks.config).toMatchObject({ status: 'fail', summary: `Honcho config file ${path}:2:16: is not valid JSON: a trailing comma before }` });
    expect(Object.values(checks).filter((check) => check.id !== 'config').every((check) => check.status === 'skip')).toBe(true);
  });
});

describe('honcho doctor when the server errs', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // Every queue status read fails with 503: the key cannot be confirmed, and doctor says so rather than pass it.
    emulator = await startEmulator({ port: 0, faults: { match: { method: 'GET', path: /\/queue\/status$/ }, failRate: 1, failStatus: 503 } });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('does not call a key accepted on an error answer', async () => {
    const run = await runInProcess(['doctor', '--url', emulator.url, '--json'], { cwd: home() });
    const checks = checksOf(run.stdout);
    expect(checks.key).toMatchObject({ status: 'warn', summary: 'cannot tell: GET queue/status answered 503 (no key)' });
    expect(checks.queue).toMatchObject({ status: 'skip' });
  });
});

describe('honcho doctor and a queue that drains', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // A dream that completes 1.5 s after it was scheduled: a deriver that is working.
    emulator = await startEmulator({ port: 0, dreamDurationMs: 1500, seed: { workspaces: [{ id: 'busy', peers: ['alice'] }] } });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('passes the queue as soon as pending work moves', async () => {
    const scheduled = await fetch(`${emulator.url}/v3/workspaces/busy/schedule_dream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ observer: 'alice', dream_type: 'omni' }) });
    expect(scheduled.status).toBe(204);
    const run = await runInProcess(['doctor', '--json', '--queue-seconds', '5'], { cwd: home(), env: { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: 'busy' } });
    const queue = checksOf(run.stdout).queue;
    expect(queue).toMatchObject({ status: 'pass', summary: 'draining: 0 left, 1 done while watching' });
    expect(queue?.ms).toBeLessThan(4000);
  });
});
