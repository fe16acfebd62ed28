// A self-hosted server on a non-loopback address with auth off: the config file names it, no key is
// configured anywhere, and the client reaches it sending no Authorization header. Nothing in the SDK
// refuses a non-loopback URL without a key (there is no such check in sdk-core's resolveConfig or the
// client), and this is the proof on the wire.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Honcho } from '../index.js';
import { loadHonchoConfig } from './load-honcho-config.js';

/** This machine's first non-loopback IPv4 address: a URL a user would give for a server on the LAN. */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;
  if (address === undefined) throw new Error('this test needs a non-loopback IPv4 interface to serve the emulator on');
  return address;
}

let emulator: RunningEmulator;
let home: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, hostname: lanAddress(), seed: { workspaces: [{ id: 'lab', peers: ['alice'] }] } });
  home = mkdtempSync(join(tmpdir(), 'honcho-selfhosted-'));
  mkdirSync(join(home, '.honcho'));
  writeFileSync(join(home, '.honcho', 'config.json'), JSON.stringify({ environmentUrl: emulator.url, workspaceId: 'lab' }));
});

afterAll(async () => {
  await emulator.close();
  rmSync(home, { recursive: true, force: true });
});

it('reaches a non-loopback server with auth off, configured by file, sending no key', async () => {
  expect(emulator.url).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
  const config = loadHonchoConfig({ homeDir: home, cwd: home, env: {} });
  expect(config.apiKey).toBeUndefined();
  const authorization: (string | null)[] = [];
  const honcho = new Honcho({
    ...config.toClientOptions(),
    maxRetries: 0,
    fetch: (input, init) => {
      authorization.push(new Headers(init?.headers).get('authorization'));
      return fetch(input, init);
    },
  });
  const page = await honcho.peers();
  expect(page.items.map((peer) => peer.id)).toEqual(['alice']);
  expect(authorization.length).toBeGreaterThan(0);
  expect(authorization.every((value) => value === null)).toBe(true);
});
