import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { SessionContext } from '../session-context.js';

/**
 * The `o200k_base` tokens of the text a context's converters produce, each
 * counted as it comes out: `most`, the largest over `toOpenAI()` (contents
 * and names) and `toAnthropic()` with either peer as the assistant; `bound`,
 * what `maxTokens` counts (each message at the larger of its two forms),
 * which is never less.
 */
export function sentTokens(context: SessionContext, assistants: readonly string[] = ['agent', 'dana', 'user']): { most: number; bound: number } {
  let most = 0;
  for (const assistant of assistants) {
    const openai = context.toOpenAI(assistant).reduce((sum, message) => sum + countTokens(message.content) + ('name' in message && message.name ? countTokens(message.name) : 0), 0);
    const anthropic = context.toAnthropic(assistant).reduce((sum, message) => sum + countTokens(message.content), 0);
    most = Math.max(most, openai, anthropic);
  }
  const blocks = context.toOpenAI('no-one').filter((message) => message.role === 'system').reduce((sum, message) => sum + countTokens(message.content), 0);
  const bound = context.messages.reduce((sum, message) => sum + Math.max(countTokens(message.peerId) + countTokens(message.content), countTokens(`${message.peerId}: ${message.content}`)), blocks);
  return { most, bound };
}
