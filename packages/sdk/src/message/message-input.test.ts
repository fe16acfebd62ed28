import { HonchoValidationError, inputIssues } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { buildMessageInput, messageInputSpec } from './message-input.js';

describe('buildMessageInput', () => {
  it('builds the 2.5 shape, converting a Date to ISO', () => {
    expect(buildMessageInput('alice', 'hi')).toEqual({ peerId: 'alice', content: 'hi' });
    expect(
      buildMessageInput('alice', 'hi', {
        metadata: { a: 1 },
        configuration: { reasoning: { enabled: false } },
        createdAt: new Date('2025-02-03T04:05:06Z'),
      }),
    ).toEqual({
      peerId: 'alice',
      content: 'hi',
      metadata: { a: 1 },
      configuration: { reasoning: { enabled: false } },
      createdAt: '2025-02-03T04:05:06.000Z',
    });
    expect(buildMessageInput('alice', '').content).toBe('');
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      buildMessageInput('alice', '   ', {
        metadata: [] as unknown as Record<string, unknown>,
        configuration: { reasoning: { enabled: 'no' } } as never,
        createdAt: 'yesterday',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual([
      'createdAt',
      'content',
      'metadata',
      'configuration.reasoning.enabled',
    ]);
  });

  it('refuses content over 25,000 characters and an invalid Date', () => {
    expect(() => buildMessageInput('alice', 'x'.repeat(25_001))).toThrow(/content: must be at most 25000 characters/);
    expect(() => buildMessageInput('alice', 'x', { createdAt: new Date('nope') })).toThrow(/createdAt: must be a valid Date/);
  });
});

describe('messageInputSpec', () => {
  it('names fields under the given path', () => {
    expect(inputIssues(messageInputSpec, { peerId: '', content: 3 }, 'messages[2]').map((issue) => issue.path)).toEqual([
      'messages[2].peerId',
      'messages[2].content',
    ]);
    expect(inputIssues(messageInputSpec, 'hello', 'messages[0]')[0]?.message).toContain('must be a message object');
    expect(inputIssues(messageInputSpec, { peerId: 'a', content: 'b', createdAt: null }, 'm')).toEqual([]);
  });
});
