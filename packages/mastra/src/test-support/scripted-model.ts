import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type StreamPart = Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer Part> ? Part : never;

/** One model step: a text reply, or one tool call. */
export type ScriptedStep = { readonly text: string } | { readonly tool: string; readonly input: Record<string, unknown>; readonly id: string };

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 10, text: 10, reasoning: 0 } };

/**
 * The AI SDK's own test model (`MockLanguageModelV3` of `ai/test`), which a
 * Mastra `Agent` takes as its model, playing `steps` in order for
 * `doGenerate` and `doStream` alike, and noting each call's system text.
 */
export function scriptedModel(steps: readonly ScriptedStep[]): { model: MockLanguageModelV3; systems: string[] } {
  const systems: string[] = [];
  let next = 0;
  const take = (options: CallOptions): ScriptedStep => {
    systems.push(options.prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n'));
    const step = steps[next];
    next += 1;
    if (step === undefined) throw new Error(`the script has ${steps.length} steps; call ${next} has none`);
    return step;
  };
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      const step = take(options);
      if ('text' in step) return { content: [{ type: 'text', text: step.text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
      return { content: [{ type: 'tool-call', toolCallId: step.id, toolName: step.tool, input: JSON.stringify(step.input) }], finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage, warnings: [] };
    },
    doStream: async (options) => {
      const step = take(options);
      const chunks: StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      if ('text' in step) {
        const half = Math.ceil(step.text.length / 2);
        chunks.push({ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: step.text.slice(0, half) }, { type: 'text-delta', id: 't', delta: step.text.slice(half) }, { type: 'text-end', id: 't' });
        chunks.push({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
      } else {
        chunks.push({ type: 'tool-call', toolCallId: step.id, toolName: step.tool, input: JSON.stringify(step.input) });
        chunks.push({ type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage });
      }
      return { stream: simulateReadableStream({ chunks }) };
    },
  });
  return { model, systems };
}
