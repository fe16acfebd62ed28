import { AIMessage, HumanMessage, ToolMessage, type AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { ChatOpenAI } from '@langchain/openai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_ANSWER, QUESTION, QUOTED_REPLY, servedModelProvider } from './test-support.js';

// @langchain/openai 1.6 requires Node 22: this file runs under vitest.node22.config.ts.
describe('the stand-in model provider through @langchain/openai', () => {
  const provider = servedModelProvider();
  const honchoChat = tool(async () => CHAT_ANSWER, { name: 'honcho_chat', description: 'Ask Honcho about the user.', schema: z.object({ query: z.string().min(1) }) });

  for (const useResponsesApi of [false, true]) {
    const api = useResponsesApi ? 'the Responses API' : 'Chat Completions';
    const model = () => new ChatOpenAI({ model: 'gpt-4o', apiKey: 'sk-test', configuration: { baseURL: provider.current.baseURL }, useResponsesApi, maxRetries: 0 });

    it(`ChatOpenAI over ${api}: invoke and stream answer with text`, async () => {
      const before = provider.current.requests.length;
      expect((await model().invoke([new HumanMessage('Hello there')])).text).toBe('Hello there');
      let streamed: AIMessageChunk | undefined;
      for await (const chunk of await model().stream('Hello there')) streamed = streamed === undefined ? chunk : streamed.concat(chunk);
      expect(streamed?.text).toBe('Hello there');
      expect(provider.current.requests.slice(before).map((request) => request.endpoint)).toEqual(useResponsesApi ? ['responses', 'responses'] : ['chat', 'chat']);
    });

    it(`ChatOpenAI over ${api}: a bound tool is called with the question, and its result is quoted back`, async () => {
      const bound = model().bindTools([honchoChat]);
      const messages: BaseMessage[] = [new HumanMessage(QUESTION)];
      const first = await bound.invoke(messages);
      expect(first.tool_calls?.map((call) => [call.name, call.args])).toEqual([['honcho_chat', { query: QUESTION }]]);
      messages.push(first, new ToolMessage({ tool_call_id: first.tool_calls?.[0]?.id ?? '', content: await honchoChat.invoke(first.tool_calls?.[0]?.args as { query: string }) }));
      let streamed: AIMessageChunk | undefined;
      for await (const chunk of await bound.stream(messages)) streamed = streamed === undefined ? chunk : streamed.concat(chunk);
      expect(streamed?.text).toBe(QUOTED_REPLY);
      expect(streamed?.tool_calls ?? []).toEqual([]);
      expect(first).toBeInstanceOf(AIMessage);
    });
  }

  it('reads OPENAI_BASE_URL when given no base URL, as the openai client does', async () => {
    const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
    process.env.OPENAI_BASE_URL = provider.current.baseURL;
    process.env.OPENAI_API_KEY = 'sk-test';
    try {
      expect((await new ChatOpenAI({ model: 'gpt-4o' }).invoke('Hello there')).text).toBe('Hello there');
    } finally {
      for (const [name, value] of [['OPENAI_BASE_URL', saved.base], ['OPENAI_API_KEY', saved.key]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
