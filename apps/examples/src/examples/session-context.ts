/** Session context: the recent conversation packed for an LLM prompt, as OpenAI or Anthropic messages. */
import type { AnthropicMessage, Honcho, OpenAIChatMessage } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** The same context in both vendors' shapes. */
export interface ContextMessages {
  readonly openai: OpenAIChatMessage[];
  readonly anthropic: AnthropicMessage[];
}

export async function sessionContext(honcho: Honcho): Promise<ContextMessages> {
  const { alice, assistant, session: support } = await startConversation(honcho);
  await assistant.conclusionsOf(alice).create([{ content: 'alice is vegetarian', sessionId: support }]);
  // #region context
  const context = await support.context({ tokens: 60, peerTarget: alice, peerPerspective: assistant });
  // What assistant knows about alice first (as system messages), then the newest messages that fit 60 tokens, oldest first.
  const openai = context.toOpenAI(assistant); // OpenAIChatMessage[], assignable to openai's ChatCompletionMessageParam[]
  const anthropic = context.toAnthropic(assistant); // AnthropicMessage[], assignable to @anthropic-ai/sdk's MessageParam[]
  // await openaiClient.chat.completions.create({ model: 'gpt-4o', messages: [...openai, { role: 'user', content: question }] });
  // await anthropicClient.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, messages: anthropic });
  // #endregion context
  return { openai, anthropic };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => sessionContext(honcho));
