import type { Secrets } from '../logging/redact.js';

/** One call to the server, as the transport describes it to a {@link CallTracing}. */
export interface TracedCall {
  /** `GET`, `POST`, … */
  readonly method: string;
  /** The path as sent, ids filled in (e.g. `/v3/workspaces/w/peers/alice/chat`). */
  readonly path: string;
  /** The client's base URL. */
  readonly baseURL: string;
  /** The request body before encoding, when there is one. */
  readonly body: unknown;
  /** Whether the call asks for server-sent events. */
  readonly streaming: boolean;
  /** The API keys in use, to scrub from anything recorded. */
  readonly secrets: Secrets;
}

/** What the transport reports about one call while it runs. Every method is called at most as described. */
export interface CallObserver {
  /** Headers to send with every attempt (`traceparent`); a caller's own headers of the same name win. */
  propagationHeaders(): Readonly<Record<string, string>> | undefined;
  /** A response arrived, for any attempt. */
  responded(status: number): void;
  /** The attempt `attempt` failed and will be repeated after `delayMs`. */
  retrying(attempt: number, reason: string, delayMs: number): void;
  /** The call resolved with this parsed body. Ends the call. */
  succeeded(result: unknown): void;
  /** The call failed with this error. Ends the call. */
  failed(error: unknown): void;
  /**
   * The call returned a response whose body is still to be read (a stream):
   * returns the response to hand on, which ends the call when its body is
   * read to the end, fails or is cancelled.
   */
  followBody(response: Response): Response;
}

/**
 * Watches every call a client makes, for tracing. `openTelemetry()` from
 * `@honcho-ai/sdk/tracing` is one; a client without one does no tracing
 * work at all.
 */
export interface CallTracing {
  /** Called once per call, before its first attempt. */
  startCall(call: TracedCall): CallObserver;
}
