import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The CLI is tested as users run it: the built `dist/node/cli.js` in a child
// process. The repo's test command builds every package first; when the build
// is missing or older than the sources (running vitest alone mid-change), it
// is rebuilt here once.
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(packageDir, 'dist', 'node', 'cli.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.test(-d)?\.ts$/.test(entry)) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

beforeAll(() => {
  let built = 0;
  try {
    built = statSync(cli).mtimeMs;
  } catch {}
  if (built < newestSource(join(packageDir, 'src'))) {
    const result = spawnSync('npx', ['tsup'], { cwd: packageDir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tsup failed:\n${result.stdout}\n${result.stderr}`);
  }
}, 120_000);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts the CLI and resolves with its URL once the first line is printed, and how long that took. */
function start(args: string[]): Promise<{ url: string; ms: number; child: ChildProcess; output: () => string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], ms: performance.now() - started, child, output: () => output });
    });
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('honcho-emulator', () => {
  it('starts quickly, prints its URL and serves the API', async () => {
    const { url, ms } = await start(['--port', '0']);
    // The budget is one second; the bound is generous for slow CI machines.
    console.log(`honcho-emulator start to first line: ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(3000);
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
    const created = await fetch(`${url}/v3/workspaces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"cli"}' });
    expect(created.status).toBe(201);
  });

  it('loads a seed file and requires the API key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'honcho-emulator-'));
    const seedFile = join(dir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify({ workspaces: [{ id: 'seeded', peers: ['alice'] }] }));
    const { url } = await start(['--port', '0', '--api-key', 'k', '--seed', seedFile, '--quiet']);
    expect((await fetch(`${url}/v3/workspaces/seeded/peers/list`, { method: 'POST' })).status).toBe(401);
    const listed = await fetch(`${url}/v3/workspaces/seeded/peers/list`, { method: 'POST', headers: { authorization: 'Bearer k' } });
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((peer) => peer.id)).toEqual(['alice']);
  });

  it('behaves as server 3.0.12 with --server 3.0.12, and says so', async () => {
    const { url, output } = await start(['--port', '0', '--server', '3.0.12']);
    const workspaceChat = await fetch(`${url}/v3/workspaces/w/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"hi"}' });
    expect(workspaceChat.status).toBe(404);
    expect(await workspaceChat.text()).toBe('{"detail":"Not Found"}');
    const conclusion = await fetch(`${url}/v3/workspaces/w/conclusions/c1`);
    expect(conclusion.status).toBe(405);
    expect(conclusion.headers.get('allow')).toBe('DELETE');
    expect((await fetch(`${url}/v1/chat/completions`, { method: 'POST', body: '{}' })).status).toBe(404);
    await expect.poll(output).toContain('server: 3.0.12 (as recorded');
  });

  it('keeps the extensions by default, and says so', async () => {
    const { url, output } = await start(['--port', '0']);
    const workspaceChat = await fetch(`${url}/v3/workspaces/w/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"hi"}' });
    // Served: the workspace does not exist, which only a served route can say.
    expect(await workspaceChat.json()).toEqual({ detail: 'Workspace w not found' });
    await expect.poll(output).toContain('server: extended');
  });

  it('delivers webhooks with --webhook-secret, says loopback receivers are allowed, never prints the secret, and logs a failed delivery', async () => {
    const { url, output } = await start(['--port', '0', '--webhook-secret', 'cli-secret-4821', '--allow-loopback-webhooks']);
    await expect.poll(output).toContain('webhooks: LOOPBACK RECEIVERS ALLOWED');
    await fetch(`${url}/v3/workspaces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"w"}' });
    // A loopback literal is accepted with the flag; nothing listens on port 9 (discard), so the delivery fails.
    const created = await fetch(`${url}/v3/workspaces/w/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"http://127.0.0.1:9/hook"}' });
    expect(created.status).toBe(201);
    await fetch(`${url}/v3/workspaces/w/webhooks/test`);
    await expect.poll(output, { timeout: 10_000 }).toContain('webhook test.event to http://127.0.0.1:9/hook failed');
    expect(output()).not.toContain('cli-secret-4821');
  });

  it('injects the faults its flags describe', async () => {
    const { url, output } = await start(['--port', '0', '--fail-rate', '1', '--fail-status', '429', '--retry-after', '3', '--fault-path', '^/v3/', '--fault-times', '1']);
    const failed = await fetch(`${url}/v3/workspaces/list`, { method: 'POST' });
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('3');
    expect((await fetch(`${url}/v3/workspaces/list`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect(output()).toContain('"failRate":1');
  });

  it('stops cleanly on SIGTERM', async () => {
    const { child } = await start(['--port', '0']);
    child.removeAllListeners('exit');
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('prints help and version, and rejects bad flags with status 2', () => {
    expect(run(['--help'])).toMatchObject({ status: 0, stdout: expect.stringContaining('--cut-stream-after') });
    expect(run(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const bad = run(['--fail-rate', '2']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--fail-rate must be between 0 and 1');
    expect(run(['--what']).status).toBe(2);
    expect(run(['--help']).stdout).toContain('--server <profile>');
    const profile = run(['--server', 'latest']);
    expect(profile).toMatchObject({ status: 2, stdout: '' });
    expect(profile.stderr).toContain('honcho-emulator: --server must be one of "extended", "3.0.12", got "latest"');
  });

  it('serves the model provider with --model-provider, printing its base URL', async () => {
    const { url, output } = await start(['--model-provider', '--port', '0', '--api-key', 'k', '--embedding-dimensions', '32']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(output()).toContain('Honcho model provider listening on');
    const headers = { authorization: 'Bearer k', 'content-type': 'application/json' };
    expect((await fetch(`${url}/models`)).status).toBe(401);
    const embedded = await fetch(`${url}/embeddings`, { method: 'POST', headers, body: '{"model":"e","input":"hi"}' });
    expect(((await embedded.json()) as { data: { embedding: number[] }[] }).data[0]?.embedding).toHaveLength(32);
    const chat = await fetch(`${url}/chat/completions`, { method: 'POST', headers, body: '{"model":"m","messages":[{"role":"user","content":"Ping"}]}' });
    expect(((await chat.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content).toBe('Ping');
    expect(run(['--help']).stdout).toContain('--model-provider');
  });

  it('exits with 1 and a message for an unreadable seed file', () => {
    const result = run(['--port', '0', '--seed', '/nonexistent/seed.json']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('seed.json');
  });
});
