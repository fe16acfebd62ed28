// Needs Node 22.
/**
 * A Mastra agent with Honcho memory: one `HonchoMemory` processor in both
 * the agent's input and output processors puts what Honcho knows about the
 * user after the instructions and saves each turn, and `honchoMastraTools()`
 * lets the model save a conclusion. Mastra's memory ids are Honcho's (the
 * resource is the user, the thread the session), and a request context can
 * name them for one call instead. The model is the string 'openai/gpt-4o';
 * offline, OPENAI_BASE_URL points it at the stand-in model provider, which
 * calls the Honcho tool that fits the user's message and quotes what it was
 * given.
 */
import { Agent } from '@mastra/core/agent';
import { RequestContext } from '@mastra/core/request-context';
import { HonchoMemory, honchoMastraTools } from '@honcho-ai/mastra';
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What the model said, and what Honcho stored. */
export interface MastraResult {
  /** The agent's reply to each call: the two turns of `dinner-1`, then the request context's call. */
  readonly replies: readonly string[];
  /** `dinner-1` as Honcho holds it: `peer: text` of each message. */
  readonly saved: readonly string[];
  /** What the agent concluded about alice, through the `honcho_save_conclusion` tool. */
  readonly conclusions: readonly string[];
}

export async function mastra(honcho: Honcho): Promise<MastraResult> {

  // #region agent
  // Built once for every user: the ids come with each call. One processor, in both lists.
  const memory = new HonchoMemory({ client: honcho }); // or new HonchoMemory() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set
  const agent = new Agent({
    id: 'chef',
    name: 'Chef',
    instructions: 'You suggest dinners.',
    model: 'openai/gpt-4o', // OPENAI_API_KEY, and OPENAI_BASE_URL when set
    tools: honchoMastraTools({ client: honcho }),
    inputProcessors: [memory],
    outputProcessors: [memory],
  });
  // #endregion agent

  // #region turns
  // Mastra's memory ids are Honcho's: the resource is the user's peer, the thread the Honcho session.
  const first = await agent.generate('I am vegetarian.', { memory: { resource: 'alice', thread: 'dinner-1' } });
  const second = await agent.generate('What should I cook tonight?', { memory: { resource: 'alice', thread: 'dinner-1' } });
  // #endregion turns

  // #region request-context
  // Ids for one call can come in Mastra's request context instead: they win over the call's memory
  // and the options. Here a new conversation with alice, where the agent still knows her.
  const requestContext = new RequestContext();
  requestContext.set('honcho', { userId: 'alice', sessionId: 'dessert-1' });
  const third = await agent.generate('And for dessert?', { requestContext });
  // #endregion request-context

  const session = await honcho.session('dinner-1');
  const messages = await session.messages();
  const alice = await honcho.peer('alice');
  const assistant = await honcho.peer('assistant');
  const conclusions = await assistant.conclusionsOf(alice).list();
  return {
    replies: [first.text, second.text, third.text],
    saved: messages.items.map((message) => `${message.peerId}: ${message.content}`),
    conclusions: conclusions.items.map((conclusion) => conclusion.content),
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => mastra(honcho));
