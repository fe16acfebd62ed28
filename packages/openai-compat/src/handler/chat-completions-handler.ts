import { Peer } from '@honcho-ai/sdk';
import { OpenAICompatError } from '../errors/openai-compat-error.js';
import { toOpenAIError } from '../errors/to-openai-error.js';
import { toChatCompletion } from '../mapping/chat-completion.js';
import { EVENT_STREAM_HEADERS, toChatCompletionEventStream } from '../mapping/chat-completion-event-stream.js';
import { resolveMeta } from '../mapping/completion-meta.js';
import { toDialecticRequest } from '../mapping/dialectic-request.js';
import { honchoAccess, type HonchoOrConfig } from './honcho-access.js';

/** A Fetch-API handler: what Next.js route handlers, Hono, workers, `Deno.serve` and `Bun.serve` take. */
export type ChatCompletionsHandler = (request: Request) => Promise<Response>;

/** Options of {@link createChatCompletionsHandler}. */
export interface ChatCompletionsHandlerOptions {
  /**
   * Told about failures worth logging: Honcho unreachable or failing (5xx),
   * a stream that broke midway, a bug. Not called for refused requests (4xx).
   * The error never carries the API key.
   */
  onError?: ((error: unknown, request: Request) => void) | undefined;
}

const COMPLETIONS_PATH = /\/chat\/completions\/?$/;

/**
 * A Fetch-API handler serving OpenAI's `POST /v1/chat/completions` on top
 * of any Honcho server, through `@honcho-ai/sdk` (`peer.chat` /
 * `peer.chatStream`). Point any OpenAI-compatible client at wherever you
 * mount it.
 *
 * - `model` is `workspace/{workspace_id}/peer/{peer_id}`; the last user
 *   message is the question; `X-Honcho-Session-Id`, `X-Honcho-Target` and
 *   `X-Honcho-Reasoning-Level` (or `honcho_reasoning_level`) scope it;
 *   `response_format` `json_schema` asks for structured output. See
 *   {@link toDialecticRequest} for every rule.
 * - `stream: true` answers with `chat.completion.chunk` events and
 *   `data: [DONE]`; a client that disconnects aborts the Honcho stream.
 * - Errors are OpenAI-shaped (`{"error": {...}}`) with the matching status
 *   (see {@link toOpenAIError}); paths not ending in `/chat/completions`
 *   answer 404, other methods 405.
 * - Authentication: see {@link HonchoOrConfig}. By default the caller's
 *   bearer key is forwarded to Honcho for that request; pass a `Honcho` or
 *   an `apiKey` to use one fixed key instead (then protect the route
 *   yourself). The key is never logged or echoed.
 *
 * The handler itself writes nothing, but Honcho's peer chat get-or-creates
 * the workspace and the peer named by the model string (an unknown one gets
 * an answer saying there is no memory yet, not a 404); an unknown session
 * or target is a 404. The workspace comes from each request's model string;
 * a `workspaceId` in the options is not used.
 *
 * @example
 * ```ts
 * // app/v1/chat/completions/route.ts (Next.js)
 * import { createChatCompletionsHandler } from '@honcho-ai/openai-compat';
 *
 * export const POST = createChatCompletionsHandler({ baseURL: process.env.HONCHO_URL });
 * ```
 * @throws `HonchoValidationError` at creation for invalid options (a bad
 *   `baseURL` or `HONCHO_URL`), so a misconfigured route fails at start-up.
 */
export function createChatCompletionsHandler(honchoOrConfig?: HonchoOrConfig, options: ChatCompletionsHandlerOptions = {}): ChatCompletionsHandler {
  const access = honchoAccess(honchoOrConfig);
  const report = (error: unknown, request: Request): void => {
    try {
      options.onError?.(error, request);
    } catch {
      // A failing logger must not change the answer.
    }
  };

  return async (request) => {
    try {
      if (request.method !== 'POST') {
        throw new OpenAICompatError(`Method ${request.method} is not allowed: use POST.`, {
          status: 405,
          code: 'method_not_allowed',
          headers: { allow: 'POST' },
        });
      }
      if (!COMPLETIONS_PATH.test(new URL(request.url).pathname)) {
        throw new OpenAICompatError(`Unknown endpoint ${new URL(request.url).pathname}: only POST /v1/chat/completions is served.`, {
          status: 404,
          type: 'not_found_error',
          code: 'unknown_url',
        });
      }
      // Credentials first, as OpenAI checks them: a malformed Authorization header is a 401 whatever the body.
      const { http, headers } = access(request);
      const mapped = toDialecticRequest(await readJson(request), request.headers);
      // Built directly rather than with honcho.peer(), which would first write the workspace and the peer itself.
      const peer = new Peer(mapped.peerId, mapped.workspaceId, http);
      const meta = resolveMeta({ model: mapped.model });
      const call = { ...mapped.options, signal: request.signal, headers };

      if (!mapped.stream) {
        const content = await peer.chat(mapped.query, call);
        return Response.json(toChatCompletion(content, meta));
      }
      // Waiting for Honcho's response headers first means a refusal (404, 401...) is a real HTTP status.
      const stream = await peer.chatStream(mapped.query, { ...call, keepText: false });
      const body = toChatCompletionEventStream(stream, meta, {
        signal: request.signal,
        cancel: (reason) => stream.abort(reason),
        onError: (error) => report(error, request),
      });
      return new Response(body, { headers: EVENT_STREAM_HEADERS });
    } catch (error) {
      const mapped = toOpenAIError(error);
      if (mapped.status >= 500) report(error, request);
      return mapped.toResponse();
    }
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch (error) {
    throw new OpenAICompatError('The request body is not valid JSON.', { code: 'invalid_json', cause: error });
  }
}
