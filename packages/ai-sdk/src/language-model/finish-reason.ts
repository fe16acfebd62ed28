import type { LanguageModelLike } from './language-model-types.js';

/**
 * The unified finish reason (`'stop'`, `'tool-calls'`, `'error'`, ...) of a
 * generate result or a stream's `finish` part, for any specification version.
 *
 * @param model - The model that produced it; its `specificationVersion` says which shape to expect.
 * @param finishReason - A string in V2; `{ unified, raw }` in V3 and V4.
 * @returns The reason, or `undefined` when the value has neither shape.
 */
export function finishReasonOf(model: LanguageModelLike, finishReason: unknown): string | undefined {
  if (model.specificationVersion === 'v2') return typeof finishReason === 'string' ? finishReason : undefined;
  if (typeof finishReason === 'object' && finishReason !== null) {
    const unified = (finishReason as { unified?: unknown }).unified;
    return typeof unified === 'string' ? unified : undefined;
  }
  // A later specification may go back to strings; read them rather than drop them.
  return typeof finishReason === 'string' ? finishReason : undefined;
}

/** Finish reasons after which a generation's text is incomplete and must not be saved. */
export const FAILED_FINISH_REASONS: ReadonlySet<string> = new Set(['error', 'interrupted']);
