import type { DialecticResponse, DialecticStreamChunk } from '@honcho-ai/api-types';
import { APIResponseError, jsonEvents, type EventStream } from '@honcho-ai/core';
import { requestOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { isPlainObject } from '../validation/input-issues.js';
import type { ChatOptionsBase } from './chat-method-types.js';
import { chatKindOf, prepareChatRequest, type ChatRequest } from './chat-request.js';
import { DialecticStream } from './dialectic-stream.js';
import { evidenceFromWire, type Evidence } from './evidence.js';
import { parseStructuredText } from './structured-content.js';

/** Options `executeChat` accepts: peer chat's (workspace chat rejects `target` and `sessions` at runtime). */
export type ExecuteChatOptions = (ChatOptionsBase & { target?: IdLike }) | undefined;

/**
 * The body of `Peer.chat` and `Honcho.chat`: validates the input and the
 * response format before any request, sends one (never retried once the
 * server may have processed it: chat is not idempotent), and maps the answer.
 * With `stream: true` it resolves to the same stream {@link executeChatStream}
 * does.
 *
 * @param chatPath The built path: `/v3/workspaces/{workspace_id}/peers/{peer_id}/chat`
 *   or `/v3/workspaces/{workspace_id}/chat` (which decides what options are allowed).
 * @returns `string | null`, the parsed value, a `ChatResponse`, or a
 *   `DialecticStream`; `ChatResult<O>` types it.
 * @internal
 */
export async function executeChat(
  context: WorkspaceContext,
  chatPath: string,
  query: string,
  options: ExecuteChatOptions,
): Promise<unknown> {
  const request = await prepareChatRequest(chatKindOf(chatPath), query, options);
  if (options?.stream === true) return openStream(context, chatPath, request, options);

  await context.ensureWorkspace({ signal: options?.signal });
  const { query: checkedQuery, ...fields } = request.body;
  const response = await context.http.post<DialecticResponse>(chatPath, {
    ...requestOptions(options),
    // 2.5's key order: `stream` second for a plain answer, last for a stream.
    body: { query: checkedQuery, stream: false, ...fields },
  });
  const content = await answerContent(response, request);
  if (!request.includeEvidence) return content;
  return { content, evidence: evidenceOf(response) };
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
  chatPath: string,
  query: string,
  options: ExecuteChatOptions,
): Promise<DialecticStream<unknown>> {
  const request = await prepareChatRequest(chatKindOf(chatPath), query, options);
  return openStream(context, chatPath, request, options);
}

async function openStream(
  context: WorkspaceContext,
  chatPath: string,
  request: ChatRequest,
  options: ExecuteChatOptions,
): Promise<DialecticStream<unknown>> {
  await context.ensureWorkspace({ signal: options?.signal });

  // One controller for the request and the body, so abort() and the caller's
  // signal cancel whichever is in flight; unlinked once the stream settles so
  // a long-lived caller signal does not keep the stream alive.
  const controller = new AbortController();
  const unlink = linkSignal(options?.signal, controller);
  let response: Response;
  try {
    response = await context.http.stream('POST', chatPath, {
      ...requestOptions(options),
      signal: controller.signal,
      body: { ...request.body, stream: true },
    });
  } catch (error) {
    unlink();
    throw error;
  }

  let evidence: Evidence | null = null;
  const events = jsonEvents<DialecticStreamChunk>(response, {
    isTerminal: (chunk) => chunk.done === true,
    signal: controller.signal,
    idleTimeoutMs: options?.idleTimeoutMs,
  });
  const deltas = textDeltas(events, (terminal) => {
    evidence = evidenceFromWire(terminal.evidence);
  });
  return new DialecticStream<unknown>(deltas, () => evidence, {
    keepText: options?.keepText,
    controller,
    format: request.format,
    onSettle: unlink,
  });
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

function evidenceOf(response: DialecticResponse): Evidence | null {
  return evidenceFromWire(response.evidence);
}

/**
 * The stream's text deltas. Empty deltas are skipped (as 2.5 did); the
 * terminal event ends the iteration and hands over its evidence. Not an
 * async generator: `return()` must cancel the body even while a `next()` is
 * pending, which a generator would queue behind it.
 */
function textDeltas(
  events: EventStream<DialecticStreamChunk>,
  onTerminal: (chunk: DialecticStreamChunk) => void,
): AsyncIterable<string> {
  const iterator: AsyncIterator<string, undefined, undefined> = {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done === true) return { done: true, value: undefined };
        const chunk = result.value;
        if (chunk.done === true) {
          onTerminal(chunk);
          return { done: true, value: undefined };
        }
        const content = chunk.delta?.content;
        if (typeof content === 'string' && content !== '') return { done: false, value: content };
      }
    },
    async return() {
      await events.return();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/** Aborts `controller` when `signal` does; returns the unlinking function (safe to call twice). */
function linkSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (signal === undefined) return noop;
  if (signal.aborted) {
    controller.abort(signal.reason);
    return noop;
  }
  const onAbort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

function noop(): void {}
