// Needs Node 22.
/**
 * The OpenAI Agents SDK with Honcho: one `Agent` for every user, a
 * `HonchoSession` per conversation that Honcho learns from, the memory
 * block in the agent's instructions, and the Honcho tools, with the user
 * and the conversation given per run. The model is the Agents SDK's default
 * OpenAI provider (the Responses API); offline, OPENAI_BASE_URL points it at
 * the stand-in model provider, which calls the Honcho tool that fits the
 * user's message and quotes what it was given.
 */
import { Agent, run, setTracingDisabled } from '@openai/agents';
import { HonchoSession, honchoAgentTools, honchoMemoryFilter, type HonchoRunContext } from '@honcho-ai/openai-agents';
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** What the model said, and what Honcho stored. */
export interface OpenAIAgentsResult {
  readonly replies: readonly string[];
  /** The conversation as Honcho holds it: `peer: text` of each message with text. */
  readonly saved: readonly string[];
  /** What the agent concluded about the user, through the `honcho_save_conclusion` tool. */
  readonly conclusions: readonly string[];
}

export async function openaiAgents(honcho: Honcho): Promise<OpenAIAgentsResult> {
  setTracingDisabled(true); // the example sends nothing to OpenAI's tracing

  // #region agent
  // Built once for every user: the ids come with each run.
  const agent = new Agent<HonchoRunContext>({
    name: 'Chef',
    instructions: 'You suggest dinners.',
    model: 'gpt-4o', // on the default OpenAI provider: OPENAI_API_KEY, and OPENAI_BASE_URL when set
    tools: honchoAgentTools({ client: honcho }),
  });
  const callModelInputFilter = honchoMemoryFilter({ client: honcho });

  async function reply(userId: string, chatId: string, text: string): Promise<string> {
    const session = new HonchoSession({ client: honcho, sessionId: chatId, userId });
    const result = await run(agent, text, { session, callModelInputFilter, context: { honcho: { userId, sessionId: chatId } } });
    return String(result.finalOutput);
  }
  // #endregion agent

  // #region turns
  const first = await reply('alice', 'dinner-1', 'I am vegetarian.');
  const second = await reply('alice', 'dinner-1', 'What should I cook tonight?');
  // #endregion turns

  const session = await honcho.session('dinner-1');
  const messages = await session.messages();
  const alice = await honcho.peer('alice');
  const assistant = await honcho.peer('assistant');
  const conclusions = await assistant.conclusionsOf(alice).list();
  return {
    replies: [first, second],
    saved: messages.items.filter((message) => message.content !== '').map((message) => `${message.peerId}: ${message.content}`),
    conclusions: conclusions.items.map((conclusion) => conclusion.content),
  };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => openaiAgents(honcho));
