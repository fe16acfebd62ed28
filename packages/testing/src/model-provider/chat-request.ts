import { invalidField } from './model-provider-error.js';

/** A JSON object as the request carried it. */
export type JsonObject = { [key: string]: unknown };

/** One message of a chat request, as sent (content may be a string, a list of parts, or `null`). */
export interface ChatMessage {
  readonly role: string;
  readonly content?: unknown;
  readonly name?: string;
  readonly tool_call_id?: string;
  readonly tool_calls?: readonly { readonly id?: string; readonly function?: { readonly name?: string; readonly arguments?: string } }[];
  readonly [key: string]: unknown;
}

/** A function tool the request offers. */
export interface ChatTool {
  readonly name: string;
  readonly description?: string;
  /** The JSON Schema of the arguments; `{}` when the tool declared none. */
  readonly parameters: JsonObject;
  readonly strict?: boolean;
}

/** What `tool_choice` asks for, normalised: `'auto'`, `'none'`, `'required'`, or one named function. */
export type ToolChoice = 'auto' | 'none' | 'required' | { readonly name: string };

/** What `response_format` asks for. */
export type ChatResponseFormat =
  | { readonly type: 'text' }
  | { readonly type: 'json_object' }
  | { readonly type: 'json_schema'; readonly name: string; readonly schema: JsonObject; readonly strict: boolean };

/**
 * A `POST /v1/chat/completions` request, checked and normalised. The fields
 * the provider acts on are pulled out; everything else the client sent
 * (`temperature`, `seed`, `reasoning_effort`, `metadata`, provider extras...)
 * is accepted and stays readable in {@link ChatRequest.body}.
 */
export interface ChatRequest {
  /** Which API the request came through: Chat Completions, or the Responses API (its input read as chat messages). */
  readonly api: 'chat.completions' | 'responses';
  /** The whole JSON body, unchanged. */
  readonly body: JsonObject;
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly ChatTool[];
  /** `tool_choice`, defaulting as OpenAI does: `'auto'` with tools, `'none'` without. */
  readonly toolChoice: ToolChoice;
  /** `parallel_tool_calls`; default true. */
  readonly parallelToolCalls: boolean;
  readonly responseFormat: ChatResponseFormat;
  readonly stream: boolean;
  /** `stream_options.include_usage`. */
  readonly includeUsage: boolean;
  /** `n`: how many choices to answer with; default 1. */
  readonly n: number;
  /**
   * Assistant messages since the last user message: 0 for the first step of
   * a tool loop, 1 after one round of tool calls, and so on. Scripts are
   * indexed by it, so concurrent conversations do not share a counter.
   */
  readonly turn: number;
}

const MAX_CHOICES = 128;

/** Checks a chat completion body; throws `ModelProviderRequestError` (400) on what OpenAI would refuse too. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (!isObject(body)) throw invalidField('The request body must be a JSON object.', null, 'invalid_type');
  const model = body.model;
  if (model === undefined || model === null) throw invalidField('you must provide a model parameter', 'model', 'missing_required_parameter');
  if (typeof model !== 'string') throw invalidField('model must be a string.', 'model', 'invalid_type');

  const rawMessages = body.messages;
  if (rawMessages === undefined || rawMessages === null) throw invalidField("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (!Array.isArray(rawMessages)) throw invalidField('messages must be an array.', 'messages', 'invalid_type');
  if (rawMessages.length === 0) throw invalidField("Invalid 'messages': empty array. Expected an array with minimum length 1.", 'messages', 'empty_array');
  const messages = rawMessages.map((message: unknown, index) => {
    if (!isObject(message)) throw invalidField(`messages[${index}] must be an object.`, `messages[${index}]`, 'invalid_type');
    if (typeof message.role !== 'string') throw invalidField(`Missing required parameter: 'messages[${index}].role'.`, `messages[${index}].role`, 'missing_required_parameter');
    return message as ChatMessage;
  });

  refuseUnsupported(body);
  const tools = parseTools(body.tools);
  const toolChoice = parseToolChoice(body.tool_choice, tools);
  const n = body.n === undefined || body.n === null ? 1 : body.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_CHOICES) throw invalidField(`n must be an integer from 1 to ${MAX_CHOICES}.`, 'n');
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean') throw invalidField('stream must be a boolean.', 'stream', 'invalid_type');
  const streamOptions = isObject(body.stream_options) ? body.stream_options : {};

  return {
    api: 'chat.completions',
    body,
    model,
    messages,
    tools,
    toolChoice,
    parallelToolCalls: body.parallel_tool_calls !== false,
    responseFormat: parseResponseFormat(body.response_format),
    stream: body.stream === true,
    includeUsage: streamOptions.include_usage === true,
    n,
    turn: turnOf(messages),
  };
}

/** Assistant messages since the last user message ({@link ChatRequest.turn}). */
export function turnOf(messages: readonly ChatMessage[]): number {
  let turn = 0;
  for (let index = messages.length - 1; index >= 0; index--) {
    const role = (messages[index] as ChatMessage).role;
    if (role === 'user') break;
    if (role === 'assistant') turn += 1;
  }
  return turn;
}

/**
 * Fields the stand-in cannot honour and that change what the client expects
 * back (audio, legacy function calling), and `stream_options` without
 * `stream`, which OpenAI refuses too. Everything else unknown is ignored, as
 * servers send provider extras.
 */
