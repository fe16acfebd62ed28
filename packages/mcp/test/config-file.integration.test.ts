// The command reads the Honcho config file the other Honcho tools write, through the SDK's loader:
// a .honcho/config.json in its working directory names the server and the workspace.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpCommand } from '../src/test-support/http-command.js';
import { BIN_PATH, connectStdio, resultJson } from '../src/test-support/mcp-clients.js';

let emulator: RunningEmulator;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'honcho-mcp-config-'));
  mkdirSync(join(dir, '.honcho'));
  writeFileSync(join(dir, '.honcho', 'config.json'), JSON.stringify({ environmentUrl: emulator.url, hosts: { claude_code: { workspace: 'claude_code' } }, workspaceId: 'from-file' }));
});

afterAll(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('honcho-mcp and .honcho/config.json', () => {
  it('uses the server and workspace of a .honcho/config.json in its working directory, and says where they came from', async () => {
    const session = await connectStdio(['--peer', 'alice', '--max-retries', '0'], { HOME: dir }, dir);
    try {
      const saved = resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Reads config files' } }));
      expect(saved).toMatchObject({ saved: { content: 'Reads config files' } });
      expect(emulator.store.conclusions('from-file').map((conclusion) => conclusion.content)).toEqual(['Reads config files']);
      const configFile = join(dir, '.honcho', 'config.json');
      expect(session.stderr()).toContain(`honcho-mcp: config: URL from ${configFile}: environmentUrl; workspace from ${configFile}: workspaceId`);
      expect(session.stderr()).toContain(`(workspace from-file, ${emulator.url})`);
    } finally {
      await session.close();
    }
  });

  it('lets the flags and the environment win over the file', async () => {
    const command = await startHttpCommand(['--peer', 'alice', '--workspace', 'flagged'], { HOME: dir, HONCHO_URL: emulator.url });
    try {
      expect(command.startup.find((line) => line.includes('serving'))).toContain(`(workspace flagged, ${emulator.url})`);
      // Nothing came from the file, so no line says so; its unused host block is still pointed out.
      expect(command.stderr()).not.toContain('honcho-mcp: config: URL from');
      expect(command.stderr()).toContain('hosts.claude_code sets workspace, not used because no host was chosen');
    } finally {
      await command.close();
    }
  });

  it('refuses to start, exit 2, naming the line of a broken file', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'honcho-mcp-broken-'));
    try {
      mkdirSync(join(broken, '.honcho'));
      writeFileSync(join(broken, '.honcho', 'config.json'), '{\n  "apiKey": "k",\n}\n');
      const exited = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(process.execPath, [BIN_PATH, '--peer', 'alice'], { cwd: broken, env: { PATH: process.env.PATH ?? '', HOME: broken }, timeout: 20_000 }, (error, _stdout, stderr) => resolve({ code: error === null ? 0 : (error.code as number), stderr }));
      });
      expect(exited.code).toBe(2);
      expect(exited.stderr).toContain(`Honcho config file ${join(broken, '.honcho', 'config.json')}:2:16: is not valid JSON: a trailing comma before }`);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
