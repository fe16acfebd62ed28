import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_ANSWER, QUESTION, QUOTED_REPLY, servedModelProvider } from './test-support.js';

// Mastra requires Node 22.13: this file runs under vitest.node22.config.ts.
describe('the stand-in model provider through a Mastra model string', () => {
  const provider = servedModelProvider();
  const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
  const asked: unknown[] = [];
  const honchoChat = createTool({
    id: 'honcho_chat',
    description: 'Ask Honcho about the user.',
    inputSchema: z.object({ query: z.string() }),
    execute: async (input) => {
      asked.push(input);
      return CHAT_ANSWER;
    },
  });

  // 'openai/...' resolves to @ai-sdk/openai's Responses model, which reads the base URL and key from the environment.
  beforeAll(() => {
    process.env.OPENAI_BASE_URL = provider.current.baseURL;
    process.env.OPENAI_API_KEY = 'sk-test';
  });
  afterAll(() => {
    for (const [name, value] of [['OPENAI_BASE_URL', saved.base], ['OPENAI_API_KEY', saved.key]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("answers agent.generate() and agent.stream() on 'openai/gpt-4o'", async () => {
    const agent = new Agent({ id: 'helper', name: 'helper', instructions: 'Be brief.', model: 'openai/gpt-4o' });
    const before = provider.current.requests.length;
    expect((await agent.generate('Hello there')).text).toBe('Hello there');
    const stream = await agent.stream('Hello there');
    expect(await stream.text).toBe('Hello there');
    expect(provider.current.requests.slice(before).map((request) => request.endpoint)).toEqual(['responses', 'responses']);
  });

  it('runs a tool loop: honcho_chat once, then an answer quoting it, plain and streamed', async () => {
    asked.length = 0;
    const agent = new Agent({ id: 'helper', name: 'helper', instructions: 'You answer questions about the user.', model: 'openai/gpt-4o', tools: { honcho_chat: honchoChat } });
    expect((await agent.generate(QUESTION)).text).toBe(QUOTED_REPLY);
    const stream = await agent.stream(QUESTION);
    expect(await stream.text).toBe(QUOTED_REPLY);
    expect(asked).toEqual([{ query: QUESTION }, { query: QUESTION }]);
  });
});
