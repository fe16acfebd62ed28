import { describe, expect, it } from 'vitest';
import * as dialectic from './index.js';

describe('dialectic index', () => {
  it('exports what the route handlers call', () => {
    const functions = [
      'runDialectic',
      'toDialecticResponse',
      'searchCorpus',
      'fillSchema',
      'dialecticEventStream',
      'pythonJsonDumps',
      'parseChatCompletionRequest',
      'toChatCompletion',
      'chatCompletionEventStream',
      'makeCompletionId',
      'counterIds',
      'capEvidence',
      'sseStream',
    ] as const;
    for (const name of functions) expect(typeof dialectic[name]).toBe('function');
    expect(dialectic.TOP_K_BY_REASONING_LEVEL.low).toBe(5);
    expect(dialectic.COMPLETION_ID_PREFIX).toBe('chatcmpl-honcho-');
  });
});
