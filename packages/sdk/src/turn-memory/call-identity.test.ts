import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { resolveCallIdentity, type CallIdentitySource } from './call-identity.js';

const wording = { prefix: 'Invalid Honcho ids for this call', userHint: 'pass adapter({ userId }) or set context.honcho.userId' };
const issuesOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as Error).message.startsWith(`${wording.prefix}: `)).toBe(true);
    return (error as HonchoValidationError).issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  throw new Error('expected a HonchoValidationError');
};

describe('resolveCallIdentity', () => {
  it('takes each id from the first source that gives it, then the defaults', () => {
    const sources: CallIdentitySource[] = [
      { path: 'context.honcho', ids: { assistantId: 'chef' } },
      { path: 'memory', ids: { userId: 'ada', sessionId: undefined }, fieldNames: { userId: 'resource', sessionId: 'thread' } },
    ];
    expect(resolveCallIdentity({ userId: 'nobody', sessionId: 'default-chat' }, sources, wording)).toEqual({ userId: 'ada', sessionId: 'default-chat', assistantId: 'chef' });
    expect(resolveCallIdentity({ userId: 'bo' }, [{ path: 'context.honcho', ids: undefined }], wording)).toEqual({ userId: 'bo', sessionId: undefined, assistantId: undefined });
  });

  it("names a bad id by the framework's own field, and a source that is not an object or has unknown fields", () => {
    const memory: CallIdentitySource = { path: 'memory', ids: { userId: 'ada@example.com', sessionId: 'chat 1' }, fieldNames: { userId: 'resource', sessionId: 'thread' } };
    expect(issuesOf(() => resolveCallIdentity({}, [memory], wording)).map((issue) => issue.split(':')[0])).toEqual(['memory.resource', 'memory.thread']);
    expect(issuesOf(() => resolveCallIdentity({ userId: 'ada' }, [{ path: 'context.honcho', ids: 'ada' }], wording))).toEqual([
      'context.honcho: must be an object of Honcho ids ({ userId, sessionId, assistantId }), got "ada"',
    ]);
    expect(issuesOf(() => resolveCallIdentity({ userId: 'ada' }, [{ path: 'context.honcho', ids: { user: 'bo' } }], wording))[0]).toMatch(/^context\.honcho\.user: is not a context\.honcho field/);
  });

  it('requires a user from somewhere, saying where one goes, and refuses the user as the assistant once merged', () => {
    expect(issuesOf(() => resolveCallIdentity({ sessionId: 'chat' }, [], wording))).toEqual(['userId: is required: pass adapter({ userId }) or set context.honcho.userId']);
    // Each place alone is valid; together the call's user is the default assistant.
    expect(issuesOf(() => resolveCallIdentity({ assistantId: 'bo' }, [{ path: 'context.honcho', ids: { userId: 'bo' } }], wording))).toEqual([
      'assistantId: must differ from userId (both are "bo")',
    ]);
  });
});
