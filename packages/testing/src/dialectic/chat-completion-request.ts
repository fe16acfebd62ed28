import { REASONING_LEVELS, type ChatCompletionErrorResponse, type ReasoningLevel, type ResponseFormat } from '@honcho-ai/api-types';

/** A valid `POST /v1/chat/completions` request, mapped onto the dialectic. */
export interface ParsedChatCompletionRequest {
  readonly ok: true;
  /** From `model`: `workspace/{workspaceId}/peer/{peerId}`. */
  readonly workspaceId: string;
  /** The peer whose memory answers (the observer). */
  readonly peerId: string;
  /** The request's `model`, echoed in the response. */
  readonly model: string;
  /** The text of the last `user` message. */
  readonly query: string;
  readonly stream: boolean;
  /** From `X-Honcho-Session-Id`. */
  readonly sessionId?: string;
  /** From `X-Honcho-Target`: whom to answer about; absent, the peer itself. */
  readonly target?: string;
  /** `X-Honcho-Reasoning-Level`, else `honcho_reasoning_level`, else `low`. */
  readonly reasoningLevel: ReasoningLevel;
  /**
   * `response_format.json_schema.schema`, not yet checked: the route still runs
   * the structured-output checker on it (422 on unsupported schemas).
   */
  readonly responseFormat?: ResponseFormat;
}

/** A rejected request: the status and OpenAI-shaped body to answer with. */
export interface RejectedChatCompletionRequest {
  readonly ok: false;
  readonly status: 400;
  readonly body: ChatCompletionErrorResponse;
}

/** Longest question the dialectic accepts (`DialecticOptions.query`). */
export const MAX_QUERY_CHARS = 10_000;

const MODEL = /^workspace\/([a-zA-Z0-9_-]+)\/peer\/([a-zA-Z0-9_-]+)$/;
const REASONING_LEVEL_SET: ReadonlySet<string> = new Set(REASONING_LEVELS);

/**
 * Validates an OpenAI chat completion request and maps it onto the dialectic,
 * following spec 3.C.2. Checks run in the server's order and the first failure
 * wins: body shape, `model`, `messages` (non-empty, with a `user` message whose
 * text becomes the question), `tools` (must be empty), `n` (1, `null` or
 * absent), `stream`, `response_format`, audio, then the reasoning level.
 *
 * Only `json_schema` response formats map to structured output; `text` and
 * `json_object` are accepted and ignored, as are `temperature`, `max_tokens`,
 * `top_p`, `stop`, the penalties, `seed`, `logprobs`, `tool_choice` and any
 * other field. Image parts of the question are ignored; audio (an `audio`
 * field or `input_audio` parts) is rejected. Empty `X-Honcho-*` headers count
 * as absent, as on the server.
 *
 * Errors are 400s in OpenAI's shape, `{error: {message, type:
 * 'invalid_request_error', param, code}}`, with OpenAI's codes
 * (`missing_required_parameter`, `invalid_type`, `invalid_value`,
 * `unsupported_parameter`).
 */
