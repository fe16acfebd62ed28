import { callback, describeValue, honchoId, type InputSpec, integer, isPlainObject, rule, type SpecShape, z } from '@honcho-ai/sdk-core';
import { LIMITS } from '../validation/limits.js';
import type { HonchoMemoryError } from './honcho-memory-error.js';

/** Longest memory timeout accepted, in milliseconds (the client's own ceiling is far above any sensible value here). */
export const MAX_MEMORY_TIMEOUT_MS = 600_000;

/** Who a conversation is between. Only `userId` is required. */
export interface MemoryIdentity {
  /** The user: the peer Honcho observes and models, who sends the input. */
  userId: string;
  /**
   * The conversation (your own chat or thread id). With it, turns are saved
   * and the session's summary and recent messages join the memory; without
   * it, nothing is written.
   */
  sessionId?: string | undefined;
  /** The AI peer generating the replies; defaults to the turn memory's `assistantId` (`'assistant'`). */
  assistantId?: string | undefined;
}

/**
 * The rules of the identity fields of an options object: each of `userId`,
 * `sessionId` and `assistantId` that is present must be a Honcho id.
 * Whether `userId` is required is the caller's rule; that the user and the
 * assistant differ is {@link userIsNotAssistant}.
 *
 * @example
 * ```ts
 * const spec = allOf(fields({ ...memoryIdentityShape, userId: required(honchoId()) }), userIsNotAssistant);
 * ```
 */
export const memoryIdentityShape = identityShape();

// Specs are built by functions marked free of side effects, so that an app
// that never uses turn memory bundles none of them.
/* @__NO_SIDE_EFFECTS__ */
function identityShape() {
  return {
    userId: z.optional(honchoId()),
    sessionId: z.optional(honchoId()),
    assistantId: z.optional(honchoId()),
  } satisfies SpecShape<Partial<MemoryIdentity>>;
}

/** The user and the assistant of an options object must be different peers: a rule across its `userId` and `assistantId`. */
export const userIsNotAssistant: InputSpec<unknown> = differentPeers();

/* @__NO_SIDE_EFFECTS__ */
function differentPeers(): InputSpec<unknown> {
  return rule((value, path) => {
    if (!isPlainObject(value) || typeof value.userId !== 'string' || value.userId !== value.assistantId) return [];
    return [{ path: `${path}.assistantId`, message: `must differ from userId (both are ${describeValue(value.userId)})` }];
  });
}

/** The options every memory path shares, in the rules of `createTurnMemory()`. */
export interface MemoryTuning {
  /** Milliseconds, 1..600,000. */
  timeout?: number | undefined;
  /** Token budget of the recent messages, 0..100,000. */
  contextTokens?: number | undefined;
  /** Receives every memory failure. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** The rules of {@link MemoryTuning}: `timeout` (1..600,000 ms), `contextTokens` (0..100,000) and `onError` (a function), each optional. */
export const memoryTuningShape = tuningShape();

/* @__NO_SIDE_EFFECTS__ */
function tuningShape() {
  return {
    timeout: z.optional(integer(1, MAX_MEMORY_TIMEOUT_MS)),
    contextTokens: z.optional(integer(0, LIMITS.contextTokensMax)),
    onError: z.optional(callback<(error: HonchoMemoryError) => void>()),
  } satisfies SpecShape<MemoryTuning>;
}
