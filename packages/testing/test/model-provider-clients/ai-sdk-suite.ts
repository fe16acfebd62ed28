import type { createOpenAI } from '@ai-sdk/openai';
import type { APICallError, generateText, jsonSchema, stepCountIs, streamText, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { CHAT_ANSWER, HONCHO_CHAT_PARAMETERS, QUESTION, QUOTED_REPLY, servedModelProvider } from './test-support.js';

/** One major of `ai` with its `@ai-sdk/openai`; typed as `ai` 6's, whose surface used here `ai` 7 keeps. */
export interface AiSdkMajor {
  readonly name: string;
  readonly generateText: typeof generateText;
  readonly streamText: typeof streamText;
  readonly tool: typeof tool;
  readonly jsonSchema: typeof jsonSchema;
  readonly stepCountIs: typeof stepCountIs;
  readonly createOpenAI: typeof createOpenAI;
  readonly APICallError: typeof APICallError;
}

/** `openai('gpt-4o')` (the Responses API) and `openai.chat('gpt-4o')` (Chat Completions), plain, streamed and in a tool loop. */
export function aiSdkSuite(ai: AiSdkMajor): void {
  describe(`the stand-in model provider through ${ai.name}`, () => {
    const provider = servedModelProvider();
    const openai = () => ai.createOpenAI({ apiKey: 'sk-test', baseURL: provider.current.baseURL });
    const asked: unknown[] = [];
    const tools = {
      honcho_chat: ai.tool({
        description: 'Ask Honcho, the memory of this app, a question about the user.',
        inputSchema: ai.jsonSchema<{ query: string; reasoningLevel?: string }>(HONCHO_CHAT_PARAMETERS),
        execute: async (input) => {
          asked.push(input);
          return CHAT_ANSWER;
        },
      }),
    };
    const models = [
      ['openai(id), the Responses API', () => openai()('gpt-4o'), 'responses'],
      ['openai.chat(id), Chat Completions', () => openai().chat('gpt-4o'), 'chat'],
    ] as const;

    for (const [label, model, endpoint] of models) {
      it(`${label}: generateText and streamText answer with text`, async () => {
        const before = provider.current.requests.length;
        const generated = await ai.generateText({ model: model(), system: 'Be brief.', prompt: 'Hello there' });
        expect(generated.text).toBe('Hello there');
        expect(generated.finishReason).toBe('stop');
        expect(generated.usage.inputTokens).toBeGreaterThan(0);
        const streamed = ai.streamText({ model: model(), prompt: 'Hello there' });
        expect(await streamed.text).toBe('Hello there');
        expect(provider.current.requests.slice(before).map((request) => request.endpoint)).toEqual([endpoint, endpoint]);
      });

      it(`${label}: a tool loop calls honcho_chat once, then answers quoting its result, plain and streamed`, async () => {
        asked.length = 0;
        const generated = await ai.generateText({ model: model(), tools, stopWhen: ai.stepCountIs(4), prompt: QUESTION });
        expect(generated.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
        expect(generated.text).toBe(QUOTED_REPLY);
        const streamed = ai.streamText({ model: model(), tools, stopWhen: ai.stepCountIs(4), prompt: QUESTION });
        expect(await streamed.text).toBe(QUOTED_REPLY);
        expect(asked).toEqual([{ query: QUESTION }, { query: QUESTION }]);
      });
    }

    it("a refusal reaches the app as the AI SDK's APICallError, with the message of OpenAI's error shape", async () => {
      const failed = await ai
        .generateText({ model: openai()('gpt-4o'), prompt: 'x', maxRetries: 0, providerOptions: { openai: { previousResponseId: 'resp_missing' } } })
        .catch((error: unknown) => error);
      expect(ai.APICallError.isInstance(failed)).toBe(true);
      expect(failed).toMatchObject({ statusCode: 404, message: "Previous response with id 'resp_missing' not found." });
    });
  });
}
