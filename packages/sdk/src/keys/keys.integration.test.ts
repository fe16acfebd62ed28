import { AuthenticationError } from '@honcho-ai/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';

const ADMIN_KEY = 'admin-key-for-tests';
let env: EmulatorClient;

const payloadOf = (key: string) => JSON.parse(Buffer.from(key.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  env = await startEmulatorClient({ emulator: { apiKey: ADMIN_KEY }, client: { apiKey: ADMIN_KEY, workspaceId: 'keys-ws' } });
  const chat = await env.honcho.session('chat-1');
  await chat.addMessages([{ peerId: 'alice', content: 'I keep bees on my roof.' }]);
  await env.honcho.session('chat-2', { peers: ['bob'] });
});

afterAll(async () => {
  await env.close();
});

describe('honcho.keys against the emulator', () => {
  it('issues a workspace key by default, which reaches its workspace only', async () => {
    const { key } = await env.honcho.keys.createKey();
    expect(payloadOf(key)).toMatchObject({ w: 'keys-ws' });
    const scoped = env.client({ apiKey: key, workspaceId: 'keys-ws' });
    expect((await scoped.peer('alice')).id).toBe('alice');
    expect((await (await scoped.peers()).toArray()).map((peer) => peer.id)).toContain('alice');
    // As on the server: another workspace, or every workspace, is a 401, not a 403.
    await expect(env.client({ apiKey: key, workspaceId: 'another-ws' }).peers()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(scoped.workspaces()).rejects.toMatchObject({ status: 401, message: expect.stringContaining('Resource requires admin privileges') });
  });

  it('issues peer keys that act as their peer and read the sessions it is in', async () => {
    const { key } = await env.honcho.keys.createKey({ peerId: await env.honcho.peer('alice') });
    expect(payloadOf(key)).toMatchObject({ w: 'keys-ws', p: 'alice' });
    const asAlice = env.client({ apiKey: key, workspaceId: 'keys-ws' });
    const alice = await asAlice.peer('alice');
    expect(await alice.chat('Who keeps bees?')).toEqual(expect.any(String));
    expect((await (await (await asAlice.session('chat-1')).messages()).toArray()).map((message) => message.content)).toEqual(['I keep bees on my roof.']);
    await expect(asAlice.peer('bob')).rejects.toBeInstanceOf(AuthenticationError);
    await expect(asAlice.peers()).rejects.toBeInstanceOf(AuthenticationError);
    // A peer key may get or create a session, but reads only the ones its peer is in.
    await expect((await asAlice.session('chat-2')).messages()).rejects.toBeInstanceOf(AuthenticationError);
    // Membership lets a peer key read a session, not write to it.
    const session = await asAlice.session('chat-1');
    const write = await session.addMessages([{ peerId: 'alice', content: 'x' }]).catch((error: unknown) => error);
    expect(write).toMatchObject({ status: 401, notWritten: [{ index: 0 }] });
    expect((write as Error).cause).toBeInstanceOf(AuthenticationError);
  });

  it('issues session keys that reach their session only', async () => {
    const { key } = await env.honcho.keys.createKey({ sessionId: 'chat-1' });
    const inSession = env.client({ apiKey: key, workspaceId: 'keys-ws' });
    const session = await inSession.session('chat-1');
    await session.addMessages([{ peerId: 'alice', content: 'Honey soon.' }]);
    expect((await (await session.messages()).toArray()).length).toBe(2);
    await expect(inSession.session('chat-2')).rejects.toBeInstanceOf(AuthenticationError);
    await expect((await inSession.peer('alice')).chat('bees?')).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('sends an expiry, which the server writes as an ISO date in the key and then refuses', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const { key } = await env.honcho.keys.createKey({ peerId: 'alice', sessionId: 'chat-1', expiresAt });
    expect(payloadOf(key)).toMatchObject({ w: 'keys-ws', p: 'alice', s: 'chat-1', exp: `${expiresAt.toISOString().slice(0, 19)}Z` });
    const other = await env.honcho.keys.createKey({ workspaceId: 'another-ws', expiresAt: '2099-01-01T00:00:00Z' });
    expect(payloadOf(other.key)).toMatchObject({ w: 'another-ws', exp: '2099-01-01T00:00:00Z' });
    await expect(env.client({ apiKey: other.key, workspaceId: 'another-ws' }).peers()).rejects.toMatchObject({ status: 401, message: expect.stringContaining('Invalid JWT') });
  });

  it('refuses without an admin key, with a 401 as the server does', async () => {
    const { key } = await env.honcho.keys.createKey();
    await expect(env.client({ apiKey: key }).keys.createKey()).rejects.toBeInstanceOf(AuthenticationError);
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
