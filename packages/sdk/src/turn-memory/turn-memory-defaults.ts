import type { HonchoMemoryError } from './honcho-memory-error.js';

/** Default budget of the memory work before, and after, a generation. */
export const DEFAULT_MEMORY_TIMEOUT_MS = 5_000;
/** Default budget of one tool call (the dialectic behind `honcho_chat` reasons before answering). */
export const DEFAULT_TOOL_TIMEOUT_MS = 30_000;
/** Default token budget of the recent messages in the memory block. */
export const DEFAULT_CONTEXT_TOKENS = 2_000;
/** Default number of users, sessions and conversations whose state is cached. */
export const DEFAULT_MAX_CACHED_ENTRIES = 1_000;
/** The assistant peer's id when none is given. */
export const DEFAULT_ASSISTANT_ID = 'assistant';

/** The default `onError`: one line on the console, naming user and session (never the key). @internal */
export function warnOnConsole(error: HonchoMemoryError): void {
  console.warn(`[honcho] ${error.message}`);
}
