/**
 * A scripted AI SDK language model (`MockLanguageModelV3` from `ai/test`),
 * standing in for `openai('gpt-4o')` and the like so the AI SDK examples run
 * offline and their tests can read exactly what the model was sent.
 */
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

// The V3 specification types, read off the mock so no @ai-sdk/provider dependency is needed.
type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type LanguageModelV3Content = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>['content'][number];
type LanguageModelV3StreamPart = Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer Part> ? Part : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** One step of the script: what the model answers, given what it was sent. */
export type ScriptedStep = (options: LanguageModelV3CallOptions) => LanguageModelV3Content[];

/** A mock model plus the system prompts it received, in call order. */
export interface ScriptedModel {
  readonly model: MockLanguageModelV3;
  readonly systemPrompts: string[];
}

/** The text of every system message in a prompt, joined. */
export function systemText(options: LanguageModelV3CallOptions): string {
  return options.prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n');
}

/**
 * A model that plays `steps` in order (the last one repeats), for
 * `generateText` and `streamText` alike; a step with a tool call ends with
 * finish reason `tool-calls`, so the AI SDK runs the tool and calls again.
 */
export function scriptedModel(steps: readonly ScriptedStep[]): ScriptedModel {
  const systemPrompts: string[] = [];
  let call = 0;
  const next = (options: LanguageModelV3CallOptions) => {
    systemPrompts.push(systemText(options));
    const step = steps[Math.min(call, steps.length - 1)];
    call += 1;
    const content = step ? step(options) : [];
    const toolCalls = content.some((part) => part.type === 'tool-call');
    return { content, finishReason: { unified: toolCalls ? ('tool-calls' as const) : ('stop' as const), raw: toolCalls ? 'tool_calls' : 'stop' } };
  };
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => ({ ...next(options), usage, warnings: [] }),
    doStream: async (options) => {
      const { content, finishReason } = next(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      content.forEach((part, index) => {
        if (part.type === 'text') {
          const id = `text-${index}`;
          parts.push({ type: 'text-start', id });
          // Word by word, as a real model streams.
          for (const word of part.text.split(/(?<= )/)) parts.push({ type: 'text-delta', id, delta: word });
          parts.push({ type: 'text-end', id });
        } else {
          parts.push(part as LanguageModelV3StreamPart);
        }
      });
      parts.push({ type: 'finish', finishReason, usage });
      return { stream: simulateReadableStream({ chunks: parts }) };
    },
  });
  return { model, systemPrompts };
}

/** A step that replies with fixed text. */
export const reply = (text: string): ScriptedStep => () => [{ type: 'text', text }];
