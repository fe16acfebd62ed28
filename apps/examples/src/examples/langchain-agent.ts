/**
 * A LangChain agent with Honcho memory: `honchoMiddleware()` puts what
 * Honcho knows into the system message and saves each turn, `honchoTools()`
 * let the model save a fact, and the history and the retriever read back
 * what was stored. The model is `new ChatOpenAI()`; offline, OPENAI_BASE_URL
 * points it at the stand-in model provider, which calls the Honcho tool that
 * fits the user's message and quotes what it was given.
 */
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import { HonchoChatMessageHistory, HonchoRetriever, honchoTools } from '@honcho-ai/langchain';
import { honchoMiddleware } from '@honcho-ai/langchain/middleware';
import type { Honcho } from '@honcho-ai/sdk';
import { createAgent } from 'langchain';
import { isMain, runExample } from '../run-example.js';

/** What the model said, and what Honcho gave back. */
export interface LangChainAgentResult {
  readonly replies: readonly string[];
  /** The tools the model called, in order. */
  readonly toolCalls: readonly string[];
  readonly history: readonly string[];
  readonly retrieved: readonly string[];
}

export async function langchainAgent(honcho: Honcho): Promise<LangChainAgentResult> {
  // #region model
  const yourModel = new ChatOpenAI({ model: 'gpt-4o' }); // or new ChatAnthropic(...), any chat model with tool calling
  // #endregion model

  // #region agent
  const agent = createAgent({
    model: yourModel,
    systemPrompt: 'You are a helpful cook.',
    tools: honchoTools({ client: honcho }), // or honchoTools() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set
    middleware: [honchoMiddleware({ client: honcho })],
  });

  // Who and where, for each run: one agent serves every user.
  const config = { configurable: { honcho: { userId: 'alice', sessionId: 'kitchen-1' } } };
  const first = await agent.invoke({ messages: [new HumanMessage('I am vegetarian.')] }, config);
  const second = await agent.invoke({ messages: [new HumanMessage('What should I cook tonight?')] }, config);
  const answer = second.messages.at(-1)?.text; // the model was told the first turn by Honcho
  // #endregion agent

  // #region history
  const history = new HonchoChatMessageHistory({ client: honcho, sessionId: 'kitchen-1', userId: 'alice' });
  const messages = await history.getMessages(); // the two turns the middleware saved, as HumanMessage and AIMessage
  // #endregion history

  // #region retriever
  const retriever = new HonchoRetriever({ client: honcho, userId: 'alice', sessionId: 'kitchen-1' });
  const documents = await retriever.invoke('vegetarian');
  const sources = documents.map((document) => `${document.metadata.source} ${document.id}: ${document.pageContent}`);
  // #endregion retriever

  return {
    replies: [first.messages.at(-1)?.text ?? '', answer ?? ''],
    toolCalls: [...first.messages, ...second.messages].flatMap((message) => (AIMessage.isInstance(message) ? (message.tool_calls ?? []).map((call) => call.name) : [])),
    history: messages.map((message) => `${message.type}: ${message.text}`),
    retrieved: sources,
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => langchainAgent(honcho));
