import { chunkText } from '../dialectic/chunk-text.js';
import { approximateTokens } from '../tokens/approximate-tokens.js';
import { contentText, type ChatRequest } from './chat-request.js';
import type { ResolvedReply } from './chat-reply.js';

/** Token counts of one completion, in OpenAI's shape. */
export interface CompletionUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
  readonly prompt_tokens_details: { readonly cached_tokens: number };
  readonly completion_tokens_details: { readonly reasoning_tokens: number };
}

/** Identity of one completion, shared by its stream chunks. */
export interface CompletionIdentity {
  readonly id: string;
  /** Unix time in seconds. */
  readonly created: number;
  readonly model: string;
}

/**
 * Usage counted with the package's fixed rule (`approximateTokens`, four
 * characters a token): the prompt is every message's text plus the tool
 * definitions, the completion the reply's text and arguments, times `n`.
 */
export function usageOf(request: ChatRequest, reply: ResolvedReply): CompletionUsage {
  const promptText = request.messages.map((message) => contentText(message.content)).join('\n');
  const prompt = approximateTokens(promptText) + (request.tools.length > 0 ? approximateTokens(JSON.stringify(request.tools)) : 0) + request.messages.length * 3;
  const completion = (approximateTokens(reply.content ?? '') + reply.toolCalls.reduce((sum, call) => sum + approximateTokens(call.name + call.arguments), 0)) * request.n;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0 },
  };
}

function messageOf(reply: ResolvedReply): Record<string, unknown> {
  return {
    role: 'assistant',
    content: reply.content,
    refusal: null,
    ...(reply.toolCalls.length > 0 && {
      tool_calls: reply.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
    }),
  };
}

/** The `chat.completion` object: `n` identical choices and usage. */
export function chatCompletionBody(request: ChatRequest, reply: ResolvedReply, identity: CompletionIdentity): Record<string, unknown> {
  return {
    id: identity.id,
    object: 'chat.completion',
    created: identity.created,
    model: identity.model,
    choices: Array.from({ length: request.n }, (_, index) => ({ index, message: messageOf(reply), finish_reason: reply.finishReason, logprobs: null })),
    usage: usageOf(request, reply),
    system_fingerprint: null,
  };
}

/** Characters of tool-call arguments per stream chunk, so clients must reassemble them as with a real model. */
const ARGUMENT_CHUNK_CHARS = 16;

/**
 * The SSE events of a streamed completion, in the order OpenAI sends them:
 * per choice a role chunk, the content one word per chunk, each tool call
 * (id and name first, then its arguments in pieces), and a finish chunk;
 * then, with `stream_options.include_usage`, a chunk with empty `choices`
 * and the usage; then `data: [DONE]`.
 */
export function* chatCompletionEvents(request: ChatRequest, reply: ResolvedReply, identity: CompletionIdentity): Generator<string, void, undefined> {
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: identity.id, object: 'chat.completion.chunk', created: identity.created, model: identity.model, system_fingerprint: null, choices, ...(request.includeUsage && { usage: null }), ...extra })}\n\n`;
  const delta = (index: number, value: Record<string, unknown>, finishReason: string | null = null) => ({ index, delta: value, finish_reason: finishReason, logprobs: null });
  for (let index = 0; index < request.n; index++) {
    yield chunk([delta(index, { role: 'assistant', content: reply.toolCalls.length > 0 && reply.content === null ? null : '', refusal: null })]);
    for (const piece of chunkText(reply.content ?? '')) yield chunk([delta(index, { content: piece })]);
    for (const [position, call] of reply.toolCalls.entries()) {
      yield chunk([delta(index, { tool_calls: [{ index: position, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] })]);
      for (const piece of chunkText(call.arguments, ARGUMENT_CHUNK_CHARS)) yield chunk([delta(index, { tool_calls: [{ index: position, function: { arguments: piece } }] })]);
    }
    yield chunk([delta(index, {}, reply.finishReason)]);
  }
  if (request.includeUsage) yield chunk([], { usage: usageOf(request, reply) });
  yield 'data: [DONE]\n\n';
}
