/**
 * Honcho as a tool of an OpenAI model: the model decides to ask Honcho about
 * the user; `honchoOpenAITools` runs its Honcho calls against Honcho and
 * answers them, and your own tools stay yours. The client is `new OpenAI()`;
 * offline, OPENAI_BASE_URL points it at the stand-in model provider, which
 * calls the Honcho tool that fits the user's message, as a model would.
 */
import { honchoOpenAITools } from '@honcho-ai/openai-compat';
import type { Honcho } from '@honcho-ai/sdk';
import OpenAI from 'openai';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the tool loop produced. */
export interface FunctionCallingResult {
  /** The tool messages answering the model's Honcho calls (an app's own tool, such as `get_weather`, would not be among them). */
  readonly toolMessages: readonly { tool_call_id: string; content: string }[];
  /** The model's final answer, which saw those results. */
  readonly answer: string | null;
}

export async function openaiFunctionCalling(honcho: Honcho): Promise<FunctionCallingResult> {
  await startConversation(honcho);
  // #region tools
  const honchoTools = honchoOpenAITools({
    client: honcho,
    defaultPeerId: 'alice', // who the tools are about
    defaultObserverPeerId: 'assistant', // whose view of alice they read and write
    defaultSessionId: 'support-42',
  });
  const weatherTool: OpenAI.Chat.ChatCompletionTool = {
    type: 'function', // one of your app's own tools
    function: { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
  };
  const llm = new OpenAI(); // your model's client: OPENAI_API_KEY, and OPENAI_BASE_URL when set
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Any tips for my half marathon?' }];
  const first = await llm.chat.completions.create({ model: 'gpt-4o', messages, tools: [...honchoTools.definitions, weatherTool] });
  const message = first.choices[0]!.message;
  const toolMessages = await honchoTools.executeToolCalls(message.tool_calls); // only the honcho_* calls
  messages.push(message, ...toolMessages); // run your own tools (get_weather) and push their results too
  const second = await llm.chat.completions.create({ model: 'gpt-4o', messages, tools: honchoTools.definitions });
  // #endregion tools
  return { toolMessages, answer: second.choices[0]?.message.content ?? null };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => openaiFunctionCalling(honcho));
