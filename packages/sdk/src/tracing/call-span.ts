import { SpanKind, SpanStatusCode, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import { APIError, redactText, STREAM_COMPLETE, type CallObserver, type Secrets, type TracedCall } from '@honcho-ai/sdk-core';
import { matchRoute } from './route-template.js';

/** Attribute names for the ids a route carries. The names follow `honcho.<thing>.id`. */
const ID_ATTRIBUTES: Readonly<Record<string, string>> = {
  workspace_id: 'honcho.workspace.id',
  peer_id: 'honcho.peer.id',
  session_id: 'honcho.session.id',
  message_id: 'honcho.message.id',
  conclusion_id: 'honcho.conclusion.id',
  scope_id: 'honcho.scope.id',
  endpoint_id: 'honcho.webhook.id',
};

/** Recorded request bodies are cut here: a trace backend is no place for a 10,000-message import. */
const MAX_RECORDED_CHARS = 8_192;

/**
 * The span of one SDK call to the server: started before the first attempt,
 * ended when the call settles, or for a stream when its body ends, breaks off
 * or is cancelled. Named `METHOD /route/{template}` (the HTTP client
 * convention's `{method} {url.template}`), never with ids in the name.
 */
export class CallSpan implements CallObserver {
  readonly #span: Span;
  readonly #recordContent: boolean;
  readonly #secrets: Secrets;
  readonly #chat: boolean;
  readonly #startedAt = Date.now();
  #retries = 0;
  #status: number | undefined;
  #ended = false;

  constructor(tracer: Tracer, recordContent: boolean, call: TracedCall) {
    const route = matchRoute(call.path);
    const base = new URL(call.baseURL);
    const attributes: Attributes = {
      'http.request.method': call.method,
      'server.address': base.hostname,
      'server.port': base.port === '' ? (base.protocol === 'https:' ? 443 : 80) : Number(base.port),
      'url.template': route?.template,
    };
    for (const [param, value] of Object.entries(route?.params ?? {})) {
      const name = ID_ATTRIBUTES[param];
      if (name !== undefined) attributes[name] = value;
    }
    this.#chat = route !== undefined && /\/chat(\/completions)?$/.test(route.template);
    this.#recordContent = recordContent;
    this.#secrets = call.secrets;
    const body = isRecord(call.body) ? call.body : undefined;
    if (this.#chat) {
      attributes['gen_ai.operation.name'] = 'chat';
      attributes['gen_ai.provider.name'] = 'honcho';
      attributes['honcho.chat.stream'] = call.streaming || body?.['stream'] === true;
      const level = body?.['reasoning_level'];
      if (typeof level === 'string') attributes['honcho.chat.reasoning_level'] = level;
    }
    if (this.#recordContent && call.body !== undefined) Object.assign(attributes, this.#inputContent(call.body));
    this.#span = tracer.startSpan(route === undefined ? call.method : `${call.method} ${route.template}`, {
      kind: SpanKind.CLIENT,
      attributes,
    });
  }

  /**
   * `traceparent` (and `tracestate`) for the request, so a server that traces
   * joins this trace; none for a span that is not recorded.
   */
  propagationHeaders(): Record<string, string> | undefined {
    const context = this.#span.spanContext();
    if (!/^[0-9a-f]{32}$/.test(context.traceId) || /^0+$/.test(context.traceId) || /^0+$/.test(context.spanId)) return undefined;
    const headers: Record<string, string> = {
      traceparent: `00-${context.traceId}-${context.spanId}-${(context.traceFlags & 0xff).toString(16).padStart(2, '0')}`,
    };
    const state = context.traceState?.serialize();
    if (state) headers['tracestate'] = state;
    return headers;
  }

  /** A response arrived (any attempt); the last one's status is the call's. */
  responded(status: number): void {
    this.#status = status;
  }

  /** The attempt that just failed will be repeated after `delayMs`. */
  retrying(attempt: number, reason: string, delayMs: number): void {
    this.#retries = attempt;
    this.#span.addEvent('honcho.retry', { 'honcho.retry.attempt': attempt, 'honcho.retry.reason': reason, 'honcho.retry.delay_ms': Math.round(delayMs) });
  }

  /** The call resolved with a parsed body. */
  succeeded(result: unknown): void {
    if (this.#recordContent && this.#chat && isRecord(result) && typeof result['content'] === 'string') {
      this.#span.setAttribute(
        'gen_ai.output.messages',
        JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: this.#scrub(result['content']) }], finish_reason: 'stop' }]),
      );
    }
    this.#end();
  }

  /** The call failed: the span says how, with the error type the HTTP convention names. */
  failed(error: unknown): void {
    if (this.#ended) return;
    const type = error instanceof APIError && typeof error.status === 'number' ? String(error.status) : errorName(error);
    this.#span.setAttribute('error.type', type);
    if (error instanceof Error) this.#span.recordException(error);
    this.#span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    this.#end();
  }

  /**
   * A response whose body is still to be read (streams, raw calls): the span
   * stays open until the body is read to its end (ok), fails (error) or is
   * cancelled by its reader (a `break` out of the stream, an abort). The
   * first chunk's time is recorded, for chat as time to first chunk.
   */
  followBody(response: Response): Response {
    const body = response.body;
    if (body === null) {
      this.#end();
      return response;
    }
    const reader = body.getReader();
    let first = true;
    const traced = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          this.#span.setAttribute('honcho.stream.outcome', isAbort(error) ? 'aborted' : 'error');
          this.failed(error);
          controller.error(error);
          return;
        }
        if (chunk.done) {
          this.#span.setAttribute('honcho.stream.outcome', 'completed');
          this.#end();
          controller.close();
          return;
        }
        if (first) {
          first = false;
          const elapsed = Date.now() - this.#startedAt;
          this.#span.setAttribute(this.#chat ? 'honcho.chat.time_to_first_chunk_ms' : 'honcho.stream.time_to_first_chunk_ms', elapsed);
          this.#span.addEvent('honcho.first_chunk');
        }
        controller.enqueue(chunk.value);
      },
      cancel: async (reason) => {
        this.#span.setAttribute('honcho.stream.outcome', reason === STREAM_COMPLETE ? 'completed' : 'cancelled');
        this.#end();
        await reader.cancel(reason);
      },
    });
    return new Response(traced, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#status !== undefined) this.#span.setAttribute('http.response.status_code', this.#status);
    if (this.#retries > 0) this.#span.setAttribute('http.request.resend_count', this.#retries);
    this.#span.end();
  }

  #inputContent(body: unknown): Attributes {
    if (this.#chat && isRecord(body) && typeof body['query'] === 'string') {
      return { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: this.#scrub(body['query']) }] }]) };
    }
    if (typeof FormData !== 'undefined' && body instanceof FormData) return {};
    let text: string;
    try {
      text = JSON.stringify(body);
    } catch {
      return {};
    }
    const scrubbed = this.#scrub(text);
    return { 'honcho.request.body': scrubbed.length > MAX_RECORDED_CHARS ? `${scrubbed.slice(0, MAX_RECORDED_CHARS)}…` : scrubbed };
  }

  #scrub(text: string): string {
    return redactText(text, this.#secrets);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function errorName(error: unknown): string {
  if (error instanceof Error) return error.constructor.name === 'Error' ? error.name : error.constructor.name;
  return '_OTHER';
}
