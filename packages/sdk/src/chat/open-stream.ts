import type { DialecticStreamChunk } from '@honcho-ai/api-types';
import { jsonEvents, type EventStream } from '@honcho-ai/core';
import { requestOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import type { ChatRequest } from './chat-request.js';
import { DialecticStream } from './dialectic-stream.js';
import { evidenceFromWire, type Evidence } from './evidence.js';
import type { ExecuteChatOptions } from './execute-chat.js';

/**
 * The streaming half of `executeChat`/`executeChatStream`, loaded with
 * `import()` on the first streamed chat.
 *
 * @internal
 */
export async function openStream(
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
