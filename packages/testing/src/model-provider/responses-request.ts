import { functionTool, isObject, outputFormat, parseToolChoice, turnOf, type ChatMessage, type ChatRequest, type ChatTool, type JsonObject, type ToolChoice } from './chat-request.js';
import { invalidField, ModelProviderRequestError } from './model-provider-error.js';

/** An output item of an earlier response, kept so `previous_response_id` and `item_reference` can be answered. */
export type StoredItem = JsonObject;

/** What the provider remembers of its own responses: each response's whole conversation, and its output items by id. */
export interface ResponsesMemory {
  readonly conversations: Map<string, readonly JsonObject[]>;
  readonly items: Map<string, StoredItem>;
}

/**
 * A `POST /v1/responses` request, read as a chat request (`instructions` as
 * the system message, `input` items as messages) so one `decideReply`
 * answers both APIs, plus what the Responses body echoes back.
 */
export interface ResponsesRequest {
  readonly chat: ChatRequest;
  /** The input items after `previous_response_id` and item references are resolved: the conversation so far, for the next response to extend. */
  readonly items: readonly JsonObject[];
  readonly instructions: string | null;
  readonly previousResponseId: string | null;
}

/** Fields the stand-in cannot honour; a real client sends them only when asked to. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  background: 'Background responses are not supported by this stand-in; leave background unset.',
  conversation: 'Conversations are not supported by this stand-in; pass previous_response_id or the whole input.',
  prompt: 'Stored prompt templates are not supported by this stand-in; send instructions and input.',
};

/**
 * Checks a Responses API body and reads it as a chat request. `input` may be
 * a string (one user message) or a list of items: messages (`role`
 * `user`, `system`, `developer` or `assistant`, content as a string or
 * `input_text`/`output_text` parts), `function_call` and
 * `function_call_output` items, `item_reference`s to earlier output, and
 * `reasoning` items (skipped). Consecutive `function_call` items and
 * assistant messages make one assistant turn, as one response's output does.
 * Function tools are read; hosted tools (web search, file search...) are
 * accepted and never called. Throws `ModelProviderRequestError` (400) on what
 * OpenAI would refuse too.
 */
export function parseResponsesRequest(body: unknown, memory: ResponsesMemory): ResponsesRequest {
  if (!isObject(body)) throw invalidField('The request body must be a JSON object.', null, 'invalid_type');
  const model = body.model;
  if (model === undefined || model === null) throw invalidField("Missing required parameter: 'model'.", 'model', 'missing_required_parameter');
  if (typeof model !== 'string') throw invalidField("Invalid type for 'model': expected a string.", 'model', 'invalid_type');
  for (const [field, message] of Object.entries(UNSUPPORTED)) {
    if (body[field] !== undefined && body[field] !== null && body[field] !== false) throw invalidField(message, field, 'unsupported_parameter');
  }
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean') throw invalidField("Invalid type for 'stream': expected a boolean.", 'stream', 'invalid_type');
  const instructions = body.instructions === undefined || body.instructions === null ? null : body.instructions;
  if (instructions !== null && typeof instructions !== 'string') throw invalidField("Invalid type for 'instructions': expected a string.", 'instructions', 'invalid_type');

  const previousResponseId = body.previous_response_id === undefined || body.previous_response_id === null ? null : body.previous_response_id;
  if (previousResponseId !== null && typeof previousResponseId !== 'string') throw invalidField("Invalid type for 'previous_response_id': expected a string.", 'previous_response_id', 'invalid_type');
  const earlier = previousResponseId === null ? [] : memory.conversations.get(previousResponseId);
  if (earlier === undefined) {
    throw new ModelProviderRequestError(`Previous response with id '${String(previousResponseId)}' not found.`, { param: 'previous_response_id', code: 'previous_response_not_found', status: 404 });
  }
  const items = [...earlier, ...inputItems(body.input, memory)];
  if (items.length === 0) throw invalidField("Missing required parameter: 'input'.", 'input', 'missing_required_parameter');

  const tools = parseTools(body.tools);
  const messages = [...(instructions === null ? [] : [{ role: 'system', content: instructions }]), ...messagesOf(items)];
  const chat: ChatRequest = {
    api: 'responses',
    body,
    model,
    messages,
    tools,
    toolChoice: toolChoiceOf(body.tool_choice, tools),
    parallelToolCalls: body.parallel_tool_calls !== false,
    responseFormat: isObject(body.text) && isObject(body.text.format) ? outputFormat(body.text.format, 'text.format') : { type: 'text' },
    stream: body.stream === true,
    includeUsage: false,
    n: 1,
    turn: turnOf(messages),
  };
  return { chat, items, instructions, previousResponseId };
}

