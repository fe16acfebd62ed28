import { inputIssues, type JsonSchema } from '@honcho-ai/sdk-core';
import type { ReasoningLevel } from '@honcho-ai/sdk';
import { OpenAICompatError } from '../errors/openai-compat-error.js';
import {
  HONCHO_REASONING_LEVEL_HEADER,
  HONCHO_SESSION_HEADER,
  HONCHO_TARGET_HEADER,
  isReasoningLevel,
  REASONING_LEVELS,
} from '../headers/honcho-headers.js';
import { honchoIdProblem } from '../model/honcho-id.js';
import { modelStringSpec, type HonchoModelString } from '../model/model-string.js';

/** Longest question the dialectic takes, in characters (code points, as the server counts). */
export const MAX_QUERY_CHARS = 10_000;

/**
 * The options of a dialectic call, named as `peer.chat()` / `peer.chatStream()`
 * take them.
 */
export interface DialecticCallOptions {
  /** From `X-Honcho-Session-Id`. */
  session?: string;
  /** From `X-Honcho-Target`. */
  target?: string;
  /** From `X-Honcho-Reasoning-Level`, else `honcho_reasoning_level`, else `low`. */
  reasoningLevel: ReasoningLevel;
  /** From `response_format.json_schema.schema`. */
  responseFormat?: JsonSchema;
}

/** An OpenAI chat completion request, mapped onto a dialectic call. */
export interface DialecticRequest {
  /** The request's `model`, to echo in the response. */
  model: HonchoModelString;
  /** From `model`. */
  workspaceId: string;
  /** From `model`: the peer whose point of view answers. */
  peerId: string;
  /** The text of the last `user` message. */
  query: string;
  /** `stream: true`. */
  stream: boolean;
  /** Everything else the dialectic takes, ready for `peer.chat(query, options)`. */
  options: DialecticCallOptions;
}

/**
 * Request headers in any form `new Headers()` takes. Spelled out rather than
 * `HeadersInit`, which only the DOM library declares: Node-only projects
 * (`lib: es2022` with `@types/node`) could not compile these declarations.
 */
export type HeadersLike = Headers | Record<string, string> | readonly (readonly [string, string])[];

/**
 * Maps an OpenAI Chat Completions request body (and its headers) onto a
 * dialectic call, following Honcho's OpenAI-compatibility rules:
 *
 * - `model` is `workspace/{workspace_id}/peer/{peer_id}`;
 * - the last `user` message is the question: a string, or the `text` parts
 *   of a content array joined with spaces (image parts are ignored);
 *   system, assistant and earlier user messages are ignored;
 * - `response_format` `json_schema` gives its `schema` as the dialectic's
 *   response format; `json_object` and `text` ask for nothing;
 * - `X-Honcho-Session-Id` and `X-Honcho-Target` give the session and target;
 *   `X-Honcho-Reasoning-Level`, else the body's `honcho_reasoning_level`,
 *   else `low`, the reasoning level;
 * - non-empty `tools` (or legacy `functions`), `n` other than 1, and audio
 *   (an `audio` field or `input_audio` parts) are refused; `temperature`,
 *   `max_tokens`, `top_p`, the penalties, `stop`, `seed`, `logprobs`,
 *   `tool_choice`, `stream_options` and any other field are ignored.
 *
 * Pure: nothing is sent. Checks run in that order, and the first failure is
 * thrown, as OpenAI reports one error per request.
 *
 * @example
 * ```ts
 * const request = toDialecticRequest(await req.json(), req.headers);
 * const peer = new Peer(request.peerId, request.workspaceId, honcho.http);
 * const answer = await peer.chat(request.query, request.options);
 * ```
 * @throws {@link OpenAICompatError} (400, `invalid_request_error`) naming the
 *   field at fault in `param`, with OpenAI's codes (`missing_required_parameter`,
 *   `invalid_type`, `invalid_value`, `unsupported_parameter`).
 */
export function toDialecticRequest(body: unknown, headers?: HeadersLike): DialecticRequest {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object.', null, 'invalid_type');
  const { model, workspaceId, peerId } = readModel(body.model);
  const query = readQuery(body.messages);
  rejectUnsupported(body);
  const stream = readStream(body.stream);
  const responseFormat = readResponseFormat(body.response_format);

  const headerValues = new Headers(headers as ConstructorParameters<typeof Headers>[0]);
  const options: DialecticCallOptions = { reasoningLevel: readReasoningLevel(headerValues, body.honcho_reasoning_level) };
  const session = readIdHeader(headerValues, HONCHO_SESSION_HEADER);
  if (session !== undefined) options.session = session;
  const target = readIdHeader(headerValues, HONCHO_TARGET_HEADER);
  if (target !== undefined) options.target = target;
  if (responseFormat !== undefined) options.responseFormat = responseFormat;
  return { model, workspaceId, peerId, query, stream, options };
}

function readModel(model: unknown): { model: HonchoModelString; workspaceId: string; peerId: string } {
  if (model === undefined || model === null) throw invalid('You must provide a model parameter.', 'model', 'missing_required_parameter');
  if (typeof model !== 'string') throw invalid(`model must be a string, got ${typeName(model)}.`, 'model', 'invalid_type');
  const issues = inputIssues(modelStringSpec, model, 'model');
  if (issues.length > 0) {
    const detail = issues.map((issue) => `${issue.path} ${issue.message}`).join('; ');
    throw invalid(`Invalid model string: ${detail}. Expected 'workspace/{workspace_id}/peer/{peer_id}'.`, 'model', 'invalid_value');
  }
  const [, workspaceId = '', , peerId = ''] = model.split('/');
  return { model: model as HonchoModelString, workspaceId, peerId };
}

