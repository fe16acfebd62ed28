/**
 * The AI SDK tools: the model asks Honcho about the user (`honcho_chat`)
 * inside a tool loop, and saves what the user tells it
 * (`honcho_save_conclusion`). The model is `openai('gpt-4o')`; offline, the
 * stand-in model provider calls the Honcho tool that fits the message, as a
 * model would.
 */
import { openai } from '@ai-sdk/openai';
import { createHoncho } from '@honcho-ai/ai-sdk';
import type { Honcho } from '@honcho-ai/sdk';
import { generateText, stepCountIs } from 'ai';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** The tool calls the model made, what they returned, and the final answers. */
export interface ToolsResult {
  readonly calls: readonly { readonly toolName: string; readonly input: unknown }[];
  readonly results: readonly { readonly toolName: string; readonly output: unknown }[];
  readonly text: string;
  readonly noted: string;
}

export async function aiSdkTools(honcho: Honcho): Promise<ToolsResult> {
  await startConversation(honcho, 'chat-789');
  const memory = createHoncho({ client: honcho }); // as in the middleware's sample

  // #region tools
  const tools = memory.tools({ userId: 'alice', sessionId: 'chat-789' }); // honcho_chat, honcho_search, honcho_save_conclusion, ...
  const { steps, text } = await generateText({
    model: openai('gpt-4o'),
    tools,
    stopWhen: stepCountIs(3),
    prompt: 'What race am I training for?',
  });
  const calls = steps.flatMap((step) => step.toolCalls.map(({ toolName, input }) => ({ toolName, input })));
  const results = steps.flatMap((step) => step.toolResults.map(({ toolName, output }) => ({ toolName, output })));

  // A fact about the user: the model saves it.
  const noted = await generateText({ model: openai('gpt-4o'), tools, stopWhen: stepCountIs(3), prompt: 'I want a training plan for the spring.' });
  // #endregion tools
  return {
    calls: [...calls, ...noted.steps.flatMap((step) => step.toolCalls.map(({ toolName, input }) => ({ toolName, input })))],
    results: [...results, ...noted.steps.flatMap((step) => step.toolResults.map(({ toolName, output }) => ({ toolName, output })))],
    text,
    noted: noted.text,
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => aiSdkTools(honcho));
