import { sseStream } from '../dialectic/event-stream.js';
import { emptyStats, FaultInjector, type EmulatorStats, type FaultController } from '../faults/fault-injector.js';
import type { FaultRule } from '../faults/fault-rule.js';
import { eventStreamResponse, jsonResponse } from '../http/responses.js';
import { chatCompletionBody, chatCompletionEvents } from './chat-completion-body.js';
import { decideReply, type ChatReplyOptions } from './chat-reply.js';
import { parseChatRequest } from './chat-request.js';
import { embeddingsBody, parseEmbeddingsRequest } from './embeddings-request.js';
import { ModelProviderRequestError } from './model-provider-error.js';
import type { ModelProviderRequestRecord } from './request-record.js';
import { responseBody, responseEvents, responseOutput } from './responses-body.js';
import { parseResponsesRequest, type ResponsesMemory } from './responses-request.js';

/** Where `provider.fetch` resolves relative URLs. */
export const DEFAULT_MODEL_PROVIDER_BASE_URL = 'http://localhost:8080/v1';

/** Options of {@link createModelProvider}. */
export interface ModelProviderOptions extends ChatReplyOptions {
  /** Length of embedding vectors when the request sends no `dimensions`; default 1536 (OpenAI's `text-embedding-3-small`). */
  embeddingDimensions?: number;
  /** Model ids `GET /v1/models` lists; default `['honcho-testing-chat', 'honcho-testing-embedding']`. Any model id is accepted either way. */
  models?: readonly string[];
  /** Require `Authorization: Bearer <apiKey>` (401 otherwise). Default: any key, or none, is accepted. */
  apiKey?: string;
  /** The clock for `created` and request times, and for date formats in structured output; default the real time. */
  now?: () => Date;
  /** Base URL for relative URLs given to `provider.fetch`; default `http://localhost:8080/v1`. */
  baseURL?: string;
  /**
   * Fault-injection rules in effect from the start (and again after a
   * reset), the emulator's: latency, failures with `Retry-After`, dropped
   * connections, cut or stalled streams. For testing how a server copes
   * with a flaky model provider.
   */
  faults?: FaultRule | readonly FaultRule[];
  /** Called with any error the provider did not expect (the client gets a 500 in OpenAI's shape). Default: `console.error`. */
  onError?: (error: unknown, request: Request) => void;
}

/** A stand-in OpenAI-compatible model provider: what {@link createModelProvider} returns. */
export interface ModelProvider {
  /** The Fetch-API handler. */
  readonly handler: (request: Request) => Promise<Response>;
  /** A `fetch` answering with {@link ModelProvider.handler}, for `new OpenAI({ fetch })`; relative URLs resolve against `baseURL`. */
  readonly fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** The base URL `fetch` resolves against. */
  readonly baseURL: string;
  /** Every request received, in order of arrival (faulted ones included). */
  readonly requests: readonly ModelProviderRequestRecord[];
  /** Fault injection, changeable at run time. */
  readonly faults: FaultController;
  /** Live counters of requests and injected faults. */
  readonly stats: Readonly<EmulatorStats>;
  /** Forgets the logged requests and the stored responses, restarts completion and response ids, and restores the initial faults and zeroed stats. */
  reset(): void;
}

const DEFAULT_MODELS = ['honcho-testing-chat', 'honcho-testing-embedding'];