function readQuery(messages: unknown): string {
  if (messages === undefined || messages === null) {
    throw invalid('messages is required and must be a non-empty array.', 'messages', 'missing_required_parameter');
  }
  if (!Array.isArray(messages)) throw invalid(`messages must be an array, got ${typeName(messages)}.`, 'messages', 'invalid_type');
  if (messages.length === 0) throw invalid('messages must not be empty.', 'messages', 'invalid_value');
  let lastUser = -1;
  messages.forEach((message: unknown, index) => {
    if (!isRecord(message)) throw invalid(`messages[${index}] must be an object, got ${typeName(message)}.`, `messages[${index}]`, 'invalid_type');
    if (message.role === 'user') lastUser = index;
  });
  if (lastUser === -1) throw invalid('messages must contain a user message: its text is the question.', 'messages', 'invalid_value');
  const param = `messages[${lastUser}].content`;
  const text = textOf((messages[lastUser] as Record<string, unknown>).content, param);
  if (text.trim() === '') throw invalid('The last user message has no text to ask.', param, 'invalid_value');
  const length = codePoints(text);
  if (length > MAX_QUERY_CHARS) {
    throw invalid(`The last user message is ${length} characters long; the most Honcho takes is ${MAX_QUERY_CHARS}.`, param, 'invalid_value');
  }
  return text;
}

/** A string as is; the `text` parts of a content array joined with a space. Images are skipped, audio refused. */
function textOf(content: unknown, param: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) throw invalid(`${param} must be a string or an array of content parts.`, param, 'invalid_type');
  const texts: string[] = [];
  content.forEach((part: unknown, index) => {
    if (!isRecord(part)) return;
    if (part.type === 'input_audio') throw invalid('Audio input is not supported by Honcho.', `${param}[${index}]`, 'unsupported_parameter');
    if (part.type === 'text' && typeof part.text === 'string') texts.push(part.text);
  });
  return texts.join(' ');
}

function rejectUnsupported(body: Readonly<Record<string, unknown>>): void {
  if (isPresent(body.tools)) {
    throw invalid('Tool calling is not supported by Honcho: tools must be empty or absent.', 'tools', 'unsupported_parameter');
  }
  if (isPresent(body.functions)) {
    throw invalid('Function calling is not supported by Honcho: functions must be empty or absent.', 'functions', 'unsupported_parameter');
  }
  if (body.n !== undefined && body.n !== null && body.n !== 1) {
    throw invalid(`Only one choice is supported: n must be 1, got ${JSON.stringify(body.n)}.`, 'n', 'unsupported_parameter');
  }
  if (body.audio !== undefined && body.audio !== null) throw invalid('Audio output is not supported by Honcho.', 'audio', 'unsupported_parameter');
}

/** Anything but `undefined`, `null` and `[]`: a tools value the caller means. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

function readStream(stream: unknown): boolean {
  if (stream === undefined || stream === null) return false;
  if (typeof stream !== 'boolean') throw invalid(`stream must be a boolean, got ${typeName(stream)}.`, 'stream', 'invalid_type');
  return stream;
}

function readResponseFormat(format: unknown): JsonSchema | undefined {
  if (format === undefined || format === null) return undefined;
  if (!isRecord(format)) throw invalid(`response_format must be an object, got ${typeName(format)}.`, 'response_format', 'invalid_type');
  if (format.type === 'text' || format.type === 'json_object') return undefined;
  if (format.type !== 'json_schema') {
    throw invalid(`response_format.type must be 'text', 'json_object' or 'json_schema', got ${JSON.stringify(format.type)}.`, 'response_format.type', 'invalid_value');
  }
  const named = format.json_schema;
  if (!isRecord(named)) {
    throw invalid(`response_format.json_schema must be an object, got ${typeName(named)}.`, 'response_format.json_schema', 'invalid_type');
  }
  const schema = named.schema;
  // OpenAI allows a json_schema without a schema; it constrains nothing.
  if (schema === undefined || schema === null) return undefined;
  if (!isRecord(schema)) {
    throw invalid(`response_format.json_schema.schema must be an object, got ${typeName(schema)}.`, 'response_format.json_schema.schema', 'invalid_type');
  }
  return schema as JsonSchema;
}

function readReasoningLevel(headers: Headers, fromBody: unknown): ReasoningLevel {
  const fromHeader = nonEmptyHeader(headers, HONCHO_REASONING_LEVEL_HEADER);
  const level: unknown = fromHeader ?? fromBody ?? 'low';
  if (isReasoningLevel(level)) return level;
  const param = fromHeader === undefined ? 'honcho_reasoning_level' : HONCHO_REASONING_LEVEL_HEADER;
  throw invalid(`Invalid reasoning level ${JSON.stringify(level)}: expected one of ${REASONING_LEVELS.join(', ')}.`, param, 'invalid_value');
}

function readIdHeader(headers: Headers, name: string): string | undefined {
  const value = nonEmptyHeader(headers, name);
  if (value === undefined) return undefined;
  const problem = honchoIdProblem(value);
  if (problem !== undefined) throw invalid(`${name} ${problem}.`, name, 'invalid_value');
  return value;
}

/** An empty header counts as absent, so a proxy that blanks it does not turn it into an error. */
function nonEmptyHeader(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function invalid(message: string, param: string | null, code: string): OpenAICompatError {
  return new OpenAICompatError(message, { status: 400, type: 'invalid_request_error', param, code });
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
