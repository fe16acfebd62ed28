import { APIError, isUnsupportedFeatureError as coreGuard, NotFoundError, type LogSink } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { isUnsupportedFeatureError } from '../index.js';

// Against the emulator as server 3.0.12 (no evidence, no workspace chat, no GET conclusions/{id}): the SDK
// says what the server lacks. Under the default profile, which has them, it says nothing.

const KEY = 'hch-admin-key-never-shown-0123456789';
const WORKSPACE = 'features';
const SEED = {
  workspaces: [
    {
      id: WORKSPACE,
      peers: ['alice', 'bob'],
      sessions: [{ id: 'tea', peers: ['alice'], messages: [{ peer_id: 'alice', content: 'I drink green tea every morning.' }] }],
      conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice likes green tea', session_id: 'tea' }],
    },
  ],
};

/** A sink that records every line at every level. */
function recordingSink(): LogSink & { lines: { level: string; text: string }[] } {
  const lines: { level: string; text: string }[] = [];
  const record = (level: string) => (message: string, ...details: unknown[]) => {
    lines.push({ level, text: [message, ...details.map((detail) => JSON.stringify(detail))].join(' ') });
  };
  return { lines, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}

function client(emulator: RunningEmulator, logger: LogSink): Honcho {
  return new Honcho({ baseURL: emulator.url, apiKey: KEY, workspaceId: WORKSPACE, maxRetries: 0, logLevel: 'warn', logger });
}

let server3012: RunningEmulator;
let extended: RunningEmulator;

beforeAll(async () => {
  [server3012, extended] = await Promise.all([
    startEmulator({ port: 0, seed: SEED, apiKey: KEY, server: '3.0.12' }),
    startEmulator({ port: 0, seed: SEED, apiKey: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([server3012?.close(), extended?.close()]);
});

describe('evidence on a server without it', () => {
  it('says so once per client through the logger, however many calls ask for it', async () => {
    const sink = recordingSink();
    const honcho = client(server3012, sink);
    const alice = await honcho.peer('alice');
    for (let call = 0; call < 3; call++) {
      const answer = await alice.chat('What does alice drink?', { includeEvidence: true });
      expect(answer.content).toMatch(/tea/i);
      expect(answer.evidence).toBeNull();
    }
    for (let call = 0; call < 2; call++) {
      const stream = await alice.chatStream('What does alice drink?', { includeEvidence: true });
      expect(await stream.finalText()).toMatch(/tea/i);
      expect(stream.evidence).toBeNull();
    }
    expect(sink.lines).toEqual([
      {
        level: 'warn',
        text:
          '[honcho] chat evidence is not offered by this Honcho server (a chat answer asked for with includeEvidence: true carried none); ' +
          'server 3.0.12 lacks it; answers asked for with includeEvidence come with `evidence: null` (said once per client)',
      },
    ]);
    expect(JSON.stringify(sink.lines)).not.toContain(KEY);

    // Another client is told too: once per client, not once per process.
    const other = recordingSink();
    const stream = await (await client(server3012, other).peer('alice')).chatStream('What does alice drink?', { includeEvidence: true });
    await stream.finalText();
    expect(other.lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('says nothing when evidence was not asked for', async () => {
    const sink = recordingSink();
    const alice = await client(server3012, sink).peer('alice');
    await alice.chat('What does alice drink?');
    await (await alice.chatStream('What does alice drink?')).finalText();
    expect(sink.lines).toEqual([]);
  });

  it('says nothing on a server that sends evidence (the default emulator)', async () => {
    const sink = recordingSink();
    const alice = await client(extended, sink).peer('alice');
    const answer = await alice.chat('What does alice drink?', { includeEvidence: true });
    expect(answer.evidence).not.toBeNull();
    const stream = await alice.chatStream('What does alice drink?', { includeEvidence: true });
    await stream.finalText();
    expect(stream.evidence).not.toBeNull();
    expect(sink.lines).toEqual([]);
  });
});

describe('workspace chat on a server without it', () => {
  const expected = (): string =>
    `workspace chat is not offered by this Honcho server (POST ${server3012.url}/v3/workspaces/${WORKSPACE}/chat answered 404 Not Found); ` +
    "server 3.0.12 lacks it; peer.chat(query) asks one peer's memory on every server";

  it('rejects with a NotFoundError that names the feature', async () => {
    const error: unknown = await client(server3012, recordingSink())
      .chat('What do people drink?')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as NotFoundError).status).toBe(404);
    expect((error as NotFoundError).message).toBe(expected());
    expect((error as NotFoundError).unsupportedFeature).toBe('workspace chat');
    expect(isUnsupportedFeatureError(error)).toBe(true);
    expect(String(error)).not.toContain(KEY);
  });

  it('rejects a stream the same way', async () => {
    const error: unknown = await client(server3012, recordingSink())
      .chatStream('What do people drink?')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe(expected());
    expect(isUnsupportedFeatureError(error)).toBe(true);
  });

  it('answers on the default emulator, and a missing peer is still a plain not-found', async () => {
    const honcho = client(extended, recordingSink());
    expect(await honcho.chat('What does alice drink?')).toMatch(/tea/i);
    const error: unknown = await (await honcho.peer('alice'))
      .chat('What does alice drink?', { session: 'no-such-session' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isUnsupportedFeatureError(error)).toBe(false);
  });
});

describe('conclusions.get on a server without GET conclusions/{id}', () => {
  it('rejects with a 405 APIError naming the feature, from the peer view and the workspace', async () => {
    const honcho = client(server3012, recordingSink());
    const [conclusion] = await (await honcho.peer('alice')).conclusions.list().then((page) => page.items);
    expect(conclusion).toBeDefined();
    const id = conclusion!.id;

    const fromView: unknown = await (await honcho.peer('alice')).conclusions.get(id).catch((caught: unknown) => caught);
    const fromWorkspace: unknown = await honcho.conclusions.get(id).catch((caught: unknown) => caught);
    for (const error of [fromView, fromWorkspace]) {
      expect(error).toBeInstanceOf(APIError);
      expect(error).not.toBeInstanceOf(NotFoundError);
      expect((error as APIError).status).toBe(405);
      expect((error as APIError).message).toBe(
        `conclusion lookup by id is not offered by this Honcho server (GET ${server3012.url}/v3/workspaces/${WORKSPACE}/conclusions/${id} answered 405 Method Not Allowed); ` +
          'server 3.0.12 lacks it; conclusions.getMany([id]) reads the list route, which every server has',
      );
      expect(isUnsupportedFeatureError(error)).toBe(true);
      expect(coreGuard(error)).toBe(true);
    }

    // The way out the message names works on this server.
    const [found] = await honcho.conclusions.getMany([id]);
    expect(found?.id).toBe(id);
  });

  it('is a plain not-found on the default emulator for an id that does not exist', async () => {
    const error: unknown = await client(extended, recordingSink())
      .conclusions.get('no-such-conclusion')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isUnsupportedFeatureError(error)).toBe(false);
  });
});
