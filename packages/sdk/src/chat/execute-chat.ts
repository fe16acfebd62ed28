import type { DialecticResponse } from '@honcho-ai/api-types';
import { APIResponseError, isPlainObject } from '@honcho-ai/sdk-core';
import { requestOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import type { ChatOptionsBase } from './chat-method-types.js';
import { prepareChatRequest, type ChatRequest, type ChatRoute } from './chat-request.js';
import { openStream } from './open-stream.js';
import { parseStructuredText } from './structured-content.js';
import type { DialecticStream } from './dialectic-stream.js';
import { chatFeature } from './chat-feature.js';
import { requestedEvidence } from './evidence.js';

/** Options `executeChat` accepts: peer chat's (workspace chat rejects `target` and `sessions` at runtime). */
export type ExecuteChatOptions = (ChatOptionsBase & { target?: IdLike }) | undefined;

/**
 * The body of `Peer.chat` and `Honcho.chat`: validates the input and the
 * response format before any request, sends it (retried like a read on
 * 408/409/429/5xx and connection failures, as 2.5 did: the dialectic stores
 * nothing, so a repeat is only another model call), and maps the answer.
 * With `stream: true` it resolves to the same stream {@link executeChatStream}
 * does.
 *
 * @param route Peer or workspace chat (which decides what options are allowed), and its built path.
 * @returns `string | null`, the parsed value, a `ChatResponse`, or a
 *   `DialecticStream`; `ChatResult<O>` types it.
 * @internal
 */
export async function executeChat(
  context: WorkspaceContext,
  route: ChatRoute,
  query: string,
  options: ExecuteChatOptions,
): Promise<unknown> {
  const request = await prepareChatRequest(route.kind, query, options);
  if (options?.stream === true) return openStream(context, route, request, options);

  await context.ensureWorkspace({ signal: options?.signal });
  const { query: checkedQuery, ...fields } = request.body;
  const response = await context.http.post<DialecticResponse>(route.path, {
    ...requestOptions(options),
    // 2.5's key order: `stream` second for a plain answer, last for a stream.
    body: { query: checkedQuery, stream: false, ...fields },
    feature: chatFeature(route.kind),
  });
  const content = await answerContent(response, request);
  if (!request.includeEvidence) return content;
  return { content, evidence: requestedEvidence(context.http, response.evidence) };
}

/**
 * The body of `Peer.chatStream` and `Honcho.chatStream`: validates like
 * {@link executeChat}, then opens the event stream once the response headers
 * arrive. Errors before that (an error status, a refused connection) reject
 * this promise; errors after it surface while reading the stream.
 *
 * @internal
 */
export async function executeChatStream(
  context: WorkspaceContext,
  route: ChatRoute,
  query: string,
  options: ExecuteChatOptions,
): Promise<DialecticStream<unknown>> {
  const request = await prepareChatRequest(route.kind, query, options);
  return openStream(context, route, request, options);
}


/** The answer as callers get it: `null` when empty (as 2.5: `content || null`), parsed when the schema validates. */
async function answerContent(response: DialecticResponse, request: ChatRequest): Promise<unknown> {
  if (!isPlainObject(response)) {
    throw new APIResponseError('Chat response is not a JSON object');
  }
  const content: unknown = response.content;
  if (content === null || content === undefined || content === '') return null;
  if (typeof content !== 'string') throw new APIResponseError('Chat response content is not a string');
  if (request.format?.parseable === true) return parseStructuredText(content, request.format);
  return content;
}
