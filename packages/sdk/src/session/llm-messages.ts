// Minimal structural copies of the LLM vendors' message-parameter types, so
// `SessionContext.toOpenAI()` / `toAnthropic()` results can be passed straight
// to `openai` and `@anthropic-ai/sdk` without this package depending on them.
// Each type here is assignable to the vendor's (checked in
// `llm-messages.test-d.ts` against transcriptions of the vendors' declarations).

/** A system message for OpenAI's Chat Completions API (`ChatCompletionSystemMessageParam`). */
export interface OpenAISystemMessage {
  role: 'system';
  content: string;
  /** Optional participant name. */
  name?: string;
}

/** A user message for OpenAI's Chat Completions API (`ChatCompletionUserMessageParam`). */
export interface OpenAIUserMessage {
  role: 'user';
  content: string;
  /** The peer who sent it. */
  name?: string;
}

/** An assistant message for OpenAI's Chat Completions API (`ChatCompletionAssistantMessageParam`). */
export interface OpenAIAssistantMessage {
  role: 'assistant';
  content: string;
  /** The peer who sent it. */
  name?: string;
}

/**
 * A message as OpenAI's Chat Completions API takes it: assignable to
 * `ChatCompletionMessageParam` from the `openai` package.
 *
 * @example
 * ```ts
 * import OpenAI from 'openai';
 * const messages = context.toOpenAI(assistant); // OpenAIChatMessage[]
 * await new OpenAI().chat.completions.create({ model: 'gpt-4o', messages });
 * ```
 */
export type OpenAIChatMessage = OpenAISystemMessage | OpenAIUserMessage | OpenAIAssistantMessage;

/**
 * A message as Anthropic's Messages API takes it: assignable to
 * `MessageParam` from the `@anthropic-ai/sdk` package.
 *
 * @example
 * ```ts
 * import Anthropic from '@anthropic-ai/sdk';
 * const messages = context.toAnthropic(assistant); // AnthropicMessage[]
 * await new Anthropic().messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, messages });
 * ```
 */
export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string;
}
