import { describe, expectTypeOf, it } from 'vitest';
import type { AnthropicMessage, OpenAIChatMessage } from './llm-messages.js';
import type { SessionContext } from './session-context.js';

// `openai` and `@anthropic-ai/sdk` are not dependencies of this repository, so
// their message-parameter types are transcribed here from the published
// declarations (openai 5.x `resources/chat/completions/completions.d.ts`,
// @anthropic-ai/sdk 0.6x `resources/messages/messages.d.ts`), keeping every
// member that constrains assignability.
namespace OpenAI {
  export interface ChatCompletionContentPartText {
    text: string;
    type: 'text';
  }
  export interface ChatCompletionContentPartImage {
    image_url: { url: string; detail?: 'auto' | 'low' | 'high' };
    type: 'image_url';
  }
  export interface ChatCompletionContentPartRefusal {
    refusal: string;
    type: 'refusal';
  }
  export type ChatCompletionContentPart = ChatCompletionContentPartText | ChatCompletionContentPartImage;
  export interface ChatCompletionDeveloperMessageParam {
    content: string | Array<ChatCompletionContentPartText>;
    role: 'developer';
    name?: string;
  }
  export interface ChatCompletionSystemMessageParam {
    content: string | Array<ChatCompletionContentPartText>;
    role: 'system';
    name?: string;
  }
  export interface ChatCompletionUserMessageParam {
    content: string | Array<ChatCompletionContentPart>;
    role: 'user';
    name?: string;
  }
  export interface ChatCompletionAssistantMessageParam {
    role: 'assistant';
    audio?: { id: string } | null;
    content?: string | Array<ChatCompletionContentPartText | ChatCompletionContentPartRefusal> | null;
    function_call?: { arguments: string; name: string } | null;
    name?: string;
    refusal?: string | null;
    tool_calls?: Array<{ id: string; function: { arguments: string; name: string }; type: 'function' }>;
  }
  export interface ChatCompletionToolMessageParam {
    content: string | Array<ChatCompletionContentPartText>;
    role: 'tool';
    tool_call_id: string;
  }
  export interface ChatCompletionFunctionMessageParam {
    content: string | null;
    name: string;
    role: 'function';
  }
  export type ChatCompletionMessageParam =
    | ChatCompletionDeveloperMessageParam
    | ChatCompletionSystemMessageParam
    | ChatCompletionUserMessageParam
    | ChatCompletionAssistantMessageParam
    | ChatCompletionToolMessageParam
    | ChatCompletionFunctionMessageParam;
}

namespace Anthropic {
  export interface TextBlockParam {
    text: string;
    type: 'text';
  }
  export type ContentBlockParam = TextBlockParam;
  export interface MessageParam {
    content: string | Array<ContentBlockParam>;
    role: 'user' | 'assistant';
  }
}

describe('LLM message types', () => {
  it('toOpenAI() results go straight into openai chat.completions.create', () => {
    expectTypeOf<ReturnType<SessionContext['toOpenAI']>>().toEqualTypeOf<OpenAIChatMessage[]>();
    expectTypeOf<OpenAIChatMessage>().toExtend<OpenAI.ChatCompletionMessageParam>();
    expectTypeOf<OpenAIChatMessage[]>().toExtend<OpenAI.ChatCompletionMessageParam[]>();
  });

  it('toAnthropic() results go straight into anthropic messages.create', () => {
    expectTypeOf<ReturnType<SessionContext['toAnthropic']>>().toEqualTypeOf<AnthropicMessage[]>();
    expectTypeOf<AnthropicMessage>().toExtend<Anthropic.MessageParam>();
  });

  it('still fits the loose shapes 2.5 declared', () => {
    expectTypeOf<OpenAIChatMessage[]>().toExtend<Array<{ role: string; content: string; name?: string }>>();
    expectTypeOf<AnthropicMessage[]>().toExtend<Array<{ role: string; content: string }>>();
  });

  it('narrows on role', () => {
    const message = {} as OpenAIChatMessage;
    if (message.role === 'assistant') expectTypeOf(message.content).toEqualTypeOf<string>();
  });
});
