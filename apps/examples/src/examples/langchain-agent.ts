/**
 * A LangChain agent with Honcho memory: `honchoMiddleware()` puts what
 * Honcho knows into the system message and saves each turn, `honchoTools()`
 * let the model save a fact, and the history and the retriever read back
 * what was stored. LangChain's own scripted chat model (`fakeModel()`)
 * stands in for a real one so this runs offline.
 */
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { HonchoChatMessageHistory, HonchoRetriever, honchoTools } from '@honcho-ai/langchain';
import { honchoMiddleware } from '@honcho-ai/langchain/middleware';
import type { Honcho } from '@honcho-ai/sdk';
import { createAgent } from 'langchain';
import { isMain, runExample } from '../run-example.js';

/** What the model saw and said, and what Honcho gave back. */
export interface LangChainAgentResult {
  readonly replies: readonly string[];
  /** The system message of each model call. */
  readonly systemMessages: readonly string[];
  readonly history: readonly string[];
  readonly retrieved: readonly string[];
}

export async function langchainAgent(honcho: Honcho): Promise<LangChainAgentResult> {
  // #region model
  // Where your app would use a real chat model (`'openai:gpt-4.1-mini'`, `new ChatAnthropic(...)`), a
  // scripted one: the first turn calls honcho_save_conclusion, then answers; the second answers.
  const yourModel = fakeModel()
    .respondWithTools([{ name: 'honcho_save_conclusion', args: { content: 'alice is vegetarian' } }])
    .respond(new AIMessage('Noted: no meat.'))
    .respond(new AIMessage('A mushroom risotto.'));
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
  const answer = second.messages.at(-1)?.text; // 'A mushroom risotto.': the model was told the first turn by Honcho
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
    systemMessages: yourModel.calls.map((call) => (call.messages[0]?.type === 'system' ? call.messages[0].text : '')),
    history: messages.map((message) => `${message.type}: ${message.text}`),
    retrieved: sources,
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => langchainAgent(honcho));