function refuseUnsupported(body: JsonObject): void {
  const present = (field: string) => body[field] !== undefined && body[field] !== null;
  if (present('audio') || (Array.isArray(body.modalities) && body.modalities.includes('audio'))) {
    throw invalidField('Audio output is not supported by this stand-in model; ask for text.', present('audio') ? 'audio' : 'modalities', 'unsupported_parameter');
  }
  for (const legacy of ['functions', 'function_call']) {
    if (present(legacy)) throw invalidField(`Unsupported parameter: '${legacy}' is deprecated and not supported by this stand-in; use 'tools' and 'tool_choice'.`, legacy, 'unsupported_parameter');
  }
  if (present('stream_options') && body.stream !== true) {
    throw invalidField("The 'stream_options' parameter is only allowed when 'stream' is enabled.", 'stream_options', 'invalid_value');
  }
}

function parseTools(value: unknown): ChatTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidField('tools must be an array.', 'tools', 'invalid_type');
  return value.map((tool: unknown, index) => {
    const param = `tools[${index}]`;
    if (!isObject(tool)) throw invalidField(`${param} must be an object.`, param, 'invalid_type');
    // Only function tools carry a schema the provider can answer; others (custom, web search...) are accepted and never called.
    const fn = isObject(tool.function) ? tool.function : undefined;
    if (tool.type !== undefined && tool.type !== 'function') return { name: '', parameters: {} };
    return functionTool(fn ?? {}, `${param}.function`);
  }).filter((tool) => tool.name !== '');
}

/** A function tool's definition (`{name, description, parameters, strict}`), checked; `param` is where it sits in the request. */
export function functionTool(fn: JsonObject, param: string): ChatTool {
  if (typeof fn.name !== 'string' || fn.name === '') throw invalidField(`Missing required parameter: '${param}.name'.`, `${param}.name`, 'missing_required_parameter');
  if (fn.parameters !== undefined && fn.parameters !== null && !isObject(fn.parameters)) {
    throw invalidField(`${param}.parameters must be a JSON Schema object.`, `${param}.parameters`, 'invalid_type');
  }
  return {
    name: fn.name,
    ...(typeof fn.description === 'string' && { description: fn.description }),
    parameters: isObject(fn.parameters) ? fn.parameters : {},
    ...(typeof fn.strict === 'boolean' && { strict: fn.strict }),
  };
}

/** `tool_choice` in either API's spelling, checked against the tools offered. */
export function parseToolChoice(value: unknown, tools: readonly ChatTool[]): ToolChoice {
  if (value === undefined || value === null) return tools.length > 0 ? 'auto' : 'none';
  if (value === 'auto' || value === 'none' || value === 'required') {
    if (value === 'required' && tools.length === 0) throw invalidField("tool_choice is 'required' but no tools were given.", 'tool_choice');
    return value;
  }
  // `{type: "function", function: {name}}` (chat completions) or `{type: "function", name}` (the Responses spelling some proxies pass through).
  const name = isObject(value) ? (isObject(value.function) ? value.function.name : value.name) : undefined;
  if (typeof name !== 'string') throw invalidField("tool_choice must be 'auto', 'none', 'required' or {type: 'function', function: {name}}.", 'tool_choice');
  if (!tools.some((tool) => tool.name === name)) throw invalidField(`tool_choice names '${name}', which is not among the tools.`, 'tool_choice');
  return { name };
}

function parseResponseFormat(value: unknown): ChatResponseFormat {
  if (value === undefined || value === null) return { type: 'text' };
  if (!isObject(value)) throw invalidField('response_format must be an object.', 'response_format', 'invalid_type');
  if (value.type !== 'json_schema') return outputFormat(value, 'response_format');
  const named = value.json_schema;
  if (!isObject(named)) throw invalidField("Missing required parameter: 'response_format.json_schema'.", 'response_format.json_schema', 'missing_required_parameter');
  return outputFormat({ ...named, type: 'json_schema' }, 'response_format.json_schema');
}

/**
 * An output format as the Responses API spells it (`{type, name, schema,
 * strict}`, which is also what Chat Completions nests under `json_schema`);
 * `param` is where it sits in the request.
 */
export function outputFormat(value: JsonObject, param: string): ChatResponseFormat {
  if (value.type === 'text' || value.type === 'json_object') return { type: value.type };
  if (value.type !== 'json_schema') {
    throw invalidField(`Invalid value: '${String(value.type)}'. Supported values are: 'text', 'json_object' and 'json_schema'.`, `${param.replace(/\.json_schema$/, '')}.type`);
  }
  const named = value;
  if (named.schema !== undefined && !isObject(named.schema)) throw invalidField(`${param}.schema must be an object.`, `${param}.schema`, 'invalid_type');
  return {
    type: 'json_schema',
    name: typeof named.name === 'string' ? named.name : 'response',
    schema: isObject(named.schema) ? named.schema : {},
    strict: named.strict === true,
  };
}

/** The text of a message's content: a string as is, or the text parts of a list joined by newlines. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const part of content) {
    if (typeof part === 'string') texts.push(part);
    else if (isObject(part) && typeof part.text === 'string') texts.push(part.text);
  }
  return texts.join('\n');
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
