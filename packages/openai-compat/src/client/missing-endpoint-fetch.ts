import { serverFeature } from '@honcho-ai/sdk-core';
import { OpenAICompatError } from '../errors/openai-compat-error.js';
import type { HonchoFetch } from '../fetch/honcho-fetch.js';

/** `/v1/chat/completions`, as a feature some Honcho servers lack (server 3.0.12 answers it 404). */
const OPENAI_ENDPOINT = serverFeature(
  'the OpenAI-compatible endpoint',
  'give the client honchoFetch() from @honcho-ai/openai-compat as its fetch, which answers through the dialectic in-process ' +
    '(new OpenAI({ ...openAIClientOptions(), fetch: honchoFetch() })), or serve /v1/chat/completions with createChatCompletionsHandler()',
);

/**
 * The `fetch` `openAIClientOptions()` gives the client: `base` (or the
 * global `fetch`, looked up per call), except that a Honcho server without
 * the OpenAI-compatible endpoint answers in OpenAI's error shape, saying so
 * and what to use instead, rather than with FastAPI's bare
 * `{"detail": "Not Found"}`, which the `openai` client reports as
 * `404 status code (no body)`.
 *
 * Only a route-missing answer (`isMissingRoute`: the bare 404, or a 405) to
 * a URL under `v1Root` is rewritten, keeping its status; every other
 * response passes through as it came.
 *
 * @param v1Root - Honcho's API root with `/v1`, as the client's `baseURL`.
 * @param base - The `fetch` to send with; the global one when omitted.
 * @internal
 */
export function missingEndpointFetch(v1Root: string, base?: HonchoFetch): HonchoFetch {
  return async (input, init) => {
    const response = await (base ?? fetch)(input, init);
    if (response.status !== 404 && response.status !== 405) return response;
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${v1Root}/`)) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const detail = (body as { detail?: unknown } | undefined)?.detail;
    const message = OPENAI_ENDPOINT.describeMissing(
      response.status,
      body,
      typeof detail === 'string' ? detail : response.statusText,
      `${method} ${new URL(url).pathname}`,
    );
    if (message === undefined) return response;
    void response.body?.cancel().catch(() => undefined);

    const requestId = response.headers.get('x-request-id');
    return new OpenAICompatError(message, {
      status: response.status,
      type: response.status === 404 ? 'not_found_error' : 'invalid_request_error',
      code: 'endpoint_not_offered',
      headers: requestId === null ? undefined : { 'x-request-id': requestId },
    }).toResponse();
  };
}
