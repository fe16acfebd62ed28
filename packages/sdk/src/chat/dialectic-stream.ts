import { APIConnectionError, APITimeoutError, APIUserAbortError, HonchoError } from '@honcho-ai/sdk-core';
import type { Evidence } from './evidence.js';
import { parseStructuredText, type StructuredFormat } from './structured-content.js';

/**
 * How much answer text a stream keeps by default (in UTF-16 code units) so
 * that 2.5-style code can iterate and then call `getFinalResponse()`. Far
 * above any dialectic answer, yet a bound: a runaway stream is dropped from
 * memory rather than retained, and only the after-the-fact accessors notice.
 */
export const DEFAULT_KEPT_TEXT_LIMIT = 1_048_576;

/**
 * What `finalObject()` resolves to for a stream whose answer type is `T`: the
 * schema's parsed output, or a plain object when the stream has no validating
 * schema (a JSON Schema format, or none).
 */
export type DialecticStreamObject<T> = [T] extends [string] ? Record<string, unknown> : T;

/** Options for a hand-built {@link DialecticStream}. */
export interface DialecticStreamOptions {
  /**
   * `true` keeps every chunk (the after-the-fact accessors always work),
   * `false` keeps none (iteration holds one chunk at a time; call
   * `finalText()` instead of iterating if you need the whole answer). Left
   * unset, up to {@link DEFAULT_KEPT_TEXT_LIMIT} characters are kept.
   */
  keepText?: boolean | undefined;
  /** Cancels the underlying request; aborted by {@link DialecticStream.abort}. */
  controller?: AbortController | undefined;
  /** @internal How `finalObject()` parses the answer. */
  format?: StructuredFormat | undefined;
  /** @internal Runs once when the stream settles (completes, fails or is cancelled). */
  onSettle?: (() => void) | undefined;
}

/** A source that can hand over an already received delta synchronously (`undefined` when it must wait). */
interface BufferedSource {
  takeBuffered(): IteratorResult<string, unknown> | undefined;
}

type State = 'fresh' | 'reading' | 'completed' | 'cancelled' | 'failed';

/**
 * A streamed dialectic answer: an async iterable of text deltas that also
 * collects the answer and its evidence.
 *
 * - Iterate it (`for await (const delta of stream)`) to receive the answer as
 *   it is generated. Leaving the loop early (`break`, `return`, a throw),
 *   {@link abort} or the call's `signal` cancel the HTTP response.
 * - Or await {@link finalText} / {@link finalObject} (or 2.5's
 *   {@link getFinalResponse} / {@link toArray}) for the whole answer.
 * - {@link evidence} is filled in from the stream's final event when
 *   `includeEvidence` was set.
 *
 * A stream is read once. Iterating never holds more than one chunk for its own
 * sake; to let 2.5 code iterate and then call `getFinalResponse()` it keeps
 * the text up to {@link DEFAULT_KEPT_TEXT_LIMIT} characters unless
 * `keepText` says otherwise. Iterating again after a complete read replays the
 * kept chunks (as 2.5 did); when nothing was kept, or the first read did not
 * finish, it throws a {@link HonchoError} saying why.
 *
 * A connection that drops, or a body that ends without the final
 * `{"done": true}` event, fails with `APIConnectionError`; a server that
 * stops sending fails with `APITimeoutError` once no chunk has arrived for
 * `idleTimeoutMs` (by default the call's `timeout`). It never hangs. Both
 * errors carry the text received until then in `partialText` (when the text
 * was kept; see `keepText`).
 *
 * Also exported as `DialecticStreamResponse`, its 2.5 name.
 *
 * @typeParam T The answer type: a schema's output, or `string`.
 *
 * @example
 * ```ts
 * const stream = await peer.chatStream('What is the user working on?', { includeEvidence: true });
 * for await (const delta of stream) process.stdout.write(delta);
 * console.log(stream.evidence?.conclusions.length);
 * ```
 */
