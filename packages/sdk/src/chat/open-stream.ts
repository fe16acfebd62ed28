import type { DialecticStreamChunk } from '@honcho-ai/api-types';
import { jsonEvents, type EventStream } from '@honcho-ai/sdk-core';
import { requestOptions } from '../internal/call-options.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import type { ChatRequest, ChatRoute } from './chat-request.js';
import { DialecticStream } from './dialectic-stream.js';
import { chatFeature } from './chat-feature.js';
import { evidenceFromWire, requestedEvidence, type Evidence } from './evidence.js';
import type { ExecuteChatOptions } from './execute-chat.js';

/**
 * The streaming half of `executeChat`/`executeChatStream`.
 *
 * @internal
 */
export async function openStream(
  context: WorkspaceContext,
  route: ChatRoute,
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
    response = await context.http.stream('POST', route.path, {
      ...requestOptions(options),
      signal: controller.signal,
      body: { ...request.body, stream: true },
      feature: chatFeature(route.kind),
    });
  } catch (error) {
    unlink();
    throw error;
  }

  let evidence: Evidence | null = null;
  const events = jsonEvents<WireEvent>(response, {
    isTerminal: (value) => typeof value !== 'string' && value.done === true,
    parse: parseDialecticEvent,
    signal: controller.signal,
    // A server that stops sending must not hang the loop: by default the
    // longest gap between two chunks is the call's timeout (docs/decisions/0002).
    idleTimeoutMs: options?.idleTimeoutMs ?? options?.timeout ?? context.http.timeout,
  });
  const deltas = new TextDeltas(events, (terminal) => {
    evidence = request.includeEvidence ? requestedEvidence(context.http, terminal.evidence) : evidenceFromWire(terminal.evidence);
  });
  return new DialecticStream<unknown>(deltas, () => evidence, {
    keepText: options?.keepText,
    controller,
    format: request.format,
    onSettle: unlink,
  });
}

/** An event of the stream: a content delta read without a full parse, or the parsed chunk. */
type WireEvent = string | DialecticStreamChunk;

// The server writes content events as `{"delta": {"content": "…"}, "done": false}`
// (Python's spacing); the compact form is recognised too.
const SPACED_PREFIX = '{"delta": {"content": "';
const SPACED_SUFFIX = '"}, "done": false}';
const COMPACT_PREFIX = '{"delta":{"content":"';
const COMPACT_SUFFIX = '"},"done":false}';
/** What a JSON string may not contain unescaped, plus the escape character itself. */
const NEEDS_JSON_PARSE = /["\\\u0000-\u001f]/;

/**
 * Reads one event's data. A plain content event whose text has no escapes
 * (nearly all of them) is recognised by its frame and its text sliced out,
 * which costs a fraction of `JSON.parse` and allocates one string instead of
 * two objects; anything else, including every malformed payload, goes
 * through `JSON.parse` and fails exactly as it would have.
 */
function parseDialecticEvent(data: string): WireEvent {
  return (
    framedContent(data, SPACED_PREFIX, SPACED_SUFFIX) ??
    framedContent(data, COMPACT_PREFIX, COMPACT_SUFFIX) ??
    (JSON.parse(data) as DialecticStreamChunk)
  );
}

/** The text between `prefix` and `suffix` when `data` is exactly that frame around a JSON string body needing no unescaping. */
function framedContent(data: string, prefix: string, suffix: string): string | undefined {
  const end = data.length - suffix.length;
  if (end < prefix.length || !data.startsWith(prefix) || !data.endsWith(suffix)) return undefined;
  const content = data.slice(prefix.length, end);
  return NEEDS_JSON_PARSE.test(content) ? undefined : content;
}

/**
 * The stream's text deltas. Empty deltas are skipped (as 2.5 did); the
 * terminal event ends the iteration and hands over its evidence. Not an
 * async generator: `return()` must cancel the body even while a `next()` is
 * pending, which a generator would queue behind it. {@link TextDeltas.takeBuffered}
 * lets `DialecticStream` take deltas already received without a promise each.
 */
class TextDeltas implements AsyncIterator<string, undefined, undefined>, AsyncIterable<string> {
  constructor(
    private readonly events: EventStream<WireEvent>,
    private readonly onTerminal: (chunk: DialecticStreamChunk) => void,
  ) {}

  next(): Promise<IteratorResult<string, undefined>> {
    return this.events.next().then(this.afterEvent);
  }

  /** The next delta when it is already buffered, else `undefined`; throws what `next()` would reject with. */
  takeBuffered(): IteratorResult<string, undefined> | undefined {
    for (;;) {
      const result = this.events.takeBuffered();
      if (result === undefined) return undefined;
      const delta = this.deltaOf(result);
      if (delta !== undefined) return delta;
    }
  }

  async return(): Promise<IteratorResult<string, undefined>> {
    await this.events.return();
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** One reaction per event read; an event without text (skipped) reads on. */
  private readonly afterEvent = (
    result: IteratorResult<WireEvent, undefined>,
  ): IteratorResult<string, undefined> | Promise<IteratorResult<string, undefined>> =>
    this.deltaOf(result) ?? this.takeBuffered() ?? this.next();

  /** What one event means to the consumer; `undefined` for an event it skips. */
  private deltaOf(result: IteratorResult<WireEvent, undefined>): IteratorResult<string, undefined> | undefined {
    if (result.done === true) return DONE;
    const value = result.value;
    if (typeof value === 'string') return value === '' ? undefined : (result as IteratorResult<string, undefined>);
    if (value.done === true) {
      this.onTerminal(value);
      return DONE;
    }
    const content = value.delta?.content;
    return typeof content === 'string' && content !== '' ? { done: false, value: content } : undefined;
  }
}

const DONE: IteratorResult<string, undefined> = Object.freeze({ done: true, value: undefined });

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
