import type { CompareMode, Divergence, ExchangeMethod, JsonValue } from './exchange.js';

/** The version of the fixture layout; bumped when a reader would misread an older file. */
export const FIXTURE_FORMAT_VERSION = 1;

/** A request as recorded: placeholders put back (`{run}`, `<id:N>`). */
export interface RecordedRequest {
  readonly method: ExchangeMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  readonly json?: JsonValue;
  readonly multipart?: readonly { readonly name: string; readonly value: string; readonly filename?: string; readonly contentType?: string }[];
  readonly raw?: { readonly contentType: string; readonly text: string };
}

/** A server-sent event stream as recorded. */
export interface RecordedEventStream {
  /** The bytes received, decoded, with only the run token put back. */
  readonly raw: string;
  /**
   * The framing: the raw text normalised (answer text as `<text>`) with consecutive identical
   * events collapsed into one, since how many chunks an answer takes is not part of the contract.
   */
  readonly framing: string;
  /** Every event's data, parsed as JSON where it is JSON, normalised. */
  readonly events: readonly JsonValue[];
}

/** A response as recorded, normalised. */
export interface RecordedResponse {
  readonly status: number;
  /** The `content-type` header, or null. */
  readonly contentType: string | null;
  /** The parsed JSON body. */
  readonly json?: JsonValue;
  /** A body that is neither JSON nor an event stream. */
  readonly text?: string;
  readonly sse?: RecordedEventStream;
  /**
   * Set when the request failed: with status 0, before any response (connection refused,
   * timeout); with a status, when the body was cut short (what arrived is kept).
   */
  readonly error?: string;
}

/** One exchange of a fixture. */
export interface RecordedExchange {
  readonly name: string;
  readonly request: RecordedRequest;
  readonly response: RecordedResponse;
  /** Omitted when `exact`. */
  readonly compare?: CompareMode;
  readonly divergence?: Divergence;
}

/** Where a fixture came from. */
export interface FixtureMeta {
  readonly formatVersion: typeof FIXTURE_FORMAT_VERSION;
  /** `server`: a real Honcho server; `emulator`: this package's emulator (a placeholder until one is). */
  readonly recordedFrom: 'server' | 'emulator';
  /** The server's version, e.g. `3.0.12`; null when unknown. */
  readonly serverVersion: string | null;
  /** The commit of the server snapshot recorded against, and its date. */
  readonly snapshotCommit: string | null;
  readonly snapshotDate: string | null;
  /** ISO time of the recording. */
  readonly recordedAt: string;
  /** Only the kind of base URL, never the URL (it may name a private host): `loopback` or `remote`. */
  readonly baseUrlKind: 'loopback' | 'remote';
  /** Whether requests carried a bearer token. */
  readonly authenticated: boolean;
}

/** One fixture file: the recording of one catalogue group. */
export interface ConformanceFixture {
  readonly meta: FixtureMeta;
  readonly group: string;
  readonly description: string;
  readonly exchanges: readonly RecordedExchange[];
}

/** The kind of a base URL, for {@link FixtureMeta.baseUrlKind}. */
export function baseUrlKind(baseUrl: string): 'loopback' | 'remote' {
  const host = new URL(baseUrl).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.') ? 'loopback' : 'remote';
}
