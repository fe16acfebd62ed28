/**
 * The type-level half of plugin-call-shapes.integration.test.ts: shapes
 * plugins written for `@honcho-ai/sdk` 2.x compile here, each as 2.x typed
 * it. A level read from configuration is a `string` (2.5 typed
 * `reasoningLevel` so); a token refresh assigns `honcho.http.apiKey`;
 * headers are added with `Object.assign(honcho.http.defaultHeaders, …)`.
 *
 * Nothing here runs: vitest only type-checks `*.test-d.ts` files.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  Honcho,
  type ChatQuery,
  type ChatResponse,
  type DialecticStream,
  type HonchoChatInput,
  type PeerChatOptions,
  type ReasoningLevel,
  type ReasoningLevelInput,
  type WorkspaceChatOptions,
} from '../index.js';

declare const honcho: Honcho;
/** What a plugin reads from its configuration file. */
declare const config: { baseURL: string; reasoningLevel: string; token: string };

describe('reasoningLevel typed string, as 2.5 took it', () => {
  it('compiles in every chat overload and chatStream', async () => {
    const peer = await honcho.peer('assistant');
    const level = config.reasoningLevel;
    expectTypeOf(peer.chat('q', { reasoningLevel: level })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { session: 's', target: 'u', reasoningLevel: level })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { reasoningLevel: level, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(peer.chat('q', { reasoningLevel: level, stream: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chat('q', { reasoningLevel: level, responseFormat: z.object({ a: z.string() }) })).resolves.toEqualTypeOf<{ a: string } | null>();
    expectTypeOf(peer.chat<{ a: string }>('q', { reasoningLevel: level, responseFormat: z.object({ a: z.string() }) })).resolves.toEqualTypeOf<{ a: string } | null>();
    expectTypeOf(peer.chatStream('q', { target: 'u', reasoningLevel: level })).resolves.toEqualTypeOf<DialecticStream<string>>();
    void honcho.chat('q', { reasoningLevel: level });
    void honcho.chatStream('q', { reasoningLevel: level });
  });

  it('compiles in the option types', () => {
    const peerOptions: PeerChatOptions = { reasoningLevel: config.reasoningLevel };
    const workspaceOptions: WorkspaceChatOptions = { reasoningLevel: config.reasoningLevel };
    const query: ChatQuery = { query: 'q', reasoningLevel: config.reasoningLevel };
    void [peerOptions, workspaceOptions, query];
  });

  it('keeps the tool input, which a model fills from its schema, to the five levels', () => {
    expectTypeOf<HonchoChatInput['reasoningLevel']>().toEqualTypeOf<ReasoningLevel | undefined>();
  });

  it('keeps the five levels in the type, so editors still suggest them', () => {
    expectTypeOf<ReasoningLevel>().toEqualTypeOf<'minimal' | 'low' | 'medium' | 'high' | 'max'>();
    expectTypeOf<ReasoningLevel>().toMatchTypeOf<ReasoningLevelInput>();
    expectTypeOf<string>().toMatchTypeOf<ReasoningLevelInput>();
    expectTypeOf<PeerChatOptions['reasoningLevel']>().toEqualTypeOf<ReasoningLevelInput | undefined>();
  });

  it('still refuses what is not a string', async () => {
    const peer = await honcho.peer('assistant');
    // @ts-expect-error a level is a string
    void peer.chat('q', { reasoningLevel: 2 });
  });
});

describe('the transport, as 2.x plugins touch it', () => {
  it('takes a new API key by assignment', () => {
    expectTypeOf(honcho.http.apiKey).toEqualTypeOf<string | undefined>();
    honcho.http.apiKey = config.token;
    honcho.http.apiKey = undefined;
  });

  it('takes headers by Object.assign, assignment and delete, null removing one the client adds', () => {
    Object.assign(honcho.http.defaultHeaders, { 'X-Honcho-Host': 'my-plugin/1.0', 'X-Plugin': 'x' });
    honcho.http.defaultHeaders['X-Plugin'] = 'y';
    honcho.http.defaultHeaders['X-Honcho-Host'] = null;
    delete honcho.http.defaultHeaders['X-Plugin'];
    expectTypeOf(honcho.http.defaultHeaders).toEqualTypeOf<Record<string, string | null>>();
  });

  it('takes a base URL from configuration, /v3 or not', () => {
    void new Honcho({ baseURL: config.baseURL, apiKey: config.token, workspaceId: 'plugin' });
    expectTypeOf(honcho.baseURL).toEqualTypeOf<string>();
  });
});
