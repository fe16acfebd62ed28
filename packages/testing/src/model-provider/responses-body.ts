import { chunkText } from '../dialectic/chunk-text.js';
import type { ResolvedReply } from './chat-reply.js';
import { usageOf, type CompletionIdentity } from './chat-completion-body.js';
import type { JsonObject } from './chat-request.js';
import type { ResponsesRequest } from './responses-request.js';

/** The output items of one response: the message (when there is text), then one `function_call` per call. */
export function responseOutput(reply: ResolvedReply, identity: CompletionIdentity): JsonObject[] {
  const message: JsonObject[] =
    reply.content === null
      ? []
      : [{ type: 'message', id: `msg_${identity.id}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: reply.content, annotations: [], logprobs: [] }] }];
  const calls = reply.toolCalls.map((call, index) => ({ type: 'function_call', id: `fc_${identity.id}_${index}`, call_id: call.id, name: call.name, arguments: call.arguments, status: 'completed' }));
  return [...message, ...calls];
}

/** The `response` object: in progress (no output yet) for the stream's first events, else completed with its output and usage. */
export function responseBody(request: ResponsesRequest, reply: ResolvedReply, identity: CompletionIdentity, status: 'in_progress' | 'completed' = 'completed'): JsonObject {
  const { chat } = request;
  const usage = usageOf(chat, reply);
  const format = chat.responseFormat.type === 'json_schema' ? { type: 'json_schema', name: chat.responseFormat.name, schema: chat.responseFormat.schema, strict: chat.responseFormat.strict } : { type: chat.responseFormat.type };
  const body = chat.body;
  return {
    id: identity.id,
    object: 'response',
    created_at: identity.created,
    status,
    background: false,
    error: null,
    incomplete_details: null,
    instructions: request.instructions,
    max_output_tokens: body.max_output_tokens ?? null,
    model: identity.model,
    output: status === 'completed' ? responseOutput(reply, identity) : [],
    parallel_tool_calls: chat.parallelToolCalls,
    previous_response_id: request.previousResponseId,
    reasoning: { effort: null, summary: null },
    service_tier: 'default',
    store: body.store !== false,
    temperature: body.temperature ?? 1,
    text: { format },
    tool_choice: typeof chat.toolChoice === 'string' ? chat.toolChoice : { type: 'function', name: chat.toolChoice.name },
    tools: Array.isArray(body.tools) ? body.tools : [],
    top_p: body.top_p ?? 1,
    truncation: 'disabled',
    usage:
      status === 'completed'
        ? {
            input_tokens: usage.prompt_tokens,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: usage.completion_tokens,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: usage.total_tokens,
          }
        : null,
    user: null,
    metadata: body.metadata ?? {},
  };
}

/** Characters of function-call arguments per event, so clients must reassemble them as with a real model. */
const ARGUMENT_CHUNK_CHARS = 16;

/**
 * The server-sent events of a streamed response, in the order OpenAI sends
 * them, each with its `sequence_number`: `response.created` and
 * `response.in_progress`; for the message, `response.output_item.added`,
 * `response.content_part.added`, one `response.output_text.delta` per word,
 * `response.output_text.done`, `response.content_part.done` and
 * `response.output_item.done`; for each function call,
 * `response.output_item.added`, `response.function_call_arguments.delta` in
 * pieces, `response.function_call_arguments.done` and
 * `response.output_item.done`; then `response.completed` with the whole
 * response and its usage.
 */
export function* responseEvents(request: ResponsesRequest, reply: ResolvedReply, identity: CompletionIdentity): Generator<string, void, undefined> {
  let sequence = 0;
  const event = (type: string, fields: JsonObject) => `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`;
  yield event('response.created', { response: responseBody(request, reply, identity, 'in_progress') });
  yield event('response.in_progress', { response: responseBody(request, reply, identity, 'in_progress') });
  for (const [output_index, item] of responseOutput(reply, identity).entries()) {
    const item_id = String(item.id);
    if (item.type === 'message') {
      const text = reply.content ?? '';
      yield event('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } });
      yield event('response.content_part.added', { item_id, output_index, content_index: 0, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } });
      for (const delta of chunkText(text)) yield event('response.output_text.delta', { item_id, output_index, content_index: 0, delta, logprobs: [] });
      yield event('response.output_text.done', { item_id, output_index, content_index: 0, text, logprobs: [] });
      yield event('response.content_part.done', { item_id, output_index, content_index: 0, part: { type: 'output_text', text, annotations: [], logprobs: [] } });
    } else {
      const args = String(item.arguments);
      yield event('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
      for (const delta of chunkText(args, ARGUMENT_CHUNK_CHARS)) yield event('response.function_call_arguments.delta', { item_id, output_index, delta });
      yield event('response.function_call_arguments.done', { item_id, output_index, name: item.name, arguments: args });
    }
    yield event('response.output_item.done', { output_index, item });
  }
  yield event('response.completed', { response: responseBody(request, reply, identity) });
}
