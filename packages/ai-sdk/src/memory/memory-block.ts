import { containsMemoryBlock, stripMemoryBlocks } from '@honcho-ai/sdk/integrations';
import type { PromptMessageLike } from '../language-model/language-model-types.js';

/**
 * The prompt with exactly one memory block, or none when `block` is
 * `undefined`.
 *
 * Blocks already in the prompt (from an earlier pass, a stacked copy of the
 * middleware, or a conversation that was saved with its system prompt) are
 * removed first, so memory is never stacked twice. The block goes in its own
 * system message right after the leading system messages: it changes every
 * turn, and keeping it out of the developer's system prompt leaves that
 * prompt byte-for-byte the same, which keeps provider prompt caches warm.
 *
 * The input is not modified.
 *
 * @param block - A whole block, as `conversation.memoryBlock()` of `@honcho-ai/sdk` returns it.
 */
export function injectMemoryBlock<M extends PromptMessageLike>(prompt: readonly M[], block: string | undefined): M[] {
  const cleaned: M[] = [];
  for (const message of prompt) {
    if (message.role === 'system' && typeof message.content === 'string' && containsMemoryBlock(message.content)) {
      const content = stripMemoryBlocks(message.content);
      // A system message that held nothing but a memory block goes entirely.
      if (content !== '') cleaned.push({ ...message, content });
      continue;
    }
    cleaned.push(message);
  }
  if (block === undefined) return cleaned;
  let index = 0;
  while (index < cleaned.length && cleaned[index]?.role === 'system') index += 1;
  // A system message is valid in every specification version's prompt.
  const system = { role: 'system', content: block } as M;
  return [...cleaned.slice(0, index), system, ...cleaned.slice(index)];
}
