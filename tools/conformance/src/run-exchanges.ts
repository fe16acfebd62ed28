import { framingOf, parseEventData, splitEvents } from './event-stream-framing.js';
import type { Exchange, ExchangeGroup, JsonValue } from './exchange.js';
import type { RecordedExchange, RecordedRequest, RecordedResponse } from './fixture.js';
import { clientInstantsOf, Normaliser, stringsIn } from './normaliser.js';
import { fillJson, fillString, takeCaptures, type PlaceholderValues } from './placeholders.js';

/** Where and how to send a catalogue group. */
export interface RunnerOptions {
  /** The server's base URL, without the `/v3` prefix (`http://127.0.0.1:8000`). */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` on every exchange not marked `anonymous`. */
  readonly token?: string;
  /** This run's token, filled in for `{run}` and put back in the recording. */
  readonly runToken: string;
  /** The fetch to send with (default: the global one). */
  readonly fetch?: typeof fetch;
  /** Give up on one request after this long (default 120 s: a chat may call a model). */
  readonly timeoutMs?: number;
  /** Waits between poll attempts and before delayed exchanges; replaceable in tests. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Told about each exchange as soon as it is recorded. */
  readonly onExchange?: (recorded: RecordedExchange, exchange: Exchange) => void;
}

interface SentRequest {
  readonly url: string;
  readonly path: string;
  readonly query: Record<string, string | string[]>;
  readonly init: RequestInit;
  readonly json?: JsonValue;
}

interface ReceivedResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  readonly json?: unknown;
  readonly error?: string;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function buildRequest(exchange: Exchange, values: PlaceholderValues, options: RunnerOptions): SentRequest {
  const path = fillString(exchange.path, values);
  const query: Record<string, string | string[]> = {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(exchange.query ?? {})) {
    const list = (Array.isArray(value) ? value : [value]).map((item: string | number | boolean) => fillString(String(item), values));
    query[key] = Array.isArray(value) ? list : (list[0] ?? '');
    for (const item of list) search.append(key, item);
  }
  const headers = new Headers();
  if (options.token !== undefined && exchange.anonymous !== true) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  let json: JsonValue | undefined;
  if (exchange.json !== undefined) {
    json = fillJson(exchange.json, values);
    body = JSON.stringify(json);
    headers.set('content-type', 'application/json');
  } else if (exchange.multipart !== undefined) {
    const form = new FormData();
    for (const field of exchange.multipart) {
      const value = fillString(field.value, values);
      if (field.filename === undefined) form.append(field.name, value);
      else form.append(field.name, new Blob([value], { type: field.contentType ?? 'application/octet-stream' }), field.filename);
    }
    body = form;
  } else if (exchange.raw !== undefined) {
    body = fillString(exchange.raw.text, values);
    headers.set('content-type', exchange.raw.contentType);
  }
  for (const [name, value] of Object.entries(exchange.headers ?? {})) headers.set(name, fillString(value, values));
  const queryString = search.toString();
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}${queryString === '' ? '' : `?${queryString}`}`;
  return { url, path, query, init: { method: exchange.method, headers, ...(body !== undefined && { body }) }, ...(json !== undefined && { json }) };
}

/** Reads a body to the end, keeping what arrived when the connection breaks mid-way. */
async function readBody(response: Response): Promise<{ text: string; error?: string }> {
  if (response.body === null) return { text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return { text: text + decoder.decode() };
  } catch (error) {
    return { text: text + decoder.decode(), error: `body cut short: ${describe(error)}` };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function send(request: SentRequest, options: RunnerOptions): Promise<ReceivedResponse> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.url, { ...request.init, signal: AbortSignal.timeout(options.timeoutMs ?? 120_000) });
  } catch (error) {
    return { status: 0, contentType: null, text: '', error: describe(error) };
  }
  const { text, error } = await readBody(response);
  const contentType = response.headers.get('content-type');
  let json: unknown;
  if (text !== '' && !(contentType ?? '').includes('text/event-stream')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, contentType, text, ...(json !== undefined && { json }), ...(error !== undefined && { error }) };
}

/** Every string the client put in a request: path segments, query values, body values. */
function clientStringsOf(request: SentRequest, exchange: Exchange, values: PlaceholderValues): Set<string> {
  const strings = stringsIn(request.json ?? null);
  for (const segment of request.path.split('/')) strings.add(decodeURIComponent(segment));
  stringsIn(request.query, strings);
  for (const field of exchange.multipart ?? []) strings.add(fillString(field.value, values));
  return strings;
}

