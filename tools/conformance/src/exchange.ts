/**
 * The shape of the conformance catalogue: HTTP exchanges, in named groups, that are sent in
 * order to a Honcho server (to record what it answers) and to the emulator (to compare).
 *
 * Strings in a request (path, query values, body values, multipart values) may hold two kinds
 * of placeholder, filled in just before sending:
 *
 * - `{run}`: the run token, so client-chosen ids (`cf-{run}-alice`) are new on every recording
 *   and two recordings can share one server database. It is put back as `{run}` in fixtures.
 * - `{{name}}`: a value captured from an earlier response of the same group (see
 *   {@link Exchange.capture}), such as a message id the server generated.
 */

/** A JSON value, as parsed from a response or written in a request. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The HTTP methods the catalogue uses. */
export type ExchangeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A query value: repeated keys come from a list. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

/** One field of a `multipart/form-data` body; with `filename` it is a file. */
export interface MultipartField {
  readonly name: string;
  readonly value: string;
  readonly filename?: string;
  /** The file's content type; only with `filename`. */
  readonly contentType?: string;
}

/**
 * How much of a response is held to the recording.
 *
 * - `exact` (default): status, content type, every key, every type and every value that is not
 *   normalised to a placeholder.
 * - `shape`: status, content type, keys and types; no values. For answers whose content depends
 *   on ranking the server does not promise (search hits, semantic queries).
 * - `status`: status and content type only (metrics text, anything free-form).
 */
export type CompareMode = 'exact' | 'shape' | 'status';

/** The emulator serves something this server version does not have. */
export interface EmulatorExtension {
  readonly kind: 'emulator-extension';
  /** What it is and where it comes from (a seed document, a newer server, the published SDK). */
  readonly reason: string;
}

/**
 * What gives a server defect away in a recorded answer: every field given must hold. A
 * recording from a server that no longer shows it means the server was fixed.
 */
export interface DefectSymptom {
  /** The answer has this status (the 500 of an unhandled database error). */
  readonly status?: number;
  /** The body, as recorded (JSON text, plain text or the raw event stream), contains this. */
  readonly bodyIncludes?: string;
}

/**
 * An answer as a correct server gives it, written as a recording is (placeholders for ids,
 * timestamps and the run token): what the emulator is held to instead of the server's.
 */
export interface CorrectResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly json?: JsonValue;
}

/**
 * The server's answer is a defect, not contract: it is recorded as the server gave it, and the
 * emulator answers as a correct server would. Recording a server that no longer shows the
 * symptom fails, so the marker is removed when the server is fixed.
 */
export interface ServerDefect {
  readonly kind: 'server-defect';
  /** One line: what is wrong with the server's answer. */
  readonly reason: string;
  readonly symptom: DefectSymptom;
  /** The emulator's answer, compared as an `exact` recording is. */
  readonly expected: CorrectResponse;
}

/** Why an exchange is not held to the server's answer. */
export type Divergence = EmulatorExtension | ServerDefect;

/** What a poll predicate sees of a response. */
export interface PolledResponse {
  readonly status: number;
  /** The parsed JSON body, or `undefined` when there is none or it is not JSON. */
  readonly body: unknown;
}

/** Repeat an exchange until the server has caught up (e.g. its queue has drained). */
export interface Poll {
  /** True when the response is the one to record. */
  readonly until: (response: PolledResponse) => boolean;
  /** At most this many sends in all (default 30). */
  readonly tries?: number;
  /** Pause between sends, in milliseconds (default 1000). */
  readonly intervalMs?: number;
}

/** One request of the catalogue, and how its answer is recorded and compared. */
export interface Exchange {
  /** Unique within its group; names the test and the fixture entry. */
  readonly name: string;
  readonly method: ExchangeMethod;
  /** Path from the base URL, starting with `/`; may hold placeholders. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** A JSON body. */
  readonly json?: JsonValue;
  /** A `multipart/form-data` body. */
  readonly multipart?: readonly MultipartField[];
  /** A body sent byte for byte (malformed JSON, a wrong content type). */
  readonly raw?: { readonly contentType: string; readonly text: string };
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send without the runner's `Authorization` header. */
  readonly anonymous?: boolean;
  /**
   * Values to keep for later exchanges of the group: placeholder name → dot path into the
   * response body (`id`, `0.id`, `items.1.id`).
   */
  readonly capture?: Readonly<Record<string, string>>;
  /**
   * Dot paths (with `*` for any key or index) whose string values are free text written by the
   * server's model (a chat answer, a representation, a summary): recorded as `<text>`, so they
   * are compared by shape, not words.
   */
  readonly text?: readonly string[];
  readonly compare?: CompareMode;
  readonly poll?: Poll;
  /** Wait this long before sending (for work the server does in the background). */
  readonly delayMs?: number;
  /** Set when the emulator deliberately answers otherwise than the server does. */
  readonly divergence?: Divergence;
}

/** A named, self-contained run of exchanges: it creates everything it uses. */
export interface ExchangeGroup {
  /** File name of the fixture (`<name>.json`); kebab-case. */
  readonly name: string;
  readonly description: string;
  /**
   * Recorded with authentication switched on and the admin key as the runner's token; replayed
   * against an emulator that requires a key. Such a group is recorded on its own (`--group`).
   */
  readonly authenticated?: boolean;
  readonly exchanges: readonly Exchange[];
}