function inputItems(input: unknown, memory: ResponsesMemory): JsonObject[] {
  if (input === undefined || input === null) return [];
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: input }];
  if (!Array.isArray(input)) throw invalidField("Invalid type for 'input': expected a string or an array of input items.", 'input', 'invalid_type');
  return input.map((item: unknown, index) => {
    const param = `input[${index}]`;
    if (!isObject(item)) throw invalidField(`Invalid type for '${param}': expected an object.`, param, 'invalid_type');
    if (item.type === 'item_reference') {
      const found = typeof item.id === 'string' ? memory.items.get(item.id) : undefined;
      if (found === undefined) throw new ModelProviderRequestError(`Item with id '${String(item.id)}' not found.`, { param: `${param}.id`, code: 'item_not_found', status: 404 });
      return found;
    }
    const type = item.type ?? (typeof item.role === 'string' ? 'message' : undefined);
    switch (type) {
      case 'message':
        if (!['user', 'assistant', 'system', 'developer'].includes(String(item.role))) {
          throw invalidField(`Invalid value: '${String(item.role)}'. Supported values are: 'user', 'assistant', 'system' and 'developer'.`, `${param}.role`, 'invalid_value');
        }
        return { ...item, type: 'message' };
      case 'function_call':
        for (const field of ['call_id', 'name', 'arguments']) {
          if (typeof item[field] !== 'string') throw invalidField(`Missing required parameter: '${param}.${field}'.`, `${param}.${field}`, 'missing_required_parameter');
        }
        return item;
      case 'function_call_output':
        if (typeof item.call_id !== 'string') throw invalidField(`Missing required parameter: '${param}.call_id'.`, `${param}.call_id`, 'missing_required_parameter');
        if (item.output === undefined || item.output === null) throw invalidField(`Missing required parameter: '${param}.output'.`, `${param}.output`, 'missing_required_parameter');
        return item;
      default:
        // Reasoning items and hosted tools' items carry nothing the stand-in answers from.
        return item;
    }
  });
}

/** The items as chat messages; an assistant's messages and function calls in a row are one assistant turn. */
function messagesOf(items: readonly JsonObject[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  let assistant: { content: string[]; tool_calls: { id: string; type: 'function'; function: { name: string; arguments: string } }[] } | undefined;
  const flush = () => {
    if (assistant === undefined) return;
    messages.push({ role: 'assistant', content: assistant.content.length > 0 ? assistant.content.join('\n') : null, ...(assistant.tool_calls.length > 0 && { tool_calls: assistant.tool_calls }) });
    assistant = undefined;
  };
  for (const item of items) {
    if (item.type === 'message' && item.role === 'assistant') {
      assistant ??= { content: [], tool_calls: [] };
      assistant.content.push(partsText(item.content));
    } else if (item.type === 'function_call') {
      assistant ??= { content: [], tool_calls: [] };
      assistant.tool_calls.push({ id: String(item.call_id), type: 'function', function: { name: String(item.name), arguments: String(item.arguments) } });
    } else if (item.type === 'function_call_output') {
      flush();
      messages.push({ role: 'tool', tool_call_id: String(item.call_id), content: partsText(item.output) });
    } else if (item.type === 'message') {
      flush();
      messages.push({ role: item.role === 'developer' ? 'system' : String(item.role), content: partsText(item.content) });
    }
  }
  flush();
  return messages;
}

/** Text of a string or of a list of `input_text`/`output_text` parts (a refusal part reads as its refusal). */
function partsText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .flatMap((part: unknown) => (isObject(part) ? [typeof part.text === 'string' ? part.text : typeof part.refusal === 'string' ? part.refusal : ''] : []))
    .filter((text) => text !== '')
    .join('\n');
}

function parseTools(value: unknown): ChatTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidField("Invalid type for 'tools': expected an array.", 'tools', 'invalid_type');
  return value.flatMap((tool: unknown, index) => {
    if (!isObject(tool)) throw invalidField(`Invalid type for 'tools[${index}]': expected an object.`, `tools[${index}]`, 'invalid_type');
    return tool.type === 'function' ? [functionTool(tool, `tools[${index}]`)] : [];
  });
}

/** `tool_choice` as the Responses API spells it; `allowed_tools` reads as its mode over the tools it allows. */
function toolChoiceOf(value: unknown, tools: readonly ChatTool[]): ToolChoice {
  if (isObject(value) && value.type === 'allowed_tools') return value.mode === 'required' ? 'required' : 'auto';
  if (isObject(value) && value.type !== 'function') throw invalidField(`tool_choice '${String(value.type)}' names a hosted tool, which this stand-in does not run.`, 'tool_choice', 'unsupported_value');
  return parseToolChoice(value, tools);
}
