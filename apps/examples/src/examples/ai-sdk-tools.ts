/**
 * The AI SDK tools: the model asks Honcho about the user (`honcho_chat`) and
 * saves what it learns (`honcho_save_conclusion`) inside a tool loop. A
 * scripted model plays the part of one that decides to call them.
 */
import { createHoncho } from '@honcho-ai/ai-sdk';
import type { Honcho } from '@honcho-ai/sdk';
import { generateText, stepCountIs } from 'ai';
import { isMain, runExample } from '../run-example.js';
import { scriptedModel } from './shared/mock-model.js';
import { startConversation } from './shared/conversation.js';

/** The tool calls the model made, what they returned, and the final answer. */
export interface ToolsResult {
  readonly calls: readonly { readonly toolName: string; readonly input: unknown }[];
  readonly results: readonly { readonly toolName: string; readonly output: unknown }[];
  readonly text: string;
}

export async function aiSdkTools(honcho: Honcho): Promise<ToolsResult> {
  await startConversation(honcho, 'chat-789');
  // Step 1 calls two tools; step 2 answers with what honcho_chat returned.
  const { model: yourToolModel } = scriptedModel([
    () => [
      { type: 'tool-call', toolCallId: 'call-1', toolName: 'honcho_chat', input: JSON.stringify({ query: 'What race is alice training for?' }) },
      { type: 'tool-call', toolCallId: 'call-2', toolName: 'honcho_save_conclusion', input: JSON.stringify({ content: 'alice wants a training plan for the spring' }) },
    ],
    (options) => {
      const toolMessage = options.prompt.find((message) => message.role === 'tool');
      const output = JSON.stringify(toolMessage?.content[0]);
      return [{ type: 'text', text: `Here is your plan, based on: ${output}` }];
    },
  ]);

  const memory = createHoncho({ client: honcho }); // as in the middleware's sample
  // #region tools
  const { steps, text } = await generateText({
    model: memory.wrap(yourToolModel, { userId: 'alice', sessionId: 'chat-789' }), // a model with tool calling
    tools: memory.tools({ userId: 'alice', sessionId: 'chat-789' }), // honcho_chat, honcho_search, honcho_save_conclusion, ...
    stopWhen: stepCountIs(3),
    prompt: 'Plan my training week.',
  });
  const calls = steps.flatMap((step) => step.toolCalls.map(({ toolName, input }) => ({ toolName, input })));
  const results = steps.flatMap((step) => step.toolResults.map(({ toolName, output }) => ({ toolName, output })));
  // #endregion tools
  return { calls, results, text };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => aiSdkTools(honcho));
