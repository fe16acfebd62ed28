// Needs Node 22.
/**
 * A Mastra agent with Honcho memory: one `HonchoMemory` processor in both
 * the agent's input and output processors puts what Honcho knows about the
 * user after the instructions and saves each turn, and `honchoMastraTools()`
 * lets the model save a conclusion. Mastra's memory ids are Honcho's (the
 * resource is the user, the thread the session), and a request context can
 * name them for one call instead. The AI SDK's own test model
 * (`MockLanguageModelV3` of `ai/test`) stands in for a real one so this runs
 * offline.
 */
import { Agent } from '@mastra/core/agent';
import { RequestContext } from '@mastra/core/request-context';
import { MockLanguageModelV3 } from 'ai/test';
import { HonchoMemory, honchoMastraTools } from '@honcho-ai/mastra';
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What the model was given and said, and what Honcho stored. */
export interface MastraResult {
  /** The agent's reply to each call: the two turns of `dinner-1`, then the request context's call. */
  readonly replies: readonly string[];
  /** The system messages of each model call, joined: the instructions, then the memory block when there is one. */
  readonly systemPrompts: readonly string[];
  /** `dinner-1` as Honcho holds it: `peer: text` of each message. */
  readonly saved: readonly string[];
  /** What the agent concluded about alice, through the `honcho_save_conclusion` tool. */
  readonly conclusions: readonly string[];
}

export async function mastra(honcho: Honcho): Promise<MastraResult> {
  // #region model
  // Where your app would name a model ('openai/gpt-5'), the AI SDK's test model plays a script: the
  // first turn calls honcho_save_conclusion, then replies; the second turn and the third call reply.
  const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
  const reply = (text: string) => ({ content: [{ type: 'text' as const, text }], finishReason: { unified: 'stop' as const, raw: 'stop' }, usage, warnings: [] });
  const yourModel = new MockLanguageModelV3({
    doGenerate: [
      {
        content: [{ type: 'tool-call', toolCallId: 'call_1', toolName: 'honcho_save_conclusion', input: JSON.stringify({ content: 'alice is vegetarian' }) }],
        finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
        usage,
        warnings: [],
      },
      reply('Noted: no meat.'),
      reply('A mushroom risotto.'),
      reply('A lemon sorbet.'),
    ],
  });
  // #endregion model

  // #region agent
  // Built once for every user: the ids come with each call. One processor, in both lists.
  const memory = new HonchoMemory({ client: honcho }); // or new HonchoMemory() with HONCHO_API_KEY and HONCHO_WORKSPACE_ID set
  const agent = new Agent({
    id: 'chef',
    name: 'Chef',
    instructions: 'You suggest dinners.',
    model: yourModel,
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
    systemPrompts: yourModel.doGenerateCalls.map((call) => call.prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n')),
    saved: messages.items.map((message) => `${message.peerId}: ${message.content}`),
    conclusions: conclusions.items.map((conclusion) => conclusion.content),
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => mastra(honcho));
