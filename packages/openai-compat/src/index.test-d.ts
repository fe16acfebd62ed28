import type { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Honcho, Peer } from '@honcho-ai/sdk';
import type { FetchHandler } from '@honcho-ai/testing/node';
import type OpenAI from 'openai';
import { describe, expectTypeOf, it } from 'vitest';
import {
  buildModelString,
  createChatCompletionsHandler,
  honchoAnthropicTools,
  honchoFetch,
  honchoHeaders,
  honchoOpenAITools,
  openAIClientOptions,
  parseModelString,
  toChatCompletion,
  toChatCompletionChunks,
  toDialecticRequest,
  type ChatCompletion,
  type ChatCompletionChunk,
  type HonchoModelString,
} from './index.js';

type OpenAIOptions = NonNullable<ConstructorParameters<typeof OpenAI>[0]>;
type AISDKFetch = NonNullable<Parameters<typeof createOpenAICompatible>[0]['fetch']>;

describe('public types', () => {
  it('fits the openai client', () => {
    expectTypeOf(openAIClientOptions()).toMatchTypeOf<OpenAIOptions>();
    expectTypeOf({ ...openAIClientOptions(), fetch: honchoFetch() }).toMatchTypeOf<OpenAIOptions>();
    expectTypeOf(honchoFetch()).toMatchTypeOf<NonNullable<OpenAIOptions['fetch']>>();
  });

  it('fits the AI SDK and Fetch-API servers', () => {
    expectTypeOf(honchoFetch()).toMatchTypeOf<AISDKFetch>();
    expectTypeOf(createChatCompletionsHandler()).toEqualTypeOf<(request: Request) => Promise<Response>>();
    expectTypeOf(createChatCompletionsHandler()).toMatchTypeOf<FetchHandler>();
    expectTypeOf(createChatCompletionsHandler).parameter(0).toMatchTypeOf<Honcho | undefined | object>();
  });

  it('types model strings', () => {
    expectTypeOf(buildModelString('a', 'b')).toEqualTypeOf<HonchoModelString>();
    expectTypeOf(buildModelString('a', 'b')).toMatchTypeOf<`workspace/${string}/peer/${string}`>();
    expectTypeOf(buildModelString(new Peer('alice', 'my-app', new Honcho({ apiKey: 'k' }).http))).toEqualTypeOf<HonchoModelString>();
    expectTypeOf(parseModelString('workspace/a/peer/b')).toEqualTypeOf<{ workspaceId: string; peerId: string }>();
    // @ts-expect-error a peer id is required with a workspace id
    buildModelString('a');
  });

  it('checks header options at compile time', () => {
    expectTypeOf(honchoHeaders({ reasoningLevel: 'max' })).toEqualTypeOf<Record<string, string>>();
    // @ts-expect-error not a reasoning level
    honchoHeaders({ reasoningLevel: 'extreme' });
  });

  it('maps a request onto peer.chat options whose answer is text', () => {
    const request = toDialecticRequest({});
    const peer = new Peer(request.peerId, request.workspaceId, new Honcho({ apiKey: 'k' }).http);
    expectTypeOf(peer.chat(request.query, request.options)).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chatStream(request.query, request.options)).resolves.toMatchTypeOf<AsyncIterable<string>>();
  });

  it('returns the wire types', () => {
    expectTypeOf(toChatCompletion(null, { model: 'm' })).toEqualTypeOf<ChatCompletion>();
    expectTypeOf(toChatCompletionChunks((async function* () {})(), { model: 'm' })).toMatchTypeOf<AsyncIterable<ChatCompletionChunk>>();
  });

  it('gives tools and tool results the openai client accepts', () => {
    const honcho = new Honcho({ apiKey: 'k', workspaceId: 'w' });
    const tools = honchoOpenAITools({ client: honcho, defaultPeerId: 'u' });
    // Assignments: the shapes must be accepted where the openai client takes them.
    const chatTools: OpenAI.Chat.Completions.ChatCompletionTool[] = tools.definitions;
    const responsesTools: OpenAI.Responses.Tool[] = tools.responsesDefinitions;
    expectTypeOf(chatTools).not.toBeAny();
    expectTypeOf(responsesTools).not.toBeAny();
    const message = {} as OpenAI.Chat.Completions.ChatCompletionMessage;
    const toolMessages: Promise<OpenAI.Chat.Completions.ChatCompletionMessageParam[]> = tools.executeToolCalls(message.tool_calls);
    const response = {} as OpenAI.Responses.Response;
    const outputs: Promise<OpenAI.Responses.ResponseInputItem[]> = tools.executeFunctionCalls(response.output);
    expectTypeOf(toolMessages).not.toBeAny();
    expectTypeOf(outputs).not.toBeAny();
    expectTypeOf(tools.execute('honcho_chat', '{}')).resolves.toEqualTypeOf<string>();
    expectTypeOf(honchoAnthropicTools({ client: honcho, defaultPeerId: 'u' }).definitions[0]!.input_schema.type).toEqualTypeOf<'object'>();
  });
});
