import { FAILED_FINISH_REASONS, finishReasonOf } from '../language-model/finish-reason.js';
import type { LanguageModelLike, StreamPartLike } from '../language-model/language-model-types.js';

/** Options of {@link tapTextStream}. @internal */
export interface TapTextStreamOptions {
  /** The model producing the stream; says how to read its finish reason. */
  readonly model: LanguageModelLike;
  /** The generation's abort signal: an aborted generation is not complete. */
  readonly signal?: AbortSignal | undefined;
  /** Called once with the whole text when the stream finished cleanly. Must not throw. */
  readonly onComplete: (text: string) => Promise<void>;
}

/**
 * Passes a model's stream through untouched while collecting its text
 * deltas. `onComplete` runs only when the stream ends normally with a
 * `finish` part and no `error` part, its finish reason is not a failure, and
 * the generation was not aborted; a stream that errors or is cancelled never
 * reaches it. The stream closes after `onComplete` settles, so everything is
 * saved by the time the AI SDK reports the generation finished.
 *
 * @internal
 */
export function tapTextStream<T extends StreamPartLike>(stream: ReadableStream<T>, options: TapTextStreamOptions): ReadableStream<T> {
  let text = '';
  let finished = false;
  let failed = false;
  return stream.pipeThrough(
    new TransformStream<T, T>({
      transform(part, controller) {
        controller.enqueue(part);
        const fields = part as StreamPartLike & { delta?: unknown; finishReason?: unknown };
        if (part.type === 'text-delta' && typeof fields.delta === 'string') text += fields.delta;
        else if (part.type === 'error') failed = true;
        else if (part.type === 'finish') {
          finished = true;
          const reason = finishReasonOf(options.model, fields.finishReason);
          if (reason !== undefined && FAILED_FINISH_REASONS.has(reason)) failed = true;
        }
      },
      async flush() {
        if (!finished || failed || options.signal?.aborted === true) return;
        await options.onComplete(text);
      },
    }),
  );
}
