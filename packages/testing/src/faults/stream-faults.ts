const EVENT_END = [0x0a, 0x0a]; // "\n\n": the end of one server-sent event

/** What happens to an event stream after a number of events. */
export interface StreamFault {
  kind: 'cut' | 'stall';
  afterEvents: number;
  /** Called once, when the fault takes effect. */
  onTrigger: () => void;
}

function indexOfEventEnd(buffer: Uint8Array, from: number): number {
  for (let index = from; index < buffer.length - 1; index += 1) {
    if (buffer[index] === EVENT_END[0] && buffer[index + 1] === EVENT_END[1]) return index + 2;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * Re-emits a server-sent event body one event at a time and, after
 * `afterEvents` complete events, either errors the stream (`cut`: the client
 * sees the connection break mid-stream) or stops sending while staying open
 * (`stall`: the client waits until it gives up). Counting whole events rather
 * than chunks makes the cut point independent of how the source chunks bytes.
 */
export function injectStreamFault(source: ReadableStream<Uint8Array>, fault: StreamFault): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let buffer: Uint8Array = new Uint8Array(0);
  let sent = 0;
  let release: (() => void) | undefined;
  const trigger = (controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> | void => {
    fault.onTrigger();
    void reader.cancel().catch(() => undefined);
    if (fault.kind === 'cut') {
      controller.error(new Error('Stream cut by the Honcho emulator (injected fault)'));
      return;
    }
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= fault.afterEvents) return trigger(controller);
      for (;;) {
        const end = indexOfEventEnd(buffer, 0);
        if (end !== -1) {
          controller.enqueue(buffer.slice(0, end));
          buffer = buffer.slice(end);
          sent += 1;
          return;
        }
        const { done, value } = await reader.read();
        if (done) {
          if (buffer.length > 0) controller.enqueue(buffer);
          controller.close();
          return;
        }
        buffer = concat(buffer, value);
      }
    },
    cancel(reason) {
      release?.();
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}

/**
 * Passes the first `bytes` bytes of a body through, then errors it: the
 * client has the status and headers, and part of the body, when the
 * connection breaks. `onTrigger` is called once, when the cut happens (a body
 * shorter than `bytes` is passed through whole and never cut).
 */
export function cutBodyAfterBytes(source: ReadableStream<Uint8Array>, bytes: number, onTrigger: () => void): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let sent = 0;
  let cut = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Erroring in the pull that enqueued the last bytes would discard them: the cut comes one pull later.
      if (cut) {
        onTrigger();
        void reader.cancel().catch(() => undefined);
        controller.error(new Error('Response body cut by the Honcho emulator (injected fault)'));
        return;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      if (sent + value.length <= bytes) {
        sent += value.length;
        controller.enqueue(value);
        return;
      }
      if (bytes > sent) controller.enqueue(value.slice(0, bytes - sent));
      sent = bytes;
      cut = true;
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}
