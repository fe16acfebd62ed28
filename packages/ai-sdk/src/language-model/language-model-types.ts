/**
 * Minimal structural copies of the AI SDK's language-model types: only the
 * members this package reads or writes. Each is a supertype of the matching
 * type in `@ai-sdk/provider` 2 (`ai` 5, LanguageModelV2), 3 (`ai` 6, V3) and
 * 4 (`ai` 7, V4), so one middleware serves all three majors without this
 * package importing any of them (checked in `language-model-types.test-d.ts`).
 *
 * @module
 */

/** A part of a prompt message: text, a file, a tool call or result, reasoning... */
export interface PromptPartLike {
  /** `'text'`, `'file'`, `'reasoning'`, `'tool-call'`, `'tool-result'`, ... */
  readonly type: string;
  /** The text of `text` and `reasoning` parts. */
  readonly text?: string | undefined;
}

/**
 * A prompt message as a provider receives it: `system` messages carry a
 * string, every other role a list of parts.
 */
export interface PromptMessageLike {
  /** `'system'`, `'user'`, `'assistant'` or `'tool'`. */
  readonly role: string;
  /** A string for `system` messages; parts for the other roles. */
  readonly content: string | readonly PromptPartLike[];
}

/** The call options a language model receives (`LanguageModelV2CallOptions` ... `V4`). */
export interface CallOptionsLike {
  /** The whole conversation, rebuilt by the AI SDK on every step of a tool loop. */
  readonly prompt: readonly PromptMessageLike[];
  /** Per-provider options; this package reads its own under the `honcho` key. */
  readonly providerOptions?: Readonly<Record<string, unknown>> | undefined;
  /** Aborts the generation; memory calls made for it stop too. */
  readonly abortSignal?: AbortSignal | undefined;
}

/** A language model of any specification version. */
export interface LanguageModelLike {
  /** `'v2'` (`ai` 5), `'v3'` (`ai` 6) or `'v4'` (`ai` 7). */
  readonly specificationVersion: string;
  /** The provider, e.g. `'openai.chat'`. */
  readonly provider: string;
  /** The model, e.g. `'gpt-4o'`. */
  readonly modelId: string;
}

/** A piece of generated content: text, reasoning, a tool call... */
export interface ContentPartLike {
  /** `'text'`, `'reasoning'`, `'tool-call'`, ... */
  readonly type: string;
  /** The text of `text` parts. */
  readonly text?: string | undefined;
}

/** What `doGenerate` resolves to. */
export interface GenerateResultLike {
  /** Everything the model generated, in order. */
  readonly content: readonly ContentPartLike[];
  /** A string in V2; `{ unified, raw }` in V3 and V4. */
  readonly finishReason: unknown;
}

/** One part of a model's output stream. */
export interface StreamPartLike {
  /** `'text-delta'`, `'finish'`, `'error'`, ... */
  readonly type: string;
}

/** What `doStream` resolves to. */
export interface StreamResultLike {
  /** The model's output, part by part. */
  readonly stream: ReadableStream<StreamPartLike>;
}

/** The arguments of a middleware's `transformParams`. */
export interface TransformParamsArgs<P extends CallOptionsLike> {
  /** Whether the call is `generateText`-like or `streamText`-like. */
  type: 'generate' | 'stream';
  /** The call options as the AI SDK built them. */
  params: P;
  /** The model being called. */
  model: LanguageModelLike;
}

/** The arguments of a middleware's `wrapGenerate`. */
export interface WrapGenerateArgs<R extends GenerateResultLike> {
  /** Calls the model. */
  doGenerate: () => PromiseLike<R>;
  /** Calls the model in streaming mode (unused here). */
  doStream: () => PromiseLike<StreamResultLike>;
  /** The call options after `transformParams`. */
  params: CallOptionsLike;
  /** The model being called. */
  model: LanguageModelLike;
}

/** The arguments of a middleware's `wrapStream`. */
export interface WrapStreamArgs<S extends StreamResultLike> {
  /** Calls the model without streaming (unused here). */
  doGenerate: () => PromiseLike<GenerateResultLike>;
  /** Calls the model in streaming mode. */
  doStream: () => PromiseLike<S>;
  /** The call options after `transformParams`. */
  params: CallOptionsLike;
  /** The model being called. */
  model: LanguageModelLike;
}

/**
 * A language-model middleware that `wrapLanguageModel` from `ai` 5, 6 and 7
 * accepts.
 *
 * The methods are generic over the exact types of the major in use, so the
 * AI SDK's own types flow through unchanged: `transformParams` returns the
 * params type it was given, `wrapGenerate` the result type of the wrapped
 * model. `specificationVersion` is `'v3'` because `ai` 6 requires that
 * literal; `ai` 5 and 7 ignore the field.
 *
 * @example
 * ```ts
 * import { wrapLanguageModel } from 'ai';
 *
 * const model = wrapLanguageModel({ model: openai('gpt-4o'), middleware: honcho.middleware({ userId: 'alice' }) });
 * ```
 */
export interface HonchoMiddleware {
  /** Marks the middleware for `ai` 6; `ai` 5 and 7 do not read it. */
  readonly specificationVersion: 'v3';
  /** Injects Honcho's memory into the system prompt. */
  transformParams: <P extends CallOptionsLike>(options: TransformParamsArgs<P>) => Promise<P>;
  /** Saves the turn to the session after a successful generation. */
  wrapGenerate: <R extends GenerateResultLike>(options: WrapGenerateArgs<R>) => Promise<R>;
  /** Saves the turn to the session once the stream has finished cleanly. */
  wrapStream: <S extends StreamResultLike>(options: WrapStreamArgs<S>) => Promise<S>;
}
