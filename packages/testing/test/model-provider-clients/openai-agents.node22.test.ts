import { Agent, OpenAIChatCompletionsModel, run, setDefaultOpenAIClient, setTracingDisabled, tool } from '@openai/agents';
import OpenAI from 'openai7';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_ANSWER, QUESTION, QUOTED_REPLY, servedModelProvider } from './test-support.js';

// The Agents SDK (on openai 7) requires Node 22: this file runs under vitest.node22.config.ts.
describe('the stand-in model provider through @openai/agents', () => {
  const provider = servedModelProvider();
  const asked: unknown[] = [];
  const honchoChat = tool({
    name: 'honcho_chat',
    description: 'Ask Honcho about the user.',
    parameters: z.object({ query: z.string() }),
    execute: async (input) => {
      asked.push(input);
      return CHAT_ANSWER;
    },
  });

  beforeAll(() => {
    setTracingDisabled(true);
    setDefaultOpenAIClient(new OpenAI({ apiKey: 'sk-test', baseURL: provider.current.baseURL, maxRetries: 0 }));
  });

  it('runs an agent on the default model (the Responses API): text, then a tool loop, plain and streamed', async () => {
    const before = provider.current.requests.length;
    const plain = await run(new Agent({ name: 'helper', instructions: 'Be brief.' }), 'Hello there');
    expect(plain.finalOutput).toBe('Hello there');

    asked.length = 0;
    const agent = new Agent({ name: 'helper', instructions: 'You answer questions about the user.', tools: [honchoChat] });
    const looped = await run(agent, QUESTION);
    expect(looped.finalOutput).toBe(QUOTED_REPLY);
    const streamed = await run(agent, QUESTION, { stream: true });
    let text = '';
    for await (const piece of streamed.toTextStream()) text += piece;
    await streamed.completed;
    expect(text).toBe(QUOTED_REPLY);
    expect(streamed.finalOutput).toBe(QUOTED_REPLY);
    expect(asked).toEqual([{ query: QUESTION }, { query: QUESTION }]);
    expect(new Set(provider.current.requests.slice(before).map((request) => request.endpoint))).toEqual(new Set(['responses']));
  });

  it('runs the same loop on the Chat Completions model', async () => {
    const model = new OpenAIChatCompletionsModel(new OpenAI({ apiKey: 'sk-test', baseURL: provider.current.baseURL }), 'gpt-4o');
    const result = await run(new Agent({ name: 'helper', instructions: 'You answer questions about the user.', tools: [honchoChat], model }), QUESTION);
    expect(result.finalOutput).toBe(QUOTED_REPLY);
  });

  it("continues a conversation by previous_response_id, which the stand-in keeps", async () => {
    const agent = new Agent({ name: 'helper', instructions: 'Be brief.' });
    const first = await run(agent, 'I am vegetarian.');
    const second = await run(agent, 'And I live in Lisbon.', { previousResponseId: first.lastResponseId });
    expect(second.finalOutput).toBe('And I live in Lisbon.');
    expect(provider.current.requests.at(-1)?.body).toMatchObject({ previous_response_id: first.lastResponseId });
  });
});
