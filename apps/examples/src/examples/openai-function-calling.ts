/**
 * Honcho as a tool of an OpenAI model: the model decides to search what the
 * user said and save a fact about them; `honchoOpenAITools` runs those calls
 * against Honcho and answers them, and your own tools stay yours. A scripted
 * model (`createScriptedToolModel`) stands in for `gpt-4o` so this runs offline.
 */
import { honchoOpenAITools } from '@honcho-ai/openai-compat';
import type { Honcho } from '@honcho-ai/sdk';
import { createScriptedToolModel } from '@honcho-ai/testing';
import OpenAI from 'openai';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the tool loop produced. */
export interface FunctionCallingResult {
  /** The tool messages answering Honcho's calls (the app's own `get_weather` call is not among them). */
  readonly toolMessages: readonly { tool_call_id: string; content: string }[];
  /** The model's final answer, which saw those results. */
  readonly answer: string | null;
}

export async function openaiFunctionCalling(honcho: Honcho, llm = scriptedOpenAI()): Promise<FunctionCallingResult> {
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
  // llm: your model's client, e.g. new OpenAI() for OpenAI's API
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Any tips for my next race?' }];
  const first = await llm.chat.completions.create({ model: 'gpt-4o', messages, tools: [...honchoTools.definitions, weatherTool] });
  const message = first.choices[0]!.message;
  const toolMessages = await honchoTools.executeToolCalls(message.tool_calls); // only the honcho_* calls
  messages.push(message, ...toolMessages); // run your own tools (get_weather) and push their results too
  const second = await llm.chat.completions.create({ model: 'gpt-4o', messages, tools: honchoTools.definitions });
  // #endregion tools
  return { toolMessages, answer: second.choices[0]?.message.content ?? null };
}

/** An `openai` client whose "model" calls honcho_search, honcho_save_conclusion and the app's get_weather. */
function scriptedOpenAI(): OpenAI {
  const model = createScriptedToolModel({
    toolCalls: [
      { name: 'honcho_search', arguments: JSON.stringify({ query: 'marathon', limit: 3 }) },
      { name: 'honcho_save_conclusion', arguments: JSON.stringify({ content: 'alice is preparing for a race' }) },
      { name: 'get_weather', arguments: JSON.stringify({ city: 'Lisbon' }) },
    ],
  });
  return new OpenAI({ apiKey: 'scripted', baseURL: 'http://scripted-model.local/v1', fetch: model.fetch, maxRetries: 0 });
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => openaiFunctionCalling(honcho));
