import type { CallOptionsLike, HonchoMiddleware, StreamPartLike } from '../../index.js';
import type { WrappableLanguageModel } from '../../middleware/wrap-model.js';

/** A mock language model from `ai/test` of any major, as the scenarios use it. */
export interface MockModel extends WrappableLanguageModel {
  readonly doGenerateCalls: readonly CallOptionsLike[];
  readonly doStreamCalls: readonly CallOptionsLike[];
}

/** What the scenarios read from `generateText`'s result. */
export interface GenerateOutcome {
  readonly text: string;
  readonly steps: readonly { readonly content?: readonly { readonly type: string; readonly output?: unknown; readonly error?: unknown }[] }[];
}

/** What the scenarios read from `streamText`'s result. */
export interface StreamOutcome {
  readonly text: PromiseLike<string>;
  consumeStream(): PromiseLike<void>;
}

/**
 * One `ai` major's public API, passed to the shared scenarios. The functions
 * are typed with `never` parameters so each major's own signatures fit; the
 * scenarios call them with plain option objects.
 */
export interface AiMajor {
  readonly name: 'ai5' | 'ai6' | 'ai7';
  readonly specificationVersion: 'v2' | 'v3' | 'v4';
  readonly generateText: (options: never) => PromiseLike<GenerateOutcome>;
  readonly streamText: (options: never) => StreamOutcome;
  readonly wrapLanguageModel: (options: never) => unknown;
  readonly stepCountIs: (count: number) => unknown;
  readonly tool: (definition: never) => unknown;
  readonly MockLanguageModel: new (options: never) => MockModel;
  /** The provider error the AI SDK retries when `isRetryable`. */
  readonly APICallError: new (options: never) => Error;
}

/** One model response: text, or a call to a tool. */
export type MockStep = { readonly text: string } | { readonly toolCall: { readonly name: string; readonly input: Record<string, unknown> } };

let callCounter = 0;

function usage(version: AiMajor['specificationVersion']): unknown {
  return version === 'v2'
    ? { inputTokens: 10, outputTokens: 5, totalTokens: 15 }
    : { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
}

function finishReason(version: AiMajor['specificationVersion'], reason: string): unknown {
  return version === 'v2' ? reason : { unified: reason, raw: reason };
}

/** A `doGenerate` result of the major's specification version. */
export function generateResult(version: AiMajor['specificationVersion'], step: MockStep): unknown {
  if ('text' in step) return { content: [{ type: 'text', text: step.text }], finishReason: finishReason(version, 'stop'), usage: usage(version), warnings: [] };
  callCounter += 1;
  return {
    content: [{ type: 'tool-call', toolCallId: `call-${callCounter}`, toolName: step.toolCall.name, input: JSON.stringify(step.toolCall.input) }],
    finishReason: finishReason(version, 'tool-calls'),
    usage: usage(version),
    warnings: [],
  };
}

/** The stream parts of one step, ending with `finish`. */
export function streamParts(version: AiMajor['specificationVersion'], step: MockStep): StreamPartLike[] {
  const start = { type: 'stream-start', warnings: [] };
  if ('text' in step) {
    // Split into several deltas, as a provider would.
    const words = step.text.match(/\S+\s*/g) ?? [step.text];
    return [
      start,
      { type: 'text-start', id: 't1' },
      ...words.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
      { type: 'text-end', id: 't1' },
      { type: 'finish', finishReason: finishReason(version, 'stop'), usage: usage(version) },
    ] as StreamPartLike[];
  }
  callCounter += 1;
  return [
    start,
    { type: 'tool-call', toolCallId: `call-${callCounter}`, toolName: step.toolCall.name, input: JSON.stringify(step.toolCall.input) },
    { type: 'finish', finishReason: finishReason(version, 'tool-calls'), usage: usage(version) },
  ] as StreamPartLike[];
}

/** A readable stream of `parts`, closed after the last. */
export function streamOf(parts: readonly StreamPartLike[]): ReadableStream<StreamPartLike> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

/** A mock model answering with `steps`, one per call, for both generate and stream calls. */
export function mockModel(major: AiMajor, steps: readonly MockStep[]): MockModel {
  let generated = 0;
  let streamed = 0;
  const next = (index: number): MockStep => {
    const step = steps[Math.min(index, steps.length - 1)];
    if (step === undefined) throw new Error('mockModel needs at least one step');
    return step;
  };
  return new major.MockLanguageModel({
    doGenerate: async () => generateResult(major.specificationVersion, next(generated++)),
    doStream: async () => ({ stream: streamOf(streamParts(major.specificationVersion, next(streamed++))) }),
  } as never);
}

/** `wrapLanguageModel` of the major, typed for the scenarios. */
export function wrapWith(major: AiMajor, model: MockModel, middleware: HonchoMiddleware): MockModel {
  return major.wrapLanguageModel({ model, middleware } as never) as MockModel;
}
