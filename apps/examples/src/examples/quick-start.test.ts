import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quickStart } from './quick-start.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();
const appRoot = join(import.meta.dirname, '..', '..');

describe('quick start', () => {
  it('stores the conversation and answers from what alice said', async () => {
    const { honcho, workspaceId } = fixture.context();
    const answer = await quickStart(honcho);
    expect(answer).toContain('I love Indian food, especially dal.');
    expect(Object.keys(fixture.emulator.store.sessionPeers(workspaceId, 'support-42')).sort()).toEqual(['alice', 'assistant']);
    expect(fixture.emulator.store.messages(workspaceId, 'support-42').map((message) => message.peer_id)).toEqual(['alice', 'assistant', 'alice']);
  });

  it('runs on its own with `tsx`, starting and stopping an embedded emulator', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.HONCHO_URL;
    delete env.HONCHO_API_KEY;
    const result = spawnSync(join(appRoot, 'node_modules', '.bin', 'tsx'), ['src/examples/quick-start.ts'], { cwd: appRoot, env, encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Embedded emulator: http:\/\/127\.0\.0\.1:\d+\n/);
    expect(result.stdout).toContain('I love Indian food, especially dal.');
  });
});
