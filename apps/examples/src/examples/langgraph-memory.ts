/**
 * Honcho memory in a LangGraph.js graph of your own: a `recall` node reads
 * what Honcho knows before the model, a `save` node writes the turn after
 * it, both through the turn memory of `@honcho-ai/sdk` (the same logic as
 * the agent middleware). The thread and the user come from the run's
 * `configurable`, as LangGraph apps pass them. The model is
 * `new ChatOpenAI()`; offline, OPENAI_BASE_URL points it at the stand-in model
 * provider, whose answers quote the memory it was given.
 */
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import { Annotation, END, MessagesAnnotation, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { createTurnMemory, type Honcho, type MemoryConversation } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What the model said. */
export interface LangGraphMemoryResult {
  readonly replies: readonly string[];
}

export async function langgraphMemory(honcho: Honcho): Promise<LangGraphMemoryResult> {
  // #region model
  const travelModel = new ChatOpenAI({ model: 'gpt-4o-mini' });
  // #endregion model

  // #region graph
  const memory = createTurnMemory({ client: honcho }); // or createTurnMemory() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set

  // The conversation of a run: LangGraph's thread is the Honcho session, and the user is its peer.
  const conversationOf = (config: LangGraphRunnableConfig): MemoryConversation =>
    memory.conversation({ userId: String(config.configurable?.['user_id']), sessionId: String(config.configurable?.['thread_id']) });

  const State = Annotation.Root({ ...MessagesAnnotation.spec, memory: Annotation<string>() });

  const graph = new StateGraph(State)
    // Before the model: what Honcho knows, leaving out what the messages already hold.
    .addNode('recall', async (state, config) => {
      const userText = state.messages.at(-1)?.text;
      const block = await conversationOf(config).memoryBlock({ userText, promptTexts: state.messages.map((message) => message.text) });
      return { memory: block ?? '' };
    })
    .addNode('respond', async (state) => {
      const system = new SystemMessage(['You are a travel agent.', state.memory].filter(Boolean).join('\n\n'));
      return { messages: [await travelModel.invoke([system, ...state.messages])] };
    })
    // After the model: the user's message and the reply, saved once.
    .addNode('save', async (state, config) => {
      const [asked, replied] = state.messages.slice(-2);
      await conversationOf(config).saveTurn({ userText: asked?.text }, replied?.text ?? '');
      return {};
    })
    .addEdge(START, 'recall')
    .addEdge('recall', 'respond')
    .addEdge('respond', 'save')
    .addEdge('save', END)
    .compile();

  const thread = { configurable: { thread_id: 'trip-1', user_id: 'alice' } };
  const planned = await graph.invoke({ messages: [new HumanMessage('I want to go to Lisbon in May.')] }, thread);
  const packing = await graph.invoke({ messages: [new HumanMessage('What should I pack?')] }, thread); // recalls the first turn
  // #endregion graph

  return { replies: [planned, packing].map((state) => state.messages.at(-1)?.text ?? '') };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => langgraphMemory(honcho));
