import { APIConnectionError, APITimeoutError, APIUserAbortError, HonchoValidationError, InternalServerError, StructuredOutputError } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { Honcho as PublishedHoncho } from 'honcho-sdk-published';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { Honcho } from '../client/honcho.js';
import { DialecticStream } from './dialectic-stream.js';

// Abort and close latency is measured in bench/ (the break row); a test only tells "reacts to the abort"
// from "waits for the server or a timeout", so its bound is one only such a wait would exceed.
const PROMPTLY_MS = 1_000;

const WORKSPACE = 'chat-it';

const SEED = {
  workspaces: [
    {
      id: WORKSPACE,
      peers: ['alice', 'assistant', 'bob'],
      sessions: [
        {
          id: 'dinner',
          peers: ['alice', 'assistant'],
          messages: [
            { peer_id: 'alice', content: 'My favorite food is sushi, especially salmon nigiri.' },
            { peer_id: 'assistant', content: 'Noted, sushi it is.' },
            { peer_id: 'alice', content: 'I have been vegetarian for 3 years, except for fish.' },
          ],
        },
        {
          id: 'work',
          peers: ['alice', 'bob'],
          messages: [{ peer_id: 'alice', content: 'I work as a data engineer building pipelines in Python.' }],
        },
      ],
      conclusions: [
        { observer_id: 'alice', observed_id: 'alice', content: 'Alice loves sushi, especially salmon nigiri', session_id: 'dinner' },
        { observer_id: 'alice', observed_id: 'alice', content: 'Alice works as a data engineer', session_id: 'work' },
        { observer_id: 'bob', observed_id: 'alice', content: 'Alice writes Python pipelines', session_id: 'work' },
      ],
      scopes: [{ id: 'meals', sessions: ['dinner'] }],
    },
  ],
};

let emulator: RunningEmulator;
let honcho: Honcho;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: SEED });
  honcho = new Honcho({ baseURL: emulator.url, workspaceId: WORKSPACE, maxRetries: 0 });
});
afterEach(() => {
  emulator.faults.clear();
});
afterAll(async () => {
  await emulator.close();
});

const Food = z.object({
  favorite_food: z.string().describe('The food the person likes most'),
  confidence: z.number().min(0).max(1).optional(),
});

