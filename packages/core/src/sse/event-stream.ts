import { createParser, type EventSourceParser, type ParseError } from 'eventsource-parser';
import {
  APIConnectionError,
  APIResponseError,
  APITimeoutError,
  APIUserAbortError,
  HonchoValidationError,
} from '../errors/client-errors.js';
import { HonchoError } from '../errors/honcho-error.js';
import type { ServerSentEvent, SSEOptions } from './server-sent-event.js';
import { STREAM_COMPLETE } from './stream-complete.js';

/**
 * An async iterator over a server-sent event stream that owns the response
 * body: leaving a `for await` loop early (`break`, `return`, a thrown error),
 * calling {@link EventStream.return}, aborting the signal, an error or the end
 * of the protocol all cancel the body, which closes the HTTP response.
 *
 * It is single-use: iterating it a second time continues where it stopped.
 */
export interface EventStream<T> extends AsyncIterable<T, undefined, undefined> {
  /** Waits for the next value; rejects with a `HonchoError` subclass when the stream fails. */
  next(): Promise<IteratorResult<T, undefined>>;
  /** Stops the stream and cancels the response body. Safe to call at any time, any number of times. */
  return(): Promise<IteratorResult<T, undefined>>;
  /**
   * What `next()` would resolve to, when that is already known without
   * waiting: a value parsed from data already received (or the end of the
   * stream). `undefined` when the next value needs a read, or while a
   * `next()` is still pending. Throws what `next()` would reject with.
   * Lets a consumer that wraps the stream skip a promise per value.
   */
  takeBuffered(): IteratorResult<T, undefined> | undefined;
  /** Returns the stream itself. */
  [Symbol.asyncIterator](): EventStream<T>;
}

/** Returned by {@link EventDecoder.decode} to end the stream cleanly (an in-band sentinel such as `[DONE]`). */
export const END_OF_STREAM: unique symbol = Symbol('end of stream');

/** Turns raw events into the values a stream yields. Internal to the `sse` folder. */
export interface EventDecoder<T> {
  /** Maps one event; throws an `APIResponseError` for a payload it cannot understand. */
  decode(event: ServerSentEvent): T | typeof END_OF_STREAM;
  /**
   * When set, a value for which it returns true is the protocol's last, and a
   * body that ends before one arrives is a dropped connection.
   */
  isTerminal: ((value: T) => boolean) | undefined;
}

const CR = 13;
// Far above any real event (a full dialectic answer with evidence is a few
// hundred kilobytes) yet stops a stream that never ends a line from eating memory.
const DEFAULT_MAX_EVENT_SIZE = 16 * 1024 * 1024;
// setTimeout fires at once for delays that overflow a signed 32-bit integer.
const MAX_TIMER_DELAY = 2_147_483_647;

function noop(): void {}

/**
 * The state machine behind {@link sseEvents} and {@link jsonEvents}.
 *
 * Memory is bounded by one network chunk: the body is read only once the
 * events parsed from the previous chunk have all been consumed, and the queue
 * is emptied before the next read. Nothing accumulates across chunks except
 * the parser's unfinished line and event, which {@link SSEOptions.maxEventSize} caps.
 */
export class EventStreamIterator<T> implements EventStream<T> {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private readonly parser: EventSourceParser;
  private readonly textDecoder = new TextDecoder();
  private readonly signal: AbortSignal | undefined;
  private readonly idleTimeoutMs: number | undefined;

  /** Events parsed from the current chunk, consumed from {@link head}. */
  private readonly queue: ServerSentEvent[] = [];
  private head = 0;
  /** An error the stream raises once the events queued before it have been consumed. */
  private failure: Error | undefined;
  private failAt = -1;
  /** An error raised by the next `next()` because it happened between two calls (an abort). */
  private pendingError: Error | undefined;
  private bodyEnded = false;
  /** Set while flushing the parser at the end of the body: anything it dispatches then was cut short. */
  private flushingEnd = false;
  private lastCharCode = -1;
  private closed = false;
  /** When the read in flight started waiting on the network (`Date.now()`), or -1 while none waits. */
  private waitingSince = -1;
  /** The idle timer: armed by a read, and re-armed only while a read keeps waiting. */
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Serialises `next()` calls made without awaiting the previous one. */
  private tail: Promise<unknown> = Promise.resolve();
  /** Calls of next() queued behind `tail` and not yet settled. */
  private inFlight = 0;

