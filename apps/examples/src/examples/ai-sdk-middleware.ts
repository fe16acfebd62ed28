/**
 * The AI SDK middleware: wrap any model and it sees what Honcho knows about
 * the user; with a sessionId each turn is saved. The model is `openai('gpt-4o')`;
 * offline, OPENAI_BASE_URL points it at the stand-in model provider, whose
 * answer quotes the memory it was given.
 */
import { openai } from '@ai-sdk/openai';
import { createHoncho } from '@honcho-ai/ai-sdk';
import type { Honcho } from '@honcho-ai/sdk';
import { generateText, streamText } from 'ai';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the model said, and what Honcho stored. */
export interface MiddlewareResult {
  readonly generated: string;
  readonly streamed: string;
  readonly saved: readonly string[];
}

export async function aiSdkMiddleware(honcho: Honcho): Promise<MiddlewareResult> {
  const { alice, assistant, session } = await startConversation(honcho, 'chat-456');
  await assistant.conclusionsOf(alice).create([{ content: 'alice is vegetarian and lives in Lisbon', sessionId: session }]);

  // #region wrap
  const memory = createHoncho({ client: honcho }); // or createHoncho() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set
  const model = memory.wrap(openai('gpt-4o'), { userId: 'alice', sessionId: 'chat-456' }); // or anthropic(...), any AI SDK model

  const { text: generated } = await generateText({ model, system: 'You are a helpful concierge.', prompt: 'Which vegetarian restaurant should I try in Lisbon?' });

  const result = streamText({ model, prompt: 'What should I do the day before my half marathon?' });
  let streamed = '';
  for await (const delta of result.textStream) streamed += delta;
  // #endregion wrap

  const latest = await session.messages({ reverse: true, size: 4 });
  return { generated, streamed, saved: [...latest.items].reverse().map((message) => `${message.peerId}: ${message.content}`) };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => aiSdkMiddleware(honcho));
