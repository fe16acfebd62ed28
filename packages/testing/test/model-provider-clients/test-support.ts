import { afterAll, beforeAll } from 'vitest';
import { startModelProvider, type RunningModelProvider } from '../../src/node/start-model-provider.js';

/** The stand-in served over real HTTP for the file's tests, as a client in another process would reach it. */
export function servedModelProvider(): { readonly current: RunningModelProvider } {
  const holder: { current: RunningModelProvider | undefined } = { current: undefined };
  beforeAll(async () => {
    holder.current = await startModelProvider({ port: 0, now: () => new Date('2026-01-01T00:00:00Z') });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return {
    get current(): RunningModelProvider {
      if (holder.current === undefined) throw new Error('the model provider is not started yet');
      return holder.current;
    },
  };
}

/** `honcho_chat` as Honcho's catalogue describes it to a model: a required query and an optional reasoning level. */
export const HONCHO_CHAT_PARAMETERS = {
  type: 'object' as const,
  properties: {
    query: { type: 'string' as const, minLength: 1, maxLength: 10_000, description: 'The question about the user.' },
    reasoningLevel: { type: 'string' as const, enum: ['minimal', 'low', 'medium', 'high', 'max'] },
  },
  required: ['query'],
  additionalProperties: false,
};

/** What the tests' `honcho_chat` answers, so the final reply can be checked to quote it. */
export const CHAT_ANSWER = 'alice is training for a half marathon in the spring';
export const QUESTION = 'What race is alice training for?';
/** The reply the stand-in gives once it has {@link CHAT_ANSWER} back from `honcho_chat`. */
export const QUOTED_REPLY = `From honcho_chat: "${CHAT_ANSWER}".`;