  constructor(
    response: Pick<Response, 'body'>,
    options: SSEOptions,
    private readonly decoder: EventDecoder<T>,
  ) {
    this.signal = options.signal;
    this.idleTimeoutMs = checkIdleTimeout(options.idleTimeoutMs);
    this.parser = createParser({
      onEvent: (event) => this.onEvent(event),
      onError: (error) => this.onParseError(error),
      maxBufferSize: options.maxEventSize ?? DEFAULT_MAX_EVENT_SIZE,
    });

    const body = response.body;
    if (body === null) {
      this.fail(new APIResponseError('Expected a server-sent event stream, but the response has no body'));
    } else {
      // Locked now rather than on the first next(), so return() or an abort
      // before iteration starts still has a reader to cancel.
      this.reader = body.getReader();
    }

    if (this.signal !== undefined) {
      if (this.signal.aborted) this.onAbort();
      else this.signal.addEventListener('abort', this.onAbort, { once: true });
    }
  }

  /** {@inheritDoc EventStream.next} */
  next(): Promise<IteratorResult<T, undefined>> {
    if (this.hasBuffered()) {
      // Fast path, what step() would do first: an event is already parsed and
      // no read is in flight, so hand it over without queuing behind `tail`.
      try {
        return Promise.resolve(this.takeEvent());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    if (this.inFlight === 0 && this.canReadNow()) return this.readNow(this.reader as ReadableStreamDefaultReader<Uint8Array>);
    this.inFlight++;
    const run = (): Promise<IteratorResult<T, undefined>> => this.countedStep();
    const result = this.tail.then(run, run);
    this.tail = result;
    return result;
  }

  /**
   * Whether the next value needs a read and nothing stands in the way: no
   * pending error, failure or end, nothing buffered. Checked with no call
   * in flight, so {@link readNow} may start the read itself.
   */
  private canReadNow(): boolean {
    return (
      this.pendingError === undefined &&
      this.failure === undefined &&
      !this.closed &&
      !this.bodyEnded &&
      this.reader !== undefined &&
      this.head >= this.queue.length
    );
  }

  /**
   * What {@link step} does when the queue is empty, without its async frames:
   * one read and one reaction per network chunk, the common case of a
   * consumer that awaits each value. Anything but a chunk with an event in
   * it (an error, an abort, the end, a chunk ending mid-event) continues in
   * {@link step}, which keeps the call counted until it settles.
   */
  private readNow(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<IteratorResult<T, undefined>> {
    this.emptyQueue();
    this.inFlight++;
    const result = this.read(reader).then(this.afterRead, this.afterReadError);
    this.tail = result;
    return result;
  }

  private readonly afterRead = (
    chunk: ReadableStreamReadResult<Uint8Array>,
  ): IteratorResult<T, undefined> | Promise<IteratorResult<T, undefined>> => {
    this.waitingSince = -1;
    if (!this.closed) this.consume(chunk);
    if (this.hasEventReady()) {
      this.inFlight--;
      return this.takeEvent();
    }
    return this.countedStep();
  };

  private readonly afterReadError = (error: unknown): never => {
    this.waitingSince = -1;
    this.inFlight--;
    this.close();
    throw this.toStreamError(error);
  };

  private async countedStep(): Promise<IteratorResult<T, undefined>> {
    try {
      return await this.step();
    } finally {
      this.inFlight--;
    }
  }

  /** {@inheritDoc EventStream.takeBuffered} */
  takeBuffered(): IteratorResult<T, undefined> | undefined {
    return this.hasBuffered() ? this.takeEvent() : undefined;
  }

  /** An event is ready and no call is in flight that should take it first. */
  private hasBuffered(): boolean {
    return this.inFlight === 0 && this.hasEventReady();
  }

  /** The next thing the stream owes is a parsed event: no error, failure or close comes before it. */
  private hasEventReady(): boolean {
    return this.pendingError === undefined && !this.closed && this.head !== this.failAt && this.head < this.queue.length;
  }

  private takeEvent(): IteratorResult<T, undefined> {
    return this.emit(this.queue[this.head++] as ServerSentEvent);
  }

  /** {@inheritDoc EventStream.return} */
  return(): Promise<IteratorResult<T, undefined>> {
    this.pendingError = undefined;
    this.close();
    return Promise.resolve({ done: true, value: undefined });
  }

  /** Returns the stream itself. */
  [Symbol.asyncIterator](): EventStream<T> {
    return this;
  }

  private async step(): Promise<IteratorResult<T, undefined>> {
    for (;;) {
      if (this.pendingError !== undefined) {
        const error = this.pendingError;
        this.pendingError = undefined;
        this.close();
        throw error;
      }
      if (this.closed) return { done: true, value: undefined };
      if (this.head === this.failAt) {
        const error = this.failure;
        this.close();
        throw error;
      }
      if (this.head < this.queue.length) return this.takeEvent();
      if (this.bodyEnded || this.reader === undefined) {
        this.close();
        if (this.decoder.isTerminal !== undefined) {
          throw new APIConnectionError('Stream ended before completion: the connection closed before the final event');
        }
        return { done: true, value: undefined };
      }

      this.emptyQueue();
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await this.read(this.reader);
      } catch (error) {
        this.waitingSince = -1;
        this.close();
        throw this.toStreamError(error);
      }
      this.waitingSince = -1;
      // return() or an abort while the read was in flight: the loop's top decides what to report.
      if (this.closed) continue;
      this.consume(chunk);
    }
  }

  /** Empties the queue of the events parsed from the previous chunk, before the next read. */
  private emptyQueue(): void {
    this.queue.length = 0;
    this.head = 0;
  }

  /** Parses a chunk just read into the queue, or ends the body. */
  private consume(chunk: ReadableStreamReadResult<Uint8Array>): void {
    if (chunk.done) this.endBody();
    else this.feed(chunk.value);
  }

  private emit(event: ServerSentEvent): IteratorResult<T, undefined> {
    try {
      const value = this.decoder.decode(event);
      if (value === END_OF_STREAM) {
        this.close(STREAM_COMPLETE);
        return { done: true, value: undefined };
      }
      // The protocol is over: cancel now rather than when the consumer asks
      // again, which it may never do.
      if (this.decoder.isTerminal?.(value) === true) this.close(STREAM_COMPLETE);
      return { done: false, value };
    } catch (error) {
      this.close();
      throw error;
    }
  }

  /**
   * One read of the body. Nothing wraps it: an abort or an idle timeout
   * cancels the reader (close()), which settles the pending read at once with
   * the end of the body, and step() then reports the error recorded first.
   * The idle timeout costs a clock read per network chunk, not a timer: one
   * timer runs per idle period and, when it fires while a read has waited
   * less than the limit, is re-armed for the rest (see onIdleTimer).
   */
  private read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ReadableStreamReadResult<Uint8Array>> {
    const idleTimeoutMs = this.idleTimeoutMs;
    if (idleTimeoutMs !== undefined) {
      this.waitingSince = Date.now();
      this.idleTimer ??= setTimeout(this.onIdleTimer, idleTimeoutMs);
    }
    return reader.read();
  }

  /** The idle timer fired: time out a read that has waited the whole limit, else wait out the rest of it. */
  private readonly onIdleTimer = (): void => {
    this.idleTimer = undefined;
    // No read waiting (the consumer is busy between events): the next read arms the timer again.
    if (this.closed || this.waitingSince < 0) return;
    const idleTimeoutMs = this.idleTimeoutMs as number;
    const waited = Date.now() - this.waitingSince;
    if (waited < idleTimeoutMs) {
      this.idleTimer = setTimeout(this.onIdleTimer, idleTimeoutMs - waited);
      return;
    }
    this.pendingError = new APITimeoutError(`Stream idle: no data received for ${idleTimeoutMs} ms`);
    this.close();
  };

  private feed(bytes: Uint8Array): void {
    if (this.failure !== undefined) return;
    const text = this.textDecoder.decode(bytes, { stream: true });
    if (text === '') return;
    this.lastCharCode = text.charCodeAt(text.length - 1);
    this.parser.feed(text);
  }

  private endBody(): void {
    this.bodyEnded = true;
    if (this.failure !== undefined) return;
    const rest = this.textDecoder.decode();
    if (rest !== '') {
      this.lastCharCode = rest.charCodeAt(rest.length - 1);
      this.parser.feed(rest);
    }
    // A final CR ends its line, but the parser holds it back in case an LF
    // follows; supplying the LF releases an event that was in fact complete.
    if (this.lastCharCode === CR) this.parser.feed('\n');
    this.flushingEnd = true;
    this.parser.feed('\n\n');
  }

  private onEvent(event: ServerSentEvent): void {
    if (this.failure !== undefined) return;
    if (this.flushingEnd) {
      this.fail(new APIConnectionError('Stream ended in the middle of an event: the connection was cut'));
      return;
    }
    this.queue.push(event);
  }

  private onParseError(error: ParseError): void {
    if (this.flushingEnd) {
      // A line cut short by the end of the body reads as garbage; the cause is the cut.
      this.fail(new APIConnectionError('Stream ended in the middle of an event: the connection was cut', { cause: error }));
      return;
    }
    this.fail(new APIResponseError(`Malformed server-sent event: ${error.message}`, 0, { cause: error }));
  }

  private fail(error: Error): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.failAt = this.queue.length;
  }

  private readonly onAbort = (): void => {
    if (this.closed) return;
    // Cancelling the reader (close()) settles a pending read at once; step() then reports this error.
    this.pendingError = new APIUserAbortError('Stream aborted by the caller', { cause: this.signal?.reason });
    this.close();
  };

  private toStreamError(error: unknown): Error {
    // Checked first: a read that fails because the caller aborted is an abort, whatever the runtime threw.
    if (this.signal?.aborted === true) {
      return error instanceof APIUserAbortError
        ? error
        : new APIUserAbortError('Stream aborted by the caller', { cause: this.signal.reason });
    }
    if (error instanceof HonchoError) return error;
    return new APIConnectionError('Connection dropped while reading the stream', { cause: error });
  }

  private close(reason?: typeof STREAM_COMPLETE): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    this.head = 0;
    this.failAt = -1;
    this.signal?.removeEventListener('abort', this.onAbort);
    if (this.idleTimer !== undefined) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
    const reader = this.reader;
    if (reader === undefined) return;
    // cancel(), not just releaseLock(): cancelling is what makes fetch close
    // the HTTP response instead of downloading the rest in the background.
    reader.cancel(reason).catch(noop);
    try {
      reader.releaseLock();
    } catch {
      // Older runtimes refuse while a read is pending; cancel() has closed the stream anyway.
    }
  }
}

function checkIdleTimeout(value: number | undefined): number | undefined {
  if (value === undefined || value === Number.POSITIVE_INFINITY) return undefined;
  if (typeof value !== 'number' || !(value > 0)) {
    throw new HonchoValidationError([
      { path: 'idleTimeoutMs', message: `must be a positive number of milliseconds, got ${String(value)}` },
    ]);
  }
  return Math.min(value, MAX_TIMER_DELAY);
}
