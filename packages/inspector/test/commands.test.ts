/**
 * The two ways to start the inspector from a terminal, as processes: `honcho-inspector` (this
 * package's command) and `honcho-emulator --inspector`. Each prints the URL to open, and that URL's
 * token opens the API; a missing package or a bad flag is said plainly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_HEADER, type InspectorInfo } from '../src/index.js';

const packageRoot = join(import.meta.dirname, '..');
const inspectorBin = join(packageRoot, 'bin', 'honcho-inspector.js');
const emulatorBin = join(dirname(createRequire(import.meta.url).resolve('@honcho-ai/testing/package.json')), 'bin', 'honcho-emulator.js');
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});

/** Starts a command and collects its output until `until` matches (or it exits). */
function start(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): { child: ChildProcess; output: () => string; waitFor: (pattern: RegExp) => Promise<RegExpExecArray>; exit: Promise<number | null> } {
  // No NODE_PATH: the package manager's run sets one that reaches every package of the workspace, which a user's shell does not.
  const env: NodeJS.ProcessEnv = { ...process.env, HONCHO_API_KEY: '', HONCHO_URL: '', HONCHO_WORKSPACE_ID: '', ...options.env };
  delete env.NODE_PATH;
  const child = spawn(process.execPath, args, { cwd: options.cwd ?? packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let text = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exit,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text);
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        check();
        void exit.then(() => {
          if (!pattern.exec(text)) reject(new Error(`exited before printing ${pattern}:\n${text}`));
        });
      }),
  };
}

async function infoAt(url: string): Promise<InspectorInfo> {
  const page = new URL(url);
  const response = await fetch(new URL('/api/info', page), { headers: { [TOKEN_HEADER]: page.searchParams.get('token') ?? '' } });
  expect(response.status).toBe(200);
  return (await response.json()) as InspectorInfo;
}

describe('honcho-inspector', () => {
  it('reads HONCHO_URL and HONCHO_WORKSPACE_ID, prints the URL to open, and that URL opens the API', async () => {
    const emulator = start([emulatorBin, '--port', '0', '--quiet']);
    const [, emulatorUrl] = await emulator.waitFor(/listening on (http:\/\/\S+)/);
    const inspector = start([inspectorBin, '--port', '0'], { env: { HONCHO_URL: emulatorUrl!, HONCHO_WORKSPACE_ID: 'from-env', HONCHO_API_KEY: 'hk-never-printed-1234' } });
    const [, url] = await inspector.waitFor(/open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/);
    await inspector.waitFor(/Press Ctrl\+C/);
    expect(await infoAt(url!)).toMatchObject({ honchoUrl: emulatorUrl, workspaceId: 'from-env', authenticated: true, allowWrites: false });
    expect(inspector.output()).toContain('read-only');
    expect(inspector.output()).not.toContain('hk-never-printed-1234');
  });

  it('takes the flags over the environment, and refuses a bad one with the usage', async () => {
    const emulator = start([emulatorBin, '--port', '0', '--quiet']);
    const [, emulatorUrl] = await emulator.waitFor(/listening on (http:\/\/\S+)/);
    const inspector = start([inspectorBin, '--port', '0', '--url', emulatorUrl!, '--workspace', 'flagged', '--allow-writes'], { env: { HONCHO_WORKSPACE_ID: 'from-env' } });
    const [, url] = await inspector.waitFor(/open (http:\/\/\S+)/);
    expect(await infoAt(url!)).toMatchObject({ workspaceId: 'flagged', allowWrites: true, authenticated: false });
    const bad = start([inspectorBin, '--port', 'eighty']);
    expect(await bad.exit).toBe(2);
    expect(bad.output()).toContain('--port: must be a whole number from 0 to 65535, got "eighty"');
    expect(bad.output()).toContain('Usage: honcho-inspector');
    const exposed = start([inspectorBin, '--host', '0.0.0.0', '--port', '0']);
    expect(await exposed.exit).toBe(2);
    expect(exposed.output()).toContain('host: must be a loopback address');
  });
});

describe('honcho-inspector and the Honcho config file', () => {
  it('opens on the server and workspace of a .honcho/config.json in its working directory', async () => {
    const emulator = start([emulatorBin, '--port', '0', '--quiet']);
    const [, emulatorUrl] = await emulator.waitFor(/listening on (http:\/\/\S+)/);
    const dir = mkdtempSync(join(tmpdir(), 'honcho-inspector-config-'));
    try {
      mkdirSync(join(dir, '.honcho'));
      writeFileSync(join(dir, '.honcho', 'config.json'), JSON.stringify({ environmentUrl: emulatorUrl, workspaceId: 'from-file', apiKey: 'hk-from-file-never-printed' }));
      const inspector = start([inspectorBin, '--port', '0'], { cwd: dir, env: { HOME: dir } });
      const [, url] = await inspector.waitFor(/open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/);
      expect(await infoAt(url!)).toMatchObject({ honchoUrl: emulatorUrl, workspaceId: 'from-file', authenticated: true });
      await inspector.waitFor(/Press Ctrl\+C/);
      expect(inspector.output()).not.toContain('hk-from-file-never-printed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start, exit 2, naming the line of a broken config file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'honcho-inspector-broken-'));
    try {
      mkdirSync(join(dir, '.honcho'));
      writeFileSync(join(dir, '.honcho', 'config.json'), '{\n  "apiKey": "k",\n}\n');
      const inspector = start([inspectorBin, '--port', '0'], { cwd: dir, env: { HOME: dir } });
      expect(await inspector.exit).toBe(2);
      expect(inspector.output()).toContain(`Honcho config file ${join(dir, '.honcho', 'config.json')}:2:16: is not valid JSON: a trailing comma before }`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('honcho-emulator --inspector', () => {
  it('serves the inspector beside the emulator and prints both URLs', async () => {
    const emulator = start([emulatorBin, '--port', '0', '--inspector', '--inspector-port', '0', '--inspector-workspace', 'demo']);
    const [, emulatorUrl] = await emulator.waitFor(/Honcho emulator listening on (http:\/\/\S+)/);
    const [, url] = await emulator.waitFor(/Honcho inspector: open (http:\/\/\S+)/);
    expect(await infoAt(url!)).toMatchObject({ honchoUrl: emulatorUrl, workspaceId: 'demo' });
  });

  it('says how to install the inspector where it is missing', async () => {
    const emulator = start([emulatorBin, '--port', '0', '--inspector', '--inspector-port', '0'], { cwd: tmpdir() });
    expect(await emulator.exit).toBe(2);
    expect(emulator.output()).toContain('--inspector needs the package @honcho-ai/inspector: npm install --save-dev @honcho-ai/inspector');
  });
});
