import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { Honcho } from '@honcho-ai/sdk';
import { describe, expect, it } from 'vitest';
import { ModelStringError } from '../errors/model-string-error.js';
import { buildModelString, parseModelString } from './model-string.js';

function thrown(action: () => unknown): ModelStringError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ModelStringError);
    expect(error).toBeInstanceOf(HonchoValidationError);
    return error as ModelStringError;
  }
  throw new Error('expected a ModelStringError');
}

describe('buildModelString', () => {
  it('builds workspace/{workspace_id}/peer/{peer_id}', () => {
    expect(buildModelString('my-app', 'user_123')).toBe('workspace/my-app/peer/user_123');
  });

  it("takes a peer object, such as the SDK's Peer, without a request", () => {
    const honcho = new Honcho({ baseURL: 'http://honcho.invalid', workspaceId: 'my-app', apiKey: 'k' });
    expect(buildModelString({ id: 'alice', workspaceId: honcho.workspaceId })).toBe('workspace/my-app/peer/alice');
  });

  it('refuses ids that break Honcho’s rules, naming each part', () => {
    const error = thrown(() => buildModelString('my app', ''));
    expect(error.issues).toEqual([
      { path: 'workspaceId', message: expect.stringContaining('letters, digits') },
      { path: 'peerId', message: 'must not be empty' },
    ]);
    expect(error.message).toMatch(/^Invalid Honcho model string: workspaceId: /);
    expect(thrown(() => buildModelString('a/b', 'c')).issues[0]?.path).toBe('workspaceId');
    expect(thrown(() => buildModelString('a', 'x'.repeat(513))).issues[0]?.message).toMatch(/at most 512/);
  });
});

describe('parseModelString', () => {
  it('reads both ids back', () => {
    expect(parseModelString('workspace/my-app/peer/user-123')).toEqual({ workspaceId: 'my-app', peerId: 'user-123' });
    expect(parseModelString(buildModelString('W_1', 'p-2'))).toEqual({ workspaceId: 'W_1', peerId: 'p-2' });
  });

  it.each([
    ['gpt-4o', 'model', /must be 'workspace\/\{workspace_id\}\/peer\/\{peer_id\}', got "gpt-4o"/],
    ['workspace/a/peer/b/extra', 'model', /got "workspace\/a\/peer\/b\/extra"/],
    ['workspace/a/peers/b', 'model', /must be/],
    ['workspace//peer/b', 'model.workspace_id', /must not be empty/],
    ['workspace/a/peer/', 'model.peer_id', /must not be empty/],
    ['workspace/a b/peer/c', 'model.workspace_id', /letters, digits/],
    ['workspace/a/peer/c.d', 'model.peer_id', /letters, digits/],
  ])('refuses %j, naming %s', (model, path, message) => {
    const error = thrown(() => parseModelString(model));
    expect(error.issues[0]?.path).toBe(path);
    expect(error.issues[0]?.message).toMatch(message);
  });

  it('refuses a value that is not a string', () => {
    expect(thrown(() => parseModelString(42)).issues[0]?.message).toMatch(/must be a string .* got number/);
    expect(thrown(() => parseModelString(null)).issues[0]?.message).toMatch(/got null/);
  });

  it('keeps a long bad value short in the message', () => {
    const error = thrown(() => parseModelString(`x${'y'.repeat(5_000)}`));
    expect(error.message.length).toBeLessThan(300);
  });
});