function recordRequest(exchange: Exchange, request: SentRequest, normaliser: Normaliser, values: PlaceholderValues): RecordedRequest {
  const keepAll = { clientInstants: clientInstantsOf(stringsIn(request.json ?? null)) };
  const query = Object.fromEntries(
    Object.entries(request.query).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => normaliser.normaliseString(item)) : normaliser.normaliseString(value as string),
    ]),
  );
  return {
    method: exchange.method,
    path: normaliser.normaliseString(request.path),
    ...(Object.keys(query).length > 0 && { query }),
    ...(request.json !== undefined && { json: normaliser.normalise(request.json, keepAll) }),
    ...(exchange.multipart !== undefined && {
      multipart: exchange.multipart.map((field) => ({ ...field, value: normaliser.normaliseString(fillString(field.value, values)) })),
    }),
    ...(exchange.raw !== undefined && {
      raw: { contentType: exchange.raw.contentType, text: normaliser.normaliseString(fillString(exchange.raw.text, values)) },
    }),
  };
}

function recordResponse(
  exchange: Exchange,
  received: ReceivedResponse,
  normaliser: Normaliser,
  clientStrings: ReadonlySet<string>,
  clientInstants: ReadonlySet<number>,
): RecordedResponse {
  const base = { status: received.status, contentType: received.contentType, ...(received.error !== undefined && { error: received.error }) };
  if (received.status === 0) return base;
  // Only the status and content type are compared, so the body (a metrics dump, an HTML page) is not kept.
  if (exchange.compare === 'status') return base;
  const text = exchange.text ?? [];
  if ((received.contentType ?? '').includes('text/event-stream')) {
    const data = splitEvents(received.text).map((event) => parseEventData(event.data));
    normaliser.learnIds(data, clientStrings);
    const events = data.map((event) => normaliser.normalise(event, { text: ['delta.content', ...text], clientInstants }));
    return {
      ...base,
      sse: { raw: normaliser.normaliseString(received.text), framing: normaliser.normaliseString(framingOf(received.text)), events },
    };
  }
  if (received.json !== undefined) {
    normaliser.learnIds(received.json, clientStrings);
    return { ...base, json: normaliser.normalise(received.json, { text, clientInstants }) };
  }
  if (received.text !== '') return { ...base, text: normaliser.normaliseString(received.text) };
  return base;
}

/**
 * Sends a group's exchanges in order and records each, normalised. Captures taken from one
 * response fill the placeholders of the exchanges after it; ids are numbered across the group.
 */
export async function runGroup(group: ExchangeGroup, options: RunnerOptions): Promise<RecordedExchange[]> {
  const sleep = options.sleep ?? defaultSleep;
  const captures = new Map<string, string>();
  const values: PlaceholderValues = { runToken: options.runToken, captures };
  const normaliser = new Normaliser(options.runToken);
  const recorded: RecordedExchange[] = [];
  for (const exchange of group.exchanges) {
    if (exchange.delayMs !== undefined) await sleep(exchange.delayMs);
    const request = buildRequest(exchange, values, options);
    let received = await send(request, options);
    if (exchange.poll !== undefined) {
      const tries = exchange.poll.tries ?? 30;
      for (let attempt = 1; attempt < tries && !exchange.poll.until({ status: received.status, body: received.json }); attempt += 1) {
        await sleep(exchange.poll.intervalMs ?? 1000);
        received = await send(buildRequest(exchange, values, options), options);
      }
    }
    if (exchange.capture !== undefined) {
      const body = received.json ?? (received.contentType?.includes('text/event-stream') ? undefined : received.text);
      takeCaptures(body, exchange.capture, captures);
    }
    const clientStrings = clientStringsOf(request, exchange, values);
    const entry: RecordedExchange = {
      name: exchange.name,
      request: recordRequest(exchange, request, normaliser, values),
      response: recordResponse(exchange, received, normaliser, clientStrings, clientInstantsOf(clientStrings)),
      ...(exchange.compare !== undefined && exchange.compare !== 'exact' && { compare: exchange.compare }),
      ...(exchange.divergence !== undefined && { divergence: exchange.divergence }),
    };
    recorded.push(entry);
    options.onExchange?.(entry, exchange);
  }
  return recorded;
}
