import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { recordingFetch } from '../client/test-support/emulator-client.js';
import { createTurnMemory } from './create-turn-memory.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The issues `run` throws, as `path: message` lines. */
function refusal(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (HonchoValidationError.isInstance(error)) return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    throw error;
  }
  throw new Error('expected a HonchoValidationError');
}

describe('createTurnMemory', () => {
  it('builds its client from HONCHO_WORKSPACE_ID, HONCHO_URL and HONCHO_API_KEY with no options', () => {
    const environment = { HONCHO_WORKSPACE_ID: 'env-ws', HONCHO_URL: 'https://memory.example.com/', HONCHO_API_KEY: 'hch-env-key' };
    for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
    const { client } = createTurnMemory();
    expect([client.workspaceId, client.baseURL, client.http.hasApiKey]).toEqual(['env-ws', 'https://memory.example.com', true]);
    expect(createTurnMemory().defaults).toEqual({
      assistantId: 'assistant',
      timeout: 5_000,
      contextTokens: 2_000,
      onError: expect.any(Function),
      deadline: undefined,
      blockStore: { get: expect.any(Function), set: expect.any(Function) },
      maxTokens: undefined,
      onTrim: undefined,
    });
  });

  it('names the factory the user called when the workspace is missing', () => {
    vi.stubEnv('HONCHO_WORKSPACE_ID', '');
    expect(refusal(() => createTurnMemory())).toEqual([
      'workspaceId: is required: pass createTurnMemory({ workspaceId }) or set the HONCHO_WORKSPACE_ID environment variable',
    ]);
    expect(() => createTurnMemory({ apiKey: 'k' }, { calledAs: 'honchoAgentMemory' })).toThrow(
      'Invalid honchoAgentMemory() options: workspaceId: is required: pass honchoAgentMemory({ workspaceId })',
    );
  });

  it('refuses every bad option at once, before any request, and never echoes the key', () => {
    const { fetch, requests } = recordingFetch();
    const problems = refusal(() =>
      createTurnMemory({ workspaceId: 'w', apiKey: 'hch-secret', fetch, assistantId: 'a b', timeout: 0, contextTokens: -1, onError: 'log', maxCachedEntries: 0, userId: 'x' } as never),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['userId', 'assistantId', 'timeout', 'contextTokens', 'onError', 'maxCachedEntries']);
    expect(problems.join('\n')).not.toContain('hch-secret');
    expect(requests).toEqual([]);
  });

  it('uses a given client as it is, and refuses client options beside it', () => {
    const client = new Honcho({ workspaceId: 'given', baseURL: 'http://127.0.0.1:1' });
    expect(createTurnMemory({ client }).client).toBe(client);
    expect(refusal(() => createTurnMemory({ client, baseURL: 'http://other' }))).toEqual([
      'client: cannot be combined with client options (baseURL): configure the client itself',
    ]);
    expect(refusal(() => createTurnMemory({ client: { workspaceId: 'w' } as never }))[0]).toMatch(/^client: must be a Honcho client from @honcho-ai\/sdk/);
  });
});

describe('TurnMemory.conversation', () => {
  const memory = createTurnMemory({ workspaceId: 'w', baseURL: 'http://127.0.0.1:1' });

  it('gives one object per identity, the assistant defaulting to the turn memory one', () => {
    const first = memory.conversation({ userId: 'alice', sessionId: 's1' });
    expect(memory.conversation({ userId: 'alice', sessionId: 's1', assistantId: 'assistant' })).toBe(first);
    expect(memory.conversation({ userId: 'alice' })).not.toBe(first);
    expect(first).toMatchObject({ userId: 'alice', sessionId: 's1', assistantId: 'assistant', observerId: 'assistant' });
    expect(memory.conversation({ userId: 'alice' }).observerId).toBe('alice');
  });

  it('refuses a missing user, a bad id and a user who is also the assistant', () => {
    expect(refusal(() => memory.conversation({} as never))).toEqual(['userId: is required']);
    expect(refusal(() => memory.conversation({ userId: 'alice', sessionId: 'a/b' }))[0]).toMatch(/^sessionId: must contain only letters/);
    expect(refusal(() => memory.conversation({ userId: 'assistant' }))).toEqual(['assistantId: must differ from userId (both are "assistant")']);
  });
});
