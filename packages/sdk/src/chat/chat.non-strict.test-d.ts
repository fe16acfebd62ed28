/**
 * Code written for 2.5 in a project compiled with `strict: false`, as one of
 * the public 2.x plugins is: with strictNullChecks off, `string | null` is
 * `string`, so the plugin assigns answers to `string`. Compiled only by
 * tsconfig.test.non-strict.json (this file cannot compile in strict mode:
 * there an answer is `string | null`); chat.test-d.ts and the other type tests
 * run in both modes.
 *
 * Before the fix every call here with options but no `stream` was typed
 * `DialecticStream<string>`: an absent flag reads as `undefined`, and without
 * strictNullChecks `undefined extends true` holds.
 */
import type { MethodOf, ResponseBody } from '@honcho-ai/api-types';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Honcho } from '../client/honcho.js';
import type { ChatResponse, ChatResult, PeerChatOptions } from '../index.js';
import type { Peer, Session } from '../session/peer-and-session.js';
import type { SessionContext } from '../session/session-context.js';
import type { DialecticStream } from './dialectic-stream.js';

declare const honcho: Honcho;
declare const peer: Peer;
declare const session: Session;
declare const flag: boolean;
const Food = z.object({ food: z.string() });

describe('with strictNullChecks off', () => {
  it('this file really is compiled without strictNullChecks', () => {
    expectTypeOf<null extends string ? 'loose' : 'strict'>().toEqualTypeOf<'loose'>();
  });

  it("2.5.0 plugin calls keep 2.5.0's types: the answer, not a stream", async () => {
    const q = 'What does the user prefer?';
    const target = 'user';
    // The plugin's two calls, as written against 2.5.0.
    const answer: string = await peer.chat(q, { target, reasoningLevel: 'minimal' });
    const scoped: string = await peer.chat(q, { target, session: session.id, reasoningLevel: 'low' });
    const workspace: string = await honcho.chat(q, { reasoningLevel: 'medium' });
    void [answer.trim(), scoped.trim(), workspace.trim()];

    expectTypeOf(peer.chat(q, { target, reasoningLevel: 'minimal' })).resolves.toEqualTypeOf<string>();
    expectTypeOf(peer.chat(q, { target, reasoningLevel: 'minimal' })).resolves.not.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chat(q, { session: 's1' })).resolves.toEqualTypeOf<string>();
    expectTypeOf(peer.chat(q, { stream: false, target })).resolves.toEqualTypeOf<string>();
    expectTypeOf(honcho.chat(q, { session: 's1' })).resolves.toEqualTypeOf<string>();
    expectTypeOf(honcho.chat(q, { session: 's1' })).resolves.not.toEqualTypeOf<DialecticStream<string>>();
  });

  it('includeEvidence: an answer with evidence only when written true', () => {
    expectTypeOf(peer.chat('q', { target: 'bob', includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(peer.chat('q', { target: 'bob', includeEvidence: false })).resolves.toEqualTypeOf<string>();
    expectTypeOf(peer.chat('q', { includeEvidence: flag })).resolves.toEqualTypeOf<ChatResponse<string> | string>();
    expectTypeOf(honcho.chat('q', { includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(honcho.chat('q', { includeEvidence: false, session: 's' })).resolves.toEqualTypeOf<string>();
  });

  it('responseFormat: the parsed type, or JSON text for a plain schema', () => {
    type Food = z.infer<typeof Food>;
    expectTypeOf(peer.chat('q', { responseFormat: Food, target: 'bob' })).resolves.toEqualTypeOf<Food>();
    expectTypeOf(peer.chat('q', { responseFormat: Food, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food>>();
    expectTypeOf(peer.chat('q', { responseFormat: { type: 'object' }, target: 'bob' })).resolves.toEqualTypeOf<string>();
    const maybeFood = flag ? Food : undefined;
    expectTypeOf(peer.chat('q', { responseFormat: maybeFood, target: 'bob' })).resolves.toEqualTypeOf<Food>();
    expectTypeOf(peer.chat<Food>('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food>();
    expectTypeOf(peer.chat<Food>('q', { responseFormat: Food, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food>>();
    expectTypeOf(honcho.chat('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food>();
  });

  it('stream: a stream only when written true (or boolean: either)', () => {
    expectTypeOf(peer.chat('q', { stream: true, target: 'bob' })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chat('q', { stream: true, responseFormat: Food })).resolves.toEqualTypeOf<DialecticStream<{ food: string }>>();
    expectTypeOf(peer.chat('q', { stream: flag })).resolves.toEqualTypeOf<DialecticStream<string> | string>();
    expectTypeOf(honcho.chat('q', { stream: true, session: 's' })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chatStream('q', { target: 'bob', includeEvidence: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(honcho.chatStream('q', { session: 's' })).resolves.toEqualTypeOf<DialecticStream<string>>();
  });

  it('a typed options variable gives every branch, as in strict mode', () => {
    expectTypeOf<ChatResult<Omit<PeerChatOptions, 'responseFormat'>>>().toEqualTypeOf<DialecticStream<string> | ChatResponse<string> | string>();
    expectTypeOf<ChatResult<{ readonly target: string; readonly stream?: boolean }>>().toEqualTypeOf<DialecticStream<string> | string>();
    expectTypeOf<ChatResult<{ readonly target: string }>>().toEqualTypeOf<string>();
  });

  it("the contract's path helpers list the methods a path has", () => {
    expectTypeOf<MethodOf<'/v3/workspaces/{workspace_id}/peers/{peer_id}/chat'>>().toEqualTypeOf<'post'>();
    expectTypeOf<MethodOf<'/v3/workspaces/{workspace_id}/sessions/{session_id}'>>().toEqualTypeOf<'put' | 'delete'>();
    expectTypeOf<ResponseBody<'/v3/workspaces/{workspace_id}/peers/{peer_id}/chat', 'post'>['content']>().toEqualTypeOf<string>();
  });

  it("2.5.0 plugins' session.context calls", () => {
    expectTypeOf(session.context({ summary: true, tokens: 2000, peerTarget: 'user', searchQuery: 'latest prompt' })).resolves.toEqualTypeOf<SessionContext>();
    expectTypeOf(session.context({ searchQuery: 'latest prompt', representationOptions: { searchTopK: 5 } })).resolves.toEqualTypeOf<SessionContext>();
  });
});