export class DialecticStream<T = string> implements AsyncIterable<string> {
  readonly #source: AsyncIterator<string, unknown, undefined>;
  readonly #takeBuffered: (() => IteratorResult<string, unknown> | undefined) | undefined;
  readonly #evidenceSource: (() => Evidence | null) | undefined;
  readonly #controller: AbortController | undefined;
  readonly #format: StructuredFormat | undefined;
  readonly #onSettle: (() => void) | undefined;
  /** `true` keep all, `false` keep none, `undefined` keep up to the limit. */
  #keepText: boolean | undefined;
  #kept: KeptChunks | undefined = new KeptChunks();
  #state: State = 'fresh';
  #error: unknown;
  #drain: Promise<void> | undefined;

  /**
   * Wraps a source of text deltas, as 2.5's `DialecticStreamResponse` did.
   * The SDK builds streams for you (`chatStream`); constructing one is for
   * tests and adapters.
   *
   * @param generator The text deltas, in order.
   * @param evidenceSource Reads the evidence once the source has finished.
   * @param options What to keep, and how to cancel the source.
   */
  constructor(
    generator: AsyncIterable<string>,
    evidenceSource?: () => Evidence | null,
    options: DialecticStreamOptions = {},
  ) {
    this.#source = generator[Symbol.asyncIterator]();
    const takeBuffered = (this.#source as Partial<BufferedSource>).takeBuffered;
    if (typeof takeBuffered === 'function') this.#takeBuffered = () => takeBuffered.call(this.#source);
    this.#evidenceSource = evidenceSource;
    this.#controller = options.controller;
    this.#format = options.format;
    this.#onSettle = options.onSettle;
    this.#keepText = options.keepText;
    if (options.keepText === false) this.#kept = undefined;
  }

  /**
   * What the answer was built from, once the stream has finished: the server
   * sends it on the final event. `null` before then, when the request did
   * not set `includeEvidence`, and when the server sent none: a server
   * without evidence (server 3.0.12 has none) ends the stream with a bare
   * `{"done": true}`. The client's logger says so at `warn`, once per client.
   */
  get evidence(): Evidence | null {
    return this.#evidenceSource?.() ?? null;
  }

  /** True once the final event has arrived. */
  get completed(): boolean {
    return this.#state === 'completed';
  }

  /**
   * The text deltas as they arrive. A stream is consumed once; see the class
   * notes for what a second iteration does.
   */
  [Symbol.asyncIterator](): AsyncGenerator<string, void, undefined> {
    return this.#iterate();
  }

  /**
   * Reads the rest of the stream and resolves to the whole answer text
   * (`''` when the dialectic had nothing to say). Safe to call any number of
   * times, and after iterating as long as the text was kept.
   */
  async finalText(): Promise<string> {
    return (await this.#allChunks()).text();
  }

  /**
   * Reads the rest of the stream and resolves to the answer parsed as JSON:
   * validated against the zod or Standard Schema `responseFormat` (with
   * omitted optional fields tolerated), else checked to be a JSON object.
   * `null` when the answer is empty.
   *
   * @throws {StructuredOutputError} The answer is not JSON or fails the
   *   schema; `value` holds the raw text.
   */
  async finalObject(): Promise<DialecticStreamObject<T> | null> {
    const text = await this.finalText();
    if (text === '') return null;
    return (await parseStructuredText(text, this.#format)) as DialecticStreamObject<T>;
  }

  /** 2.5's name for {@link finalText}: the complete answer once the stream finishes. */
  getFinalResponse(): Promise<string> {
    return this.finalText();
  }

  /** Reads the rest of the stream and resolves to every text delta, in order. */
  async toArray(): Promise<string[]> {
    return (await this.#allChunks()).chunks();
  }

  /**
   * Stops the stream: the HTTP response is cancelled, a pending read rejects
   * with `APIUserAbortError` at once, and later reads reject with it too.
   * Does nothing once the stream has finished.
   */
  abort(reason?: unknown): void {
    if (this.#state === 'completed' || this.#state === 'failed' || this.#state === 'cancelled') return;
    this.#state = 'cancelled';
    this.#error = new APIUserAbortError('Stream aborted by the caller', { cause: reason });
    this.#releaseText();
    if (this.#controller === undefined) this.#source.return?.().catch(noop);
    // The controller cancels the request or the body, whichever is in flight, and fails a pending read.
    else this.#controller.abort(reason);
    this.#settle();
  }

  /**
   * The text deltas as a web `ReadableStream<string>` (pipe it through a
   * `TextEncoderStream` for bytes, e.g. to return it from a route handler).
   * Cancelling the readable cancels the HTTP response.
   *
   * @example
   * ```ts
   * return new Response(stream.toReadableStream().pipeThrough(new TextEncoderStream()), {
   *   headers: { 'content-type': 'text/plain; charset=utf-8' },
   * });
   * ```
   */
  toReadableStream(): ReadableStream<string> {
    const iterator = this.#iterate();
    return new ReadableStream<string>({
      async pull(controller) {
        try {
          const result = await iterator.next();
          if (result.done === true) controller.close();
          else controller.enqueue(result.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return(undefined);
      },
    });
  }

  /**
   * The deltas, once. Written out rather than as an async generator (which
   * it replaces and behaves as: calls queued in order, `return()`/`throw()`
   * before the first `next()` do nothing to the stream, after it they cancel
   * it) because a generator costs a resume, an extra turn and several
   * promises per delta, a large share of a stream's CPU time.
   */
  #iterate(): AsyncGenerator<string, void, undefined> {
    let started = false;
    let finished = false;
    let replay: AsyncGenerator<string, void, undefined> | undefined;
    /** The last queued call; later calls wait for it, as they would on a generator. */
    let tail: Promise<unknown> | undefined;

    const finish = (): void => {
      finished = true;
    };
    /** What the generator did once a read settled: stop on abort or the end, else keep and hand over the delta. */
    const deliver = (result: IteratorResult<string, unknown>): IteratorResult<string, void> => {
      if (this.#isCancelled()) {
        // abort() while the read was pending: the source may have ended quietly instead of failing.
        finish();
        throw this.#error;
      }
      if (result.done === true) {
        finish();
        this.#state = 'completed';
        this.#settle();
        return { done: true, value: undefined };
      }
      this.#keep(result.value);
      // The source's own result, handed on: no object of our own per delta.
      return result as IteratorResult<string, void>;
    };
    const failed = (error: unknown): never => {
      finish();
      const reported = this.#fail(error);
      throw this.#isCancelled() ? this.#error : reported;
    };
    /** One read of the source, delivered or failed in a single reaction; `settled` runs first in it. */
    const readSource = (settled: () => void = noop): Promise<IteratorResult<string, void>> => {
      let pending: Promise<IteratorResult<string, unknown>>;
      try {
        pending = Promise.resolve(this.#source.next());
      } catch (error) {
        pending = Promise.reject(error);
      }
      return pending.then(
        (result) => {
          settled();
          return deliver(result);
        },
        (error: unknown) => {
          settled();
          return failed(error);
        },
      );
    };
    const step = async (): Promise<IteratorResult<string, void>> => {
      if (finished) return { done: true, value: undefined };
      if (replay !== undefined) return replay.next();
      if (!started) {
        started = true;
        if (this.#state !== 'fresh') {
          replay = this.#replay();
          return replay.next();
        }
        this.#state = 'reading';
      } else if (this.#isCancelled()) {
        finish();
        throw this.#error;
      }
      return readSource();
    };
    /** Leaving early, as a generator's `finally` did: cancel the response rather than let it download in the background. */
    const leave = async (): Promise<void> => {
      if (replay !== undefined) {
        await replay.return(undefined);
        return;
      }
      const live = started && !finished;
      finish();
      if (!live) return;
      if (!this.#isCancelled()) {
        this.#state = 'cancelled';
        this.#error = new APIUserAbortError('Stream cancelled: iteration stopped before the answer was complete');
        this.#releaseText();
      }
      this.#controller?.abort();
      await this.#source.return?.().catch(noop);
      this.#settle();
    };
    const queue = <R>(run: () => Promise<R>): Promise<R> => {
      const result = tail === undefined ? run() : tail.then(run, run);
      tail = result;
      // Registered before the caller's own reaction, so the next call sees the queue empty.
      const clear = (): void => {
        if (tail === result) tail = undefined;
      };
      result.then(clear, clear);
      return result;
    };

    const iterator = {
      next: (): Promise<IteratorResult<string, void>> => {
        if (tail !== undefined || !started || finished || replay !== undefined || this.#isCancelled()) return queue(step);
        const takeBuffered = this.#takeBuffered;
        if (takeBuffered !== undefined) {
          // A delta already received is handed over at once, with one promise
          // and no turn of its own, as a web stream's reader hands over a
          // queued chunk: an abort() after this call fails the next read.
          let result: IteratorResult<string, unknown> | undefined;
          try {
            result = takeBuffered();
          } catch (error) {
            return queue(async () => failed(error));
          }
          if (result !== undefined) {
            try {
              return Promise.resolve(deliver(result));
            } catch (error) {
              return Promise.reject(error);
            }
          }
        }
        // What step() does for a started stream, without its async frame or the queue's extra reaction.
        const read = readSource(() => {
          if (tail === read) tail = undefined;
        });
        tail = read;
        return read;
      },
      return: (value?: void | PromiseLike<void>): Promise<IteratorResult<string, void>> =>
        queue(async () => {
          await leave();
          return { done: true, value: await value };
        }),
      throw: (error?: unknown): Promise<IteratorResult<string, void>> =>
        queue(async () => {
          await leave();
          throw error;
        }),
    };
    Object.setPrototypeOf(iterator, asyncIteratorPrototype());
    return iterator as unknown as AsyncGenerator<string, void, undefined>;
  }

  async *#replay(): AsyncGenerator<string, void, undefined> {
    if (this.#state === 'completed' && this.#kept !== undefined) {
      yield* this.#kept.chunks();
      return;
    }
    throw this.#unavailable('iterate');
  }

  async #allChunks(): Promise<KeptChunks> {
    if (this.#state === 'fresh') {
      // Asked for the whole text before reading: keep all of it, whatever the default limit.
      this.#keepText = true;
      this.#kept = new KeptChunks();
      this.#drain = (async () => {
        for await (const _ of this.#iterate()) {
          // Kept by #iterate.
        }
      })();
    }
    if (this.#drain !== undefined) await this.#drain;
    if (this.#state === 'completed' && this.#kept !== undefined) return this.#kept;
    throw this.#unavailable('read the whole answer of');
  }

  #unavailable(action: string): unknown {
    if (this.#state === 'failed' || this.#state === 'cancelled') return this.#error;
    if (this.#state === 'reading') {
      return new HonchoError(
        `Cannot ${action} a dialectic stream while it is being iterated; a stream is read once. Await finalText() instead of iterating, or after the loop ends.`,
      );
    }
    return new HonchoError(
      `Cannot ${action} a dialectic stream twice: its text was not kept (${this.#keepText === false ? 'keepText: false' : `the answer exceeded ${DEFAULT_KEPT_TEXT_LIMIT} characters`}). Pass keepText: true, or call finalText() instead of iterating.`,
    );
  }

  /** Read through a method: `abort()` may change the state while the generator is suspended. */
  #isCancelled(): boolean {
    return this.#state === 'cancelled';
  }

  #keep(delta: string): void {
    if (this.#kept === undefined) return;
    this.#kept.push(delta);
    if (this.#keepText === undefined && this.#kept.length > DEFAULT_KEPT_TEXT_LIMIT) this.#releaseText();
  }

  #releaseText(): void {
    this.#kept = undefined;
  }

  /** Records the source's failure; returns the error to report (with the text so far, see #withPartialText). */
  #fail(error: unknown): unknown {
    let reported = error;
    if (this.#state !== 'cancelled') {
      reported = this.#withPartialText(error);
      this.#state = 'failed';
      this.#error = reported;
    }
    this.#releaseText();
    this.#settle();
    return reported;
  }

  /**
   * A stream that broke off or stalled (`APIConnectionError`, `APITimeoutError`)
   * is reported with the text it had delivered in `partialText`, when the
   * text was kept: a caller can show or save what arrived.
   */
  #withPartialText(error: unknown): unknown {
    if (!APIConnectionError.isInstance(error) || error.partialText !== undefined || this.#kept === undefined) return error;
    const { message } = error;
    const options = { cause: error.cause, partialText: this.#kept.text() };
    return APITimeoutError.isInstance(error) ? new APITimeoutError(message, options) : new APIConnectionError(message, options);
  }

  #settled = false;

  #settle(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#onSettle?.();
  }
}

function noop(): void {}

/**
 * %AsyncIteratorPrototype% (an async generator object's prototype's
 * prototype's prototype): gives the hand-written iterator
 * `[Symbol.asyncIterator]()` and, where the runtime has explicit resource
 * management, `[Symbol.asyncDispose]()`. Looked up on first use: a module with
 * top-level effects cannot be left out of a bundle.
 */
function asyncIteratorPrototype(): object {
  cachedAsyncIteratorPrototype ??= Object.getPrototypeOf(
    Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})())),
  ) as object;
  return cachedAsyncIteratorPrototype;
}
let cachedAsyncIteratorPrototype: object | undefined;

/** Chunks joined into one string this often, so kept text costs about a byte per character. */
const JOIN_EVERY = 512;

/**
 * The deltas a stream keeps for replay, stored compactly: a hundred thousand
 * small strings would cost some 30 bytes each in object headers and array
 * slots, so they are joined into one string every {@link JOIN_EVERY} chunks and
 * only their lengths are kept (one byte each while every delta is shorter
 * than 256 characters). {@link chunks} gives the deltas back as they arrived.
 */
class KeptChunks {
  /** Characters kept, across all chunks. */
  length = 0;
  #joined = '';
  #recent: string[] = [];
  #lengths: Uint8Array | Uint32Array = new Uint8Array(256);
  #count = 0;

  push(delta: string): void {
    if (this.#count === this.#lengths.length || (delta.length > 255 && this.#lengths instanceof Uint8Array)) {
      this.#grow(delta.length > 255);
    }
    this.#lengths[this.#count++] = delta.length;
    this.length += delta.length;
    this.#recent.push(delta);
    if (this.#recent.length >= JOIN_EVERY) this.#flush();
  }

  /** The whole text. */
  text(): string {
    this.#flush();
    return this.#joined;
  }

  /** The deltas, in order, as they were pushed. */
  chunks(): string[] {
    const text = this.text();
    const out = new Array<string>(this.#count);
    let at = 0;
    for (let i = 0; i < this.#count; i++) {
      const end = at + (this.#lengths[i] as number);
      out[i] = text.slice(at, end);
      at = end;
    }
    return out;
  }

  #flush(): void {
    if (this.#recent.length === 0) return;
    this.#joined += this.#recent.join('');
    this.#recent = [];
  }

  #grow(wide: boolean): void {
    const capacity = this.#count === this.#lengths.length ? this.#lengths.length * 2 : this.#lengths.length;
    const next = wide || this.#lengths instanceof Uint32Array ? new Uint32Array(capacity) : new Uint8Array(capacity);
    next.set(this.#lengths.subarray(0, this.#count));
    this.#lengths = next;
  }
}