describe('peer chat', () => {
  it('answers a plain question with a string', async () => {
    const alice = await honcho.peer('alice');
    const answer = await alice.chat('What food does alice like?');
    expect(typeof answer).toBe('string');
    expect(answer).toMatch(/sushi/i);
  });

  it('answers about a target and within a session', async () => {
    const bob = await honcho.peer('bob');
    const answer = await bob.chat('Which language does alice write pipelines in?', { target: 'alice', session: 'work', reasoningLevel: 'minimal' });
    expect(answer).toMatch(/python/i);
  });

  it('answers through a scope and an ad-hoc session list', async () => {
    const alice = await honcho.peer('alice');
    expect(await alice.chat('What food does alice like?', { scope: 'meals' })).toMatch(/sushi/i);
    expect(await alice.chat('What food does alice like?', { sessions: ['dinner'] })).toMatch(/sushi/i);
  });

  it('returns evidence with includeEvidence', async () => {
    const alice = await honcho.peer('alice');
    const result = await alice.chat('What food does alice love?', { includeEvidence: true });
    expect(result.content).toMatch(/sushi/i);
    expect(result.evidence).not.toBeNull();
    expect(Array.isArray(result.evidence?.conclusions)).toBe(true);
    expect(Array.isArray(result.evidence?.messages)).toBe(true);
    expect(result.evidence?.conclusions.length ?? 0).toBeGreaterThan(0);
  });

  it('parses a zod 4 schema into a typed object', async () => {
    const alice = await honcho.peer('alice');
    const prefs = await alice.chat('What food does alice like?', { responseFormat: Food });
    expect(prefs).not.toBeNull();
    expect(prefs?.favorite_food).toMatch(/sushi/i);
    expect(Food.safeParse(prefs).success).toBe(true);
  });

  it('parses a zod 3 schema, with evidence', async () => {
    const Food3 = z3.object({ favorite_food: z3.string(), notes: z3.array(z3.string()).optional() });
    const alice = await honcho.peer('alice');
    const result = await alice.chat('What food does alice like?', { responseFormat: Food3, includeEvidence: true });
    expect(result.content?.favorite_food).toMatch(/sushi/i);
    expect(result.evidence).not.toBeNull();
  });

  it('returns JSON text for a plain JSON Schema (as 2.5)', async () => {
    const alice = await honcho.peer('alice');
    const answer = await alice.chat('What food does alice like?', {
      responseFormat: {
        type: 'object',
        properties: { favorite_food: { type: 'string' } },
        required: ['favorite_food'],
      },
    });
    expect(typeof answer).toBe('string');
    expect(JSON.parse(answer as string)).toMatchObject({ favorite_food: expect.stringMatching(/sushi/i) });
  });

  it('surfaces a schema the answer cannot satisfy as StructuredOutputError with the raw text', async () => {
    const alice = await honcho.peer('alice');
    // The server honours the JSON Schema; the zod refinement it cannot see fails on the way back.
    const Strict = z.object({ favorite_food: z.string().refine((food) => food === 'pizza', 'must be pizza') });
    const error = await alice.chat('What food does alice like?', { responseFormat: Strict }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect(typeof (error as StructuredOutputError).value).toBe('string');
    expect(JSON.parse((error as StructuredOutputError).value as string)).toHaveProperty('favorite_food');
  });

  it('answers every question about a peer with memory, even one that shares no word with it, as the server does', async () => {
    const alice = await honcho.peer('alice');
    expect(await alice.chat('Who am I?')).toMatch(/^Nothing about alice matches the question; the most recent memory/);
    const { content, evidence } = await alice.chat('quantum chromodynamics', { includeEvidence: true });
    expect(content).toContain('I work as a data engineer');
    expect(evidence?.tool_calls.map((call) => call.tool_name)).toContain('get_recent_history');
  });

  it('answers a peer with no memory in words, never null', async () => {
    const newcomer = await honcho.peer('newcomer');
    expect(await newcomer.chat('What do I like?')).toBe('There is no memory about newcomer yet, so there is nothing to answer from.');
  });

  it('reports a session that does not exist as NotFoundError; its stream ends without the final event', async () => {
    const alice = await honcho.peer('alice');
    await expect(alice.chat('x', { session: 'nope' })).rejects.toMatchObject({ status: 404, message: expect.stringContaining('Session nope not found') });
    const stream = await alice.chatStream('x', { session: 'nope' });
    await expect(stream.getFinalResponse()).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('rejects bad input before any request', async () => {
    const alice = await honcho.peer('alice');
    const before = emulator.stats.requests;
    await expect(alice.chat('', { scope: 'meals', sessions: ['dinner'] })).rejects.toBeInstanceOf(HonchoValidationError);
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('peer chat streaming', () => {
  it('streams the answer and its evidence', async () => {
    const alice = await honcho.peer('alice');
    const stream = await alice.chatStream('What food does alice love?', { includeEvidence: true });
    expect(stream).toBeInstanceOf(DialecticStream);
    const deltas: string[] = [];
    for await (const delta of stream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toMatch(/sushi/i);
    expect(await stream.getFinalResponse()).toBe(deltas.join(''));
    expect(stream.evidence?.conclusions.length ?? 0).toBeGreaterThan(0);
  });

  it('chat({ stream: true }) returns the same kind of stream', async () => {
    const alice = await honcho.peer('alice');
    const stream = await alice.chat('What food does alice like?', { stream: true });
    expect(stream).toBeInstanceOf(DialecticStream);
    expect(await stream.finalText()).toMatch(/sushi/i);
  });

  it('streams structured output and parses it with finalObject()', async () => {
    const alice = await honcho.peer('alice');
    const stream = await alice.chatStream('What food does alice like?', { responseFormat: Food });
    const prefs = await stream.finalObject();
    expect(prefs?.favorite_food).toMatch(/sushi/i);
  });

  it('abort mid-stream cancels promptly', async () => {
    emulator.faults.set({ match: { path: '/chat$' }, stallStreamAfterChunks: 1 });
    const alice = await honcho.peer('alice');
    const stream = await alice.chatStream('What food does alice like?');
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const pending = iterator.next();
    const started = Date.now();
    stream.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
  });

  it('a stream cut mid-way is APIConnectionError', async () => {
    emulator.faults.set({ match: { path: '/chat$' }, cutStreamAfterChunks: 1 });
    const alice = await honcho.peer('alice');
    const stream = await alice.chatStream('What food does alice like?');
    const error = await stream.finalText().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIConnectionError);
    // What arrived before the cut: the first delta.
    expect((error as APIConnectionError).partialText).toMatch(/\S/);
  });
});

describe('workspace chat', () => {
  it('answers across the workspace, with evidence and structured output', async () => {
    const answer = await honcho.chat('Who likes sushi?');
    expect(answer).toMatch(/sushi/i);
    const withEvidence = await honcho.chat('Who likes sushi?', { includeEvidence: true });
    expect(withEvidence.evidence).not.toBeNull();
    const structured = await honcho.chat('What food does alice like?', { responseFormat: Food, scope: 'meals' });
    expect(structured?.favorite_food).toMatch(/sushi/i);
  });

  it('streams', async () => {
    const stream = await honcho.chatStream('Who likes sushi?', { includeEvidence: true, session: 'dinner' });
    expect(await stream.finalText()).toMatch(/sushi/i);
    expect(stream.evidence).not.toBeNull();
  });

  it('refuses peer-only options', async () => {
    await expect(honcho.chat('q', { target: 'alice' } as never)).rejects.toThrow(/not supported by workspace chat/);
  });
});

describe('a stream whose server stops sending (headers and two chunks, then silence)', () => {
  /** The deltas read and how the loop ended, within a bound far above the timeouts so a hang fails the test rather than stalling it. */
  async function readUntilItEnds(stream: AsyncIterable<string>, boundMs = 4_000): Promise<{ deltas: string[]; error: unknown; elapsedMs: number }> {
    const deltas: string[] = [];
    const started = Date.now();
    const loop = (async () => {
      for await (const delta of stream) deltas.push(delta);
      return undefined;
    })().catch((caught: unknown) => caught);
    const bound = new Promise<string>((resolve) => setTimeout(() => resolve('still hanging'), boundMs));
    const error = await Promise.race([loop, bound]);
    return { deltas, error, elapsedMs: Date.now() - started };
  }

  function stalling(timeout?: number): Honcho {
    emulator.faults.set({ match: { path: '/chat$' }, stallStreamAfterChunks: 2 });
    return new Honcho({ baseURL: emulator.url, workspaceId: WORKSPACE, maxRetries: 0, ...(timeout === undefined ? {} : { timeout }) });
  }

  it('peer.chatStream ends with APITimeoutError after the client timeout, carrying the text so far', async () => {
    const client = stalling(1_500);
    const stream = await (await client.peer('alice')).chatStream('What food does alice like?');
    const { deltas, error, elapsedMs } = await readUntilItEnds(stream);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(deltas).toHaveLength(2);
    expect((error as APITimeoutError).partialText).toBe(deltas.join(''));
    expect(elapsedMs).toBeGreaterThanOrEqual(1_400);
    expect(elapsedMs).toBeLessThan(3_500);
    expect(stream.completed).toBe(false);
    // The stream stays failed: its text is not offered as if it were the whole answer.
    await expect(stream.finalText()).rejects.toBe(error);
  });

  it('chat({ stream: true }) and workspace chatStream end the same way', async () => {
    const client = stalling(1_000);
    const viaChat = await (await client.peer('alice')).chat('What food does alice like?', { stream: true });
    const peerOutcome = await readUntilItEnds(viaChat);
    expect(peerOutcome.error).toBeInstanceOf(APITimeoutError);
    expect(peerOutcome.elapsedMs).toBeLessThan(3_500);

    const workspace = await client.chatStream('Who likes sushi?');
    const workspaceOutcome = await readUntilItEnds(workspace);
    expect(workspaceOutcome.error).toBeInstanceOf(APITimeoutError);
    expect((workspaceOutcome.error as APITimeoutError).partialText).toBe(workspaceOutcome.deltas.join(''));
  });

  it('a per-call timeout sets the idle limit of that stream', async () => {
    const client = stalling();
    const stream = await (await client.peer('alice')).chatStream('What food does alice like?', { timeout: 600 });
    const { error, elapsedMs } = await readUntilItEnds(stream);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(elapsedMs).toBeLessThan(2_500);
  });

  it('idleTimeoutMs overrides the timeout, and Infinity turns the idle limit off', async () => {
    const client = stalling(300);
    const alice = await client.peer('alice');
    const short = await alice.chatStream('What food does alice like?', { idleTimeoutMs: 150, timeout: 5_000 });
    const outcome = await readUntilItEnds(short);
    expect(outcome.error).toBeInstanceOf(APITimeoutError);
    expect(outcome.elapsedMs).toBeLessThan(2_000);

    const unbounded = await alice.chatStream('What food does alice like?', { idleTimeoutMs: Number.POSITIVE_INFINITY });
    const waited = await readUntilItEnds(unbounded, 1_200);
    expect(waited.error).toBe('still hanging');
    expect(waited.deltas).toHaveLength(2);
    unbounded.abort();
  });

  it('keepText: false reports the timeout without the text (nothing was kept)', async () => {
    const client = stalling(500);
    const stream = await (await client.peer('alice')).chatStream('What food does alice like?', { keepText: false });
    const { deltas, error } = await readUntilItEnds(stream);
    expect(deltas).toHaveLength(2);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).partialText).toBeUndefined();
  });
});

describe('chat is retried as 2.5.0 retries it: the dialectic stores nothing', () => {
  const FAST = { initialDelayMs: 1, maxDelayMs: 5 };
  const failing = (path: RegExp, times?: number): void => {
    emulator.faults.set({ match: { path }, failRate: 1, failStatus: 500, ...(times === undefined ? {} : { times }) });
  };
  const client = (maxRetries: number): Honcho => new Honcho({ baseURL: emulator.url, workspaceId: WORKSPACE, maxRetries, retryBackoff: FAST });

  it('peer.chat answered 500 three times is sent three times with maxRetries 2, as by 2.5.0', async () => {
    const alice = await client(2).peer('alice');
    failing(/\/peers\/alice\/chat$/);
    const before = emulator.stats.injectedFailures;
    await expect(alice.chat('What food does alice like?')).rejects.toBeInstanceOf(InternalServerError);
    expect(emulator.stats.injectedFailures - before).toBe(3);

    const published = new PublishedHoncho({ baseURL: emulator.url, workspaceId: WORKSPACE, apiKey: 'unused', maxRetries: 2 });
    const theirs = await published.peer('alice');
    const beforeTheirs = emulator.stats.injectedFailures;
    await expect(theirs.chat('What food does alice like?')).rejects.toThrow();
    expect(emulator.stats.injectedFailures - beforeTheirs).toBe(3);
  });

  it('peer.chat and workspace chat answer after failures short of the limit; maxRetries: 0 sends once', async () => {
    const alice = await client(2).peer('alice');
    failing(/\/chat$/, 2);
    expect(await alice.chat('What food does alice like?')).toMatch(/sushi/i);
    failing(/\/chat$/, 2);
    expect(await client(2).chat('Who likes sushi?')).toMatch(/sushi/i);

    const once = client(0);
    failing(/\/chat$/);
    const before = emulator.stats.injectedFailures;
    await expect(once.chat('Who likes sushi?')).rejects.toBeInstanceOf(InternalServerError);
    await expect((await once.peer('alice')).chat('q', { maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(emulator.stats.injectedFailures - before).toBe(2);
  });

  it('a stream that fails before its response is retried; one whose response has arrived is not resent', async () => {
    const alice = await client(2).peer('alice');
    failing(/\/chat$/, 2);
    const stream = await alice.chatStream('What food does alice like?');
    expect(await stream.finalText()).toMatch(/sushi/i);

    emulator.faults.set({ match: { path: /\/chat$/ }, cutStreamAfterChunks: 1 });
    const requests = emulator.stats.requests;
    const cut = await alice.chatStream('What food does alice like?');
    await expect(cut.finalText()).rejects.toBeInstanceOf(APIConnectionError);
    expect(emulator.stats.requests - requests).toBe(1);
  });
});
