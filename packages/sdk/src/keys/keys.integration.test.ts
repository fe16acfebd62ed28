import { AuthenticationError, PermissionDeniedError } from '@honcho-ai/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';

const ADMIN_KEY = 'admin-key-for-tests';
let env: EmulatorClient;

beforeAll(async () => {
  env = await startEmulatorClient({ emulator: { apiKey: ADMIN_KEY }, client: { apiKey: ADMIN_KEY, workspaceId: 'keys-ws' } });
});

afterAll(async () => {
  await env.close();
});

describe('honcho.keys against the emulator', () => {
  it('issues a workspace key by default, usable as a client key', async () => {
    const { key } = await env.honcho.keys.createKey();
    expect(key.split('.')).toHaveLength(3);
    const scoped = env.client({ apiKey: key, workspaceId: 'keys-ws' });
    expect((await scoped.peer('alice')).id).toBe('alice');
  });

  it('issues peer and session keys with an expiry', async () => {
    const alice = await env.honcho.peer('alice');
    const expiresAt = new Date(Date.now() + 60_000);
    const { key } = await env.honcho.keys.createKey({ peerId: alice, sessionId: 'chat-1', expiresAt });
    const payload = JSON.parse(Buffer.from(key.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({ w: 'keys-ws', p: 'alice', s: 'chat-1', exp: Math.floor(expiresAt.getTime() / 1000) });
    const other = await env.honcho.keys.createKey({ workspaceId: 'another-ws', expiresAt: '2099-01-01T00:00:00Z' });
    const otherPayload = JSON.parse(Buffer.from(other.key.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(otherPayload).toMatchObject({ w: 'another-ws' });
  });

  it('refuses without an admin key', async () => {
    const { key } = await env.honcho.keys.createKey();
    await expect(env.client({ apiKey: key }).keys.createKey()).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(env.client({ apiKey: 'wrong' }).keys.createKey()).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('health needs no key', async () => {
    expect(await env.client({ apiKey: 'wrong' }).health()).toEqual({ status: 'ok' });
  });

  it('prints without keys', () => {
    expect(String(env.honcho.keys)).toBe("Keys(workspaceId='keys-ws')");
    expect(JSON.stringify(env.honcho.keys)).not.toContain(ADMIN_KEY);
  });
});
