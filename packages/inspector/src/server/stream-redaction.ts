import type { ChatEvent } from '../contract/inspector-api.js';

/** What stands in for the key wherever it would have been sent. */
export const REDACTED = '[redacted]';

/**
 * Cuts `secret` out of a text that arrives in pieces. Redacting each piece alone would let a key
 * split across two pieces through, so the end of each piece that could be the start of the key is
 * held back until the next piece shows whether it is.
 */
export class StreamRedactor {
  readonly #secret: string;
  #held = '';

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** The part of the text so far that is safe to send now. */
  push(piece: string): string {
    const text = (this.#held + piece).split(this.#secret).join(REDACTED);
    const hold = heldBack(text, this.#secret);
    this.#held = text.slice(text.length - hold);
    return text.slice(0, text.length - hold);
  }

  /** What was held back, at the end of the text: it cannot become the key any more. */
  flush(): string {
    const rest = this.#held;
    this.#held = '';
    return rest;
  }
}

/** The length of the longest end of `text` that is the start of `secret` (and not all of it). */
function heldBack(text: string, secret: string): number {
  for (let length = Math.min(secret.length - 1, text.length); length > 0; length -= 1) {
    if (text.endsWith(secret.slice(0, length))) return length;
  }
  return 0;
}

/**
 * The chat's events with `secret` cut out of the text the deltas make together: what is held back
 * goes out as one more delta before the final event.
 */
export async function* redactDeltas(events: AsyncIterable<ChatEvent>, secret: string | undefined): AsyncGenerator<ChatEvent> {
  if (!secret || secret.length < 4) return yield* events;
  const redactor = new StreamRedactor(secret);
  for await (const event of events) {
    if (event.type === 'delta') {
      const text = redactor.push(event.text);
      if (text !== '') yield { type: 'delta', text };
      continue;
    }
    const rest = redactor.flush();
    if (rest !== '') yield { type: 'delta', text: rest };
    yield event;
  }
  const rest = redactor.flush();
  if (rest !== '') yield { type: 'delta', text: rest };
}