export function parseChatCompletionRequest(body: unknown, headers: Headers): ParsedChatCompletionRequest | RejectedChatCompletionRequest {
  if (!isRecord(body)) return reject('The request body must be a JSON object.', null, 'invalid_type');

  const model = body.model;
  if (model === undefined || model === null) return reject('You must provide a model parameter.', 'model', 'missing_required_parameter');
  if (typeof model !== 'string') return reject('model must be a string.', 'model', 'invalid_type');
  const ids = MODEL.exec(model);
  if (ids === null) {
    return reject(`Invalid model string: '${model}'. Expected format: 'workspace/{workspace_id}/peer/{peer_id}'.`, 'model', 'invalid_value');
  }
  const [, workspaceId = '', peerId = ''] = ids;

  const messages = body.messages;
  if (messages === undefined || messages === null) return reject('messages array is required and must not be empty.', 'messages', 'missing_required_parameter');
  if (!Array.isArray(messages)) return reject('messages must be an array.', 'messages', 'invalid_type');
  if (messages.length === 0) return reject('messages array is required and must not be empty.', 'messages', 'invalid_value');
  let lastUser: Readonly<Record<string, unknown>> | undefined;
  let lastUserIndex = -1;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message: unknown = messages[index];
    if (!isRecord(message)) return reject(`messages[${index}] must be an object.`, `messages[${index}]`, 'invalid_type');
    if (lastUser === undefined && message.role === 'user') {
      lastUser = message;
      lastUserIndex = index;
    }
  }
  if (lastUser === undefined) return reject('No user message found in messages array.', 'messages', 'invalid_value');
  const question = extractText(lastUser.content, `messages[${lastUserIndex}].content`);
  if (!question.ok) return question.rejection;
  if (question.text === '') return reject('The last user message has no text.', `messages[${lastUserIndex}].content`, 'invalid_value');
  if (question.text.length > MAX_QUERY_CHARS) {
    return reject(`The last user message is longer than ${MAX_QUERY_CHARS} characters.`, `messages[${lastUserIndex}].content`, 'invalid_value');
  }

  if (Array.isArray(body.tools) ? body.tools.length > 0 : body.tools !== undefined && body.tools !== null) {
    return reject('Tool calling is not supported on this endpoint.', 'tools', 'unsupported_parameter');
  }
  // The server compares with 1 after defaulting; null is the schema's "not set".
  if (body.n !== undefined && body.n !== null && body.n !== 1) return reject('Only n=1 is supported.', 'n', 'unsupported_parameter');

  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean') return reject('stream must be a boolean.', 'stream', 'invalid_type');
  const stream = body.stream === true;

  let responseFormat: ResponseFormat | undefined;
  const format = body.response_format;
  if (format !== undefined && format !== null) {
    if (!isRecord(format)) return reject('response_format must be an object.', 'response_format', 'invalid_type');
    if (format.type === 'json_schema') {
      const named = format.json_schema;
      if (!isRecord(named)) return reject('response_format.json_schema must be an object.', 'response_format.json_schema', 'invalid_type');
      if (named.schema !== undefined && named.schema !== null) {
        if (!isRecord(named.schema)) return reject('response_format.json_schema.schema must be an object.', 'response_format.json_schema.schema', 'invalid_type');
        responseFormat = named.schema;
      }
    } else if (format.type !== 'text' && format.type !== 'json_object') {
      return reject(`Invalid response_format type: ${String(format.type)}. Expected 'text', 'json_object' or 'json_schema'.`, 'response_format.type', 'invalid_value');
    }
  }

  if (body.audio !== undefined && body.audio !== null) return reject('Audio is not supported on this endpoint.', 'audio', 'unsupported_parameter');

  const headerLevel = headers.get('X-Honcho-Reasoning-Level');
  const level: unknown = headerLevel ? headerLevel : (body.honcho_reasoning_level ?? 'low');
  if (typeof level !== 'string' || !REASONING_LEVEL_SET.has(level)) {
    const param = headerLevel ? 'X-Honcho-Reasoning-Level' : 'honcho_reasoning_level';
    return reject(`Invalid reasoning level: ${JSON.stringify(level)}. Expected one of minimal, low, medium, high, max.`, param, 'invalid_value');
  }

  const sessionId = headers.get('X-Honcho-Session-Id');
  const target = headers.get('X-Honcho-Target');
  return {
    ok: true,
    workspaceId,
    peerId,
    model,
    query: question.text,
    stream,
    ...(sessionId ? { sessionId } : {}),
    ...(target ? { target } : {}),
    reasoningLevel: level as ReasoningLevel,
    ...(responseFormat === undefined ? {} : { responseFormat }),
  };
}

type ExtractedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly rejection: RejectedChatCompletionRequest };

/** A string as is, or the text parts of a content list joined with a space; images are skipped, audio rejected. */
function extractText(content: unknown, param: string): ExtractedText {
  if (content === undefined || content === null) return { ok: true, text: '' };
  if (typeof content === 'string') return { ok: true, text: content };
  if (!Array.isArray(content)) return { ok: false, rejection: reject('Message content must be a string or a list of content parts.', param, 'invalid_type') };
  const texts: string[] = [];
  for (const part of content) {
    if (!isRecord(part)) continue;
    if (part.type === 'input_audio') return { ok: false, rejection: reject('Audio is not supported on this endpoint.', param, 'unsupported_parameter') };
    if (part.type === 'text' && typeof part.text === 'string') texts.push(part.text);
  }
  return { ok: true, text: texts.join(' ') };
}

function reject(message: string, param: string | null, code: string): RejectedChatCompletionRequest {
  return { ok: false, status: 400, body: { error: { message, type: 'invalid_request_error', param, code } } };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
