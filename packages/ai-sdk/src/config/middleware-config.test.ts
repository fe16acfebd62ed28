import { HonchoValidationError } from '@honcho-ai/sdk';
import { describe, expect, it } from 'vitest';
import { assertMiddlewareConfig, readRequestOptions, resolveTurnSettings } from './middleware-config.js';

function issuesOf(run: () => unknown): { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof HonchoValidationError) return [...error.issues];
    throw error;
  }
  throw new Error('expected a HonchoValidationError');
}

describe('assertMiddlewareConfig', () => {
  it('accepts an empty, a minimal and a full configuration', () => {
    expect(() => assertMiddlewareConfig(undefined)).not.toThrow();
    expect(() => assertMiddlewareConfig({ userId: 'user-123' })).not.toThrow();
    expect(() =>
      assertMiddlewareConfig({
        userId: 'alice',
        sessionId: 'chat_1',
        assistantId: 'agent-coordinator',
        persistInput: false,
        injectHistory: false,
        formatContext: () => '',
        onError: () => {},
        timeout: 2_000,
        contextTokens: 0,
      }),
    ).not.toThrow();
  });

  it('names every bad field and the rule it breaks, at once', () => {
    expect(
      issuesOf(() =>
        assertMiddlewareConfig({ userId: 'a@b.com', sessionId: '', persistInput: 'yes', timeout: 0, contextTokens: 1.5, formatContext: 'xml', userID: 'x' }),
      ),
    ).toEqual([
      { path: 'userID', message: expect.stringMatching(/^is not a middleware option \(expected one of userId, sessionId/) },
      { path: 'userId', message: expect.stringContaining('must contain only letters, digits, "_" and "-"') },
      { path: 'sessionId', message: 'must not be empty' },
      { path: 'persistInput', message: 'must be true or false, got "yes"' },
      { path: 'formatContext', message: 'must be a function, got "xml"' },
      { path: 'timeout', message: 'must be between 1 and 600000 (got 0)' },
      { path: 'contextTokens', message: 'must be an integer, got number 1.5' },
    ]);
  });

  it('refuses a user and an assistant that are the same peer, and a non-object', () => {
    expect(issuesOf(() => assertMiddlewareConfig({ userId: 'bot', assistantId: 'bot' }))).toEqual([
      { path: 'assistantId', message: 'must differ from userId (both are "bot")' },
    ]);
    expect(issuesOf(() => assertMiddlewareConfig('alice'))).toEqual([{ path: 'config', message: 'must be an object, got "alice"' }]);
  });
});

describe('readRequestOptions', () => {
  it('reads providerOptions.honcho and ignores other providers', () => {
    expect(readRequestOptions(undefined)).toEqual({});
    expect(readRequestOptions({ openai: { user: 'x' } })).toEqual({});
    expect(readRequestOptions({ honcho: { userId: 'alice', persistInput: false } })).toEqual({ userId: 'alice', persistInput: false });
  });

  it('refuses unknown fields and bad values with their full path', () => {
    expect(issuesOf(() => readRequestOptions({ honcho: { userId: 'a b', formatContext: 'x' } }))).toEqual([
      { path: 'providerOptions.honcho.formatContext', message: expect.stringContaining('is not a Honcho call option') },
      { path: 'providerOptions.honcho.userId', message: expect.stringContaining('must contain only letters') },
    ]);
    expect(issuesOf(() => readRequestOptions({ honcho: 'alice' }))).toEqual([{ path: 'providerOptions.honcho', message: 'must be an object, got "alice"' }]);
  });
});

describe('resolveTurnSettings', () => {
  it('lets the call override the middleware, which overrides the defaults', () => {
    expect(resolveTurnSettings({ userId: 'alice' }, {}, 'assistant')).toEqual({
      userId: 'alice',
      sessionId: undefined,
      assistantId: 'assistant',
      persistInput: true,
      injectHistory: true,
    });
    expect(
      resolveTurnSettings({ userId: 'alice', sessionId: 's1', assistantId: 'a1', injectHistory: false }, { userId: 'bob', persistInput: false }, 'assistant'),
    ).toEqual({ userId: 'bob', sessionId: 's1', assistantId: 'a1', persistInput: false, injectHistory: false });
  });

  it('requires a userId from somewhere, and says where to put it', () => {
    expect(issuesOf(() => resolveTurnSettings({}, {}, 'assistant'))).toEqual([
      { path: 'userId', message: 'is required: pass honcho.middleware({ userId }) or providerOptions: { honcho: { userId } } on the call' },
    ]);
    expect(issuesOf(() => resolveTurnSettings({ userId: 'assistant' }, {}, 'assistant'))).toEqual([
      { path: 'assistantId', message: 'must differ from userId (both are "assistant")' },
    ]);
  });
});
