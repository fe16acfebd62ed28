import { completionId } from './completion-id.js';

/** What identifies one completion; shared by all chunks of a stream. */
export interface CompletionMeta {
  /** The request's `model`, echoed. */
  model: string;
  /** Defaults to a new {@link completionId}. */
  id?: string | undefined;
  /** Unix time in seconds; defaults to now. */
  created?: number | undefined;
}

/** {@link CompletionMeta} with its defaults filled in. @internal */
export interface ResolvedCompletionMeta {
  readonly model: string;
  readonly id: string;
  readonly created: number;
}

/** Fills in the id and the time, once, so every chunk of a stream agrees. @internal */
export function resolveMeta(meta: CompletionMeta): ResolvedCompletionMeta {
  return { model: meta.model, id: meta.id ?? completionId(), created: meta.created ?? Math.floor(Date.now() / 1000) };
}
