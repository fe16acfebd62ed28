import type { PromptMessageLike } from '../language-model/language-model-types.js';

/** Opens the memory block in the system prompt. */
export const MEMORY_BLOCK_OPEN = '<honcho_memory>';
/** Closes the memory block in the system prompt. */
export const MEMORY_BLOCK_CLOSE = '</honcho_memory>';

const BLOCK_PATTERN = /\n*<honcho_memory>[\s\S]*?<\/honcho_memory>\n*/g;
const MARKER_PATTERN = /<(\/?)(honcho_memory)/gi;

/**
 * Wraps formatted memory in the block markers. Any marker inside the text
 * (a custom `formatContext` that echoes memory unescaped) is defused, so the
 * block always ends where the middleware ended it.
 */
export function memoryBlock(body: string): string {
  const safe = body.replace(MARKER_PATTERN, (_match, slash: string, name: string) => `&lt;${slash}${name}`);
  return `${MEMORY_BLOCK_OPEN}\n${safe}\n${MEMORY_BLOCK_CLOSE}`;
}

/** `text` without any memory block. */
export function stripMemoryBlocks(text: string): string {
  return text.replace(BLOCK_PATTERN, '\n\n').trim();
}

/**
 * The prompt with exactly one memory block, or none when `body` is
 * `undefined` or empty.
 *
 * Blocks already in the prompt (from an earlier pass, a stacked copy of the
 * middleware, or a conversation that was saved with its system prompt) are
 * removed first, so memory is never stacked twice. The block goes in its own
 * system message right after the leading system messages: it changes every
 * turn, and keeping it out of the developer's system prompt leaves that
 * prompt byte-for-byte the same, which keeps provider prompt caches warm.
 *
 * The input is not modified.
 */
export function injectMemoryBlock<M extends PromptMessageLike>(prompt: readonly M[], body: string | undefined): M[] {
  const cleaned: M[] = [];
  for (const message of prompt) {
    if (message.role === 'system' && typeof message.content === 'string' && message.content.includes(MEMORY_BLOCK_OPEN)) {
      const content = stripMemoryBlocks(message.content);
      // A system message that held nothing but a memory block goes entirely.
      if (content !== '') cleaned.push({ ...message, content });
      continue;
    }
    cleaned.push(message);
  }
  if (body === undefined || body.trim() === '') return cleaned;
  let index = 0;
  while (index < cleaned.length && cleaned[index]?.role === 'system') index += 1;
  // A system message is valid in every specification version's prompt.
  const system = { role: 'system', content: memoryBlock(body) } as M;
  return [...cleaned.slice(0, index), system, ...cleaned.slice(index)];
}