/**
 * Creates a deterministic, offline stand-in for an OpenAI-compatible model
 * provider, to point a server that needs an LLM and embeddings (such as a
 * self-hosted Honcho server) or any OpenAI client at:
 *
 * - `POST /v1/chat/completions`: a final message built from the conversation
 *   (its last user message's material and the tool results), tool calls when
 *   scripted or forced by `tool_choice`, JSON conforming to
 *   `response_format` (`json_schema` or `json_object`), SSE streaming with
 *   streamed tool calls and `stream_options.include_usage`, and usage counts.
 *   Every other request field is accepted and ignored.
 * - `POST /v1/responses`: the Responses API over the same replies:
 *   `instructions`, `input` as a string or items (messages, `function_call`
 *   and `function_call_output`), function tools, `text.format`,
 *   `previous_response_id`, and SSE streaming (`response.created` ...
 *   `response.output_text.delta` ... `response.completed`).
 * - `POST /v1/embeddings`: hashed bag-of-features vectors (same text, same
 *   vector; related texts closer), `dimensions`, and `encoding_format`
 *   `float` or `base64`.
 * - `GET /v1/models` and `GET /v1/models/{id}`.
 *
 * Paths are matched by their end, so `/chat/completions` without `/v1`, or
 * under any prefix, works too. Bad requests get 400s in OpenAI's error
 * shape.
 *
 * @example
 * ```ts
 * import OpenAI from 'openai';
 * import { createModelProvider } from '@honcho-ai/testing';
 *
 * const provider = createModelProvider({ toolCalls: [[{ name: 'search', arguments: { query: 'tea' } }]] });
 * const openai = new OpenAI({ apiKey: 'test', baseURL: provider.baseURL, fetch: provider.fetch });
 * const completion = await openai.chat.completions.create({ model: 'any', messages: [{ role: 'user', content: 'Hi' }] });
 * ```
 */
export function createModelProvider(options: ModelProviderOptions = {}): ModelProvider {
  const now = options.now ?? (() => new Date());
  const baseURL = options.baseURL ?? DEFAULT_MODEL_PROVIDER_BASE_URL;
  const embeddingDimensions = options.embeddingDimensions ?? 1536;
  if (!Number.isInteger(embeddingDimensions) || embeddingDimensions < 1) throw new RangeError(`embeddingDimensions must be a positive integer, got ${String(options.embeddingDimensions)}`);
  const models = options.models ?? DEFAULT_MODELS;
  const onError = options.onError ?? ((error: unknown) => console.error('[honcho-model-provider] unexpected error', error));
  const requests: ModelProviderRequestRecord[] = [];
  const stats = emptyStats();
  const faults = new FaultInjector(stats);
  faults.set(options.faults ?? []);
  let completions = 0;
  let responses = 0;
  const memory: ResponsesMemory = { conversations: new Map(), items: new Map() };

  const route = async (request: Request, record: ModelProviderRequestRecord, url: URL): Promise<Response> => {
    if (options.apiKey !== undefined && request.headers.get('authorization') !== `Bearer ${options.apiKey}`) {
      throw new ModelProviderRequestError('Incorrect API key provided.', { status: 401, code: 'invalid_api_key' });
    }
    const time = record.time;
    switch (record.endpoint) {
      case 'chat': {
        requirePost(request);
        const chat = parseChatRequest(parsedBody(record));
        const reply = await decideReply(chat, options, time);
        completions += 1;
        const identity = { id: `chatcmpl-stub-${completions}`, created: Math.floor(time.getTime() / 1000), model: chat.model };
        if (chat.stream) return eventStreamResponse(sseStream(chatCompletionEvents(chat, reply, identity), { signal: request.signal }));
        return jsonResponse(chatCompletionBody(chat, reply, identity));
      }
      case 'responses': {
        requirePost(request);
        const parsed = parseResponsesRequest(parsedBody(record), memory);
        const reply = await decideReply(parsed.chat, options, time);
        responses += 1;
        const identity = { id: `resp_stub_${responses}`, created: Math.floor(time.getTime() / 1000), model: parsed.chat.model };
        const output = responseOutput(reply, identity);
        for (const item of output) memory.items.set(String(item.id), item);
        memory.conversations.set(identity.id, [...parsed.items, ...output]);
        forgetOldest(memory);
        if (parsed.chat.stream) return eventStreamResponse(sseStream(responseEvents(parsed, reply, identity), { signal: request.signal }));
        return jsonResponse(responseBody(parsed, reply, identity));
      }
      case 'embeddings':
        requirePost(request);
        return jsonResponse(embeddingsBody(parseEmbeddingsRequest(parsedBody(record), embeddingDimensions)));
      case 'models': {
        if (request.method !== 'GET') throw new ModelProviderRequestError(`${request.method} is not supported on ${url.pathname}.`, { status: 405 });
        const card = (id: string) => ({ id, object: 'model', created: 0, owned_by: 'honcho-testing' });
        const id = /\/models\/(.+)$/.exec(url.pathname)?.[1];
        return jsonResponse(id === undefined ? { object: 'list', data: models.map(card) } : card(decodeURIComponent(id)));
      }
      default:
        throw new ModelProviderRequestError(`Unknown request URL: ${request.method} ${url.pathname}.`, { status: 404, code: 'unknown_url' });
    }
  };

  /** Every failure becomes an OpenAI-shaped answer here; only injected connection drops (thrown by the fault injector) get past. */
  const answer = async (request: Request, record: ModelProviderRequestRecord, url: URL): Promise<Response> => {
    try {
      return await route(request, record, url);
    } catch (error) {
      if (ModelProviderRequestError.isInstance(error)) return error.toResponse();
      onError(error, request);
      return new ModelProviderRequestError('The server had an error while processing your request.', { status: 500, type: 'server_error' }).toResponse();
    }
  };

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const record: ModelProviderRequestRecord = { method: request.method, path: url.pathname, endpoint: endpointOf(url.pathname), body: bodyOf(text), time: now() };
    requests.push(record);
    stats.requests += 1;
    const response = await faults.run(request, () => answer(request, record, url));
    record.status = response.status;
    return response;
  };

  return {
    handler,
    fetch: (input, init) => handler(input instanceof Request && init === undefined ? input : new Request(resolve(input, baseURL), init)),
    baseURL,
    requests,
    faults,
    stats,
    reset: () => {
      requests.length = 0;
      completions = 0;
      responses = 0;
      memory.conversations.clear();
      memory.items.clear();
      faults.set(options.faults ?? []);
      Object.assign(stats, emptyStats());
    },
  };
}

