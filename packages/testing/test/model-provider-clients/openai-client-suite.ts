import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { CHAT_ANSWER, HONCHO_CHAT_PARAMETERS, QUESTION, QUOTED_REPLY, servedModelProvider } from './test-support.js';

/** The `openai` client's constructor; v7's has the same surface for everything used here. */
export type OpenAIConstructor = new (options: { apiKey: string; baseURL: string; maxRetries?: number }) => OpenAI;

/** Chat Completions and the Responses API, plain and streamed, through one major version of the `openai` client. */
export function openAIClientSuite(name: string, Client: OpenAIConstructor, errors: { BadRequestError: abstract new (...args: never[]) => Error; NotFoundError: abstract new (...args: never[]) => Error }): void {
  describe(`the stand-in model provider through ${name}`, () => {
    const provider = servedModelProvider();
    const client = () => new Client({ apiKey: 'sk-test', baseURL: provider.current.baseURL, maxRetries: 0 });
    const chatTool = { type: 'function' as const, function: { name: 'honcho_chat', description: 'Ask Honcho about the user.', parameters: HONCHO_CHAT_PARAMETERS } };

    it('answers a chat completion, plain and streamed', async () => {
      const completion = await client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello there' }] });
      expect(completion.choices[0]?.message.content).toBe('Hello there');
      expect(completion.usage?.total_tokens).toBeGreaterThan(0);
      const stream = await client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello there' }], stream: true, stream_options: { include_usage: true } });
      let text = '';
      let usage = 0;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta.content ?? '';
        usage += chunk.usage?.total_tokens ?? 0;
      }
      expect(text).toBe('Hello there');
      expect(usage).toBeGreaterThan(0);
    });

    it('round-trips a Chat Completions tool call: the policy asks honcho_chat, the answer quotes its result', async () => {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: QUESTION }];
      const first = await client().chat.completions.create({ model: 'gpt-4o', messages, tools: [chatTool] });
      const call = first.choices[0]?.message.tool_calls?.[0];
      expect(first.choices[0]?.finish_reason).toBe('tool_calls');
      expect(call?.type === 'function' && call.function.name).toBe('honcho_chat');
      expect(call?.type === 'function' && JSON.parse(call.function.arguments)).toEqual({ query: QUESTION });
      messages.push(first.choices[0]?.message as OpenAI.Chat.ChatCompletionMessageParam, { role: 'tool', tool_call_id: call?.id ?? '', content: CHAT_ANSWER });
      // Streamed this time, so the streamed tool-call pieces are reassembled by the client's helper.
      const runner = client().chat.completions.stream({ model: 'gpt-4o', messages, tools: [chatTool] });
      const final = await runner.finalChatCompletion();
      expect(final.choices[0]?.message.content).toBe(QUOTED_REPLY);
      const streamedCall = await client().chat.completions.stream({ model: 'gpt-4o', messages: [{ role: 'user', content: QUESTION }], tools: [chatTool] }).finalChatCompletion();
      const streamed = streamedCall.choices[0]?.message.tool_calls?.[0];
      expect(streamed?.type === 'function' && JSON.parse(streamed.function.arguments)).toEqual({ query: QUESTION });
    });

    it('answers the Responses API, plain and streamed, and round-trips a function call', async () => {
      const tool = { type: 'function' as const, name: 'honcho_chat', description: 'Ask Honcho about the user.', parameters: HONCHO_CHAT_PARAMETERS, strict: false };
      const plain = await client().responses.create({ model: 'gpt-4o', instructions: 'Be brief.', input: 'Hello there' });
      expect(plain.output_text).toBe('Hello there');
      const first = await client().responses.create({ model: 'gpt-4o', input: QUESTION, tools: [tool] });
      const call = first.output.find((item) => item.type === 'function_call');
      expect(call?.type === 'function_call' && [call.name, JSON.parse(call.arguments)]).toEqual(['honcho_chat', { query: QUESTION }]);
      const streamed = client().responses.stream({ model: 'gpt-4o', previous_response_id: first.id, input: [{ type: 'function_call_output', call_id: call?.type === 'function_call' ? call.call_id : '', output: CHAT_ANSWER }], tools: [tool] });
      const deltas: string[] = [];
      streamed.on('response.output_text.delta', (event) => deltas.push(event.delta));
      const final = await streamed.finalResponse();
      const message = final.output.find((item) => item.type === 'message');
      expect(message?.type === 'message' && message.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('')).toBe(QUOTED_REPLY);
      expect(deltas.join('')).toBe(QUOTED_REPLY);
      expect(final.usage?.output_tokens).toBeGreaterThan(0);
    });

    it("raises the client's own errors for refusals, with OpenAI's param and code", async () => {
      const missing = await client()
        .chat.completions.create({ model: 'gpt-4o', messages: [] })
        .catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(errors.BadRequestError);
      expect(missing).toMatchObject({ status: 400, param: 'messages', code: 'empty_array' });
      const unsupported = await client()
        .responses.create({ model: 'gpt-4o', input: 'x', background: true })
        .catch((error: unknown) => error);
      expect(unsupported).toMatchObject({ status: 400, param: 'background', code: 'unsupported_parameter' });
      const unknown = await client()
        .post('/assistants-nope', { body: {} })
        .catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(errors.NotFoundError);
      expect(unknown).toMatchObject({ status: 404, code: 'unknown_url' });
    });
  });
}
