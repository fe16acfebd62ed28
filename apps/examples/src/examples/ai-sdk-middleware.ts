/**
 * The AI SDK middleware: wrap any model and it sees what Honcho knows about
 * the user; with a sessionId each turn is saved. A scripted model stands in
 * for `openai('gpt-4o')` so this runs offline.
 */
import { createHoncho } from '@honcho-ai/ai-sdk';
import type { Honcho } from '@honcho-ai/sdk';
import { generateText, streamText } from 'ai';
import { isMain, runExample } from '../run-example.js';
import { reply, scriptedModel } from './shared/mock-model.js';
import { startConversation } from './shared/conversation.js';

/** What the model saw and said, and what Honcho stored. */
export interface MiddlewareResult {
  readonly generated: string;
  readonly streamed: string;
  readonly systemPrompts: readonly string[];
  readonly saved: readonly string[];
}

export async function aiSdkMiddleware(honcho: Honcho): Promise<MiddlewareResult> {
  const { alice, assistant, session } = await startConversation(honcho, 'chat-456');
  await assistant.conclusionsOf(alice).create([{ content: 'alice is vegetarian and lives in Lisbon', sessionId: session }]);
  const { model: yourModel, systemPrompts } = scriptedModel([reply('Try the vegetarian thali at a place near you.'), reply('A rest day, then an easy run.')]);

  // #region wrap
  const memory = createHoncho({ client: honcho }); // or createHoncho() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set
  const model = memory.wrap(yourModel, { userId: 'alice', sessionId: 'chat-456' }); // yourModel: openai('gpt-4o'), anthropic(...), ...

  const { text: generated } = await generateText({ model, system: 'You are a helpful concierge.', prompt: 'Where should I eat tonight?' });

  const result = streamText({ model, prompt: 'What should I do the day before my race?' });
  let streamed = '';
  for await (const delta of result.textStream) streamed += delta;
  // #endregion wrap

  const latest = await session.messages({ reverse: true, size: 4 });
  return { generated, streamed, systemPrompts, saved: [...latest.items].reverse().map((message) => `${message.peerId}: ${message.content}`) };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => aiSdkMiddleware(honcho));
