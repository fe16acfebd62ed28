import { NotFoundError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleContext } from '../../run-example.js';
import { evidence } from '../evidence.js';
import { openaiClient } from '../openai-client.js';
import { streaming } from '../streaming.js';
import { ExampleSkipped, requireEvidence, skipReason } from './skip.js';

/** The same catch, for a call the example makes. */
async function reasonOf(call: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await call();
  } catch (error) {
    return skipReason(error);
  }
  throw new Error('the call succeeded');
}

describe('examples on a server that lacks what they need (the 3.0.12 profile)', () => {
  let emulator: RunningEmulator;
  let workspaces = 0;
  const context = () => exampleContext(emulator.url, `skip-${(workspaces += 1)}`);
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, server: '3.0.12' });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('evidence and streaming skip, saying no evidence came back, rather than print an empty list', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await reasonOf(() => evidence(context().honcho))).toBe('this server sends no evidence with chat answers (includeEvidence)');
      expect(await reasonOf(() => streaming(context().honcho))).toBe('this server sends no evidence with chat answers (includeEvidence)');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('openai-client skips, naming the missing endpoint', async () => {
    expect(await reasonOf(() => openaiClient(context()))).toBe('this server does not offer the OpenAI-compatible endpoint (POST /v1/chat/completions)');
  });

  it("the SDK's unsupported-feature errors (workspace chat, a conclusion by id) are skips, with the feature named", async () => {
    const { honcho } = context();
    expect(await reasonOf(() => honcho.chat('What do people here like?'))).toBe('this server does not offer workspace chat');
    expect(await reasonOf(() => honcho.conclusions.get('c-1'))).toBe('this server does not offer conclusion lookup by id');
  });

  it('a missing resource is a failure, not a skip', async () => {
    const { honcho } = context();
    const peer = await honcho.peer('alice');
    const error = await peer.chat('hi', { session: 'no-such-session' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(skipReason(error)).toBeUndefined();
    expect(skipReason(new Error('boom'))).toBeUndefined();
  });
});

describe('requireEvidence', () => {
  it('passes evidence through and turns null or undefined into a skip', () => {
    const found = { messages: [], conclusions: [], tool_calls: [] };
    expect(requireEvidence(found)).toBe(found);
    expect(() => requireEvidence(null)).toThrow(ExampleSkipped);
    expect(() => requireEvidence(undefined)).toThrow('skipped: this server sends no evidence with chat answers (includeEvidence)');
  });
});