/** Responses kept for `previous_response_id` and `item_reference`: enough for any test's conversation, bounded for a long-running provider. */
const STORED_RESPONSES = 1000;

function forgetOldest(memory: ResponsesMemory): void {
  for (const [id, items] of memory.conversations) {
    if (memory.conversations.size <= STORED_RESPONSES) return;
    memory.conversations.delete(id);
    for (const item of items) if (typeof item.id === 'string' && !isReferenced(memory, item.id)) memory.items.delete(item.id);
  }
}

function isReferenced(memory: ResponsesMemory, id: string): boolean {
  for (const items of memory.conversations.values()) if (items.some((item) => item.id === id)) return true;
  return false;
}

function endpointOf(path: string): ModelProviderRequestRecord['endpoint'] {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed.endsWith('/chat/completions')) return 'chat';
  if (trimmed.endsWith('/responses')) return 'responses';
  if (trimmed.endsWith('/embeddings')) return 'embeddings';
  if (/\/models(\/[^/]+)?$/.test(trimmed)) return 'models';
  return 'unknown';
}

/** The JSON body, or the raw text when it is not JSON, so the log shows what arrived either way. */
function bodyOf(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const NOT_JSON = 'We could not parse the JSON body of your request. (HINT: This likely means you aren\'t using your HTTP library correctly. The OpenAI API expects a JSON payload.)';

function parsedBody(record: ModelProviderRequestRecord): unknown {
  if (typeof record.body === 'string' || record.body === undefined) throw new ModelProviderRequestError(NOT_JSON, { code: 'invalid_json' });
  return record.body;
}

function requirePost(request: Request): void {
  if (request.method !== 'POST') throw new ModelProviderRequestError(`${request.method} is not supported; use POST.`, { status: 405 });
}

/** Relative paths join the base URL's path (`chat/completions` under `/v1`), as OpenAI clients join them. */
function resolve(input: Request | URL | string, baseURL: string): Request | URL | string {
  if (typeof input !== 'string' || /^[a-z][a-z\d+.-]*:/i.test(input)) return input;
  return new URL(`${baseURL.replace(/\/+$/, '')}/${input.replace(/^\/+/, '')}`);
}
