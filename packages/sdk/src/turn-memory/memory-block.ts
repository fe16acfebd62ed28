/** Opens the memory block. */
export const MEMORY_BLOCK_OPEN = '<honcho_memory>';
/** Closes the memory block. */
export const MEMORY_BLOCK_CLOSE = '</honcho_memory>';

const BLOCK_PATTERN = /\n*<honcho_memory(?: [^>]*)?>[\s\S]*?<\/honcho_memory>\n*/g;
const MARKER_PATTERN = /<(\/?)(honcho_memory)/gi;

/**
 * Wraps formatted memory in the block markers. Any marker inside the text
 * (a custom `formatContext` that echoes memory unescaped) is defused, so the
 * block always ends where it was closed and memory cannot pass itself off
 * as the prompt around it.
 *
 * @example
 * ```ts
 * const instructions = `${base}\n\n${wrapMemoryBlock(formatMemoryContext(memory))}`;
 * ```
 */
export function wrapMemoryBlock(text: string, options: WrapMemoryBlockOptions = {}): string {
  const safe = text.replace(MARKER_PATTERN, (_match, slash: string, name: string) => `&lt;${slash}${name}`);
  const open = options.staleSeconds === undefined ? MEMORY_BLOCK_OPEN : `<honcho_memory stale="true" age_seconds="${Math.max(0, Math.round(options.staleSeconds))}">`;
  return `${open}\n${safe}\n${MEMORY_BLOCK_CLOSE}`;
}

/** Options of {@link wrapMemoryBlock}. */
export interface WrapMemoryBlockOptions {
  /**
   * Marks the block as an earlier turn's, this many seconds old
   * (`<honcho_memory stale="true" age_seconds="42">`): served because
   * Honcho did not answer within the turn's `deadline`.
   */
  staleSeconds?: number | undefined;
}

/** True when `text` holds a memory block, fresh or stale. */
export function containsMemoryBlock(text: string): boolean {
  BLOCK_PATTERN.lastIndex = 0;
  const found = BLOCK_PATTERN.test(text);
  BLOCK_PATTERN.lastIndex = 0;
  return found;
}

/**
 * `text` without any memory block: what a system prompt or instructions
 * were before a block was added (by an earlier pass, a stacked adapter, or a
 * conversation saved with its system prompt), so memory is never stacked
 * twice.
 */
export function stripMemoryBlocks(text: string): string {
  return text.replace(BLOCK_PATTERN, '\n\n').trim();
}
