import type { z } from 'zod';
import type { HonchoFetch } from '../fetch/honcho-fetch.js';

// The part of the `openai` client the scenarios use, written structurally so
// that openai 6 and openai 7 (whose classes are nominally distinct) both fit
// without casts: the compiler checks each version against it.

/** Messages as the scenarios send them. */
export type MessageLike =
  | { role: 'system' | 'assistant'; content: string }
  | { role: 'user'; content: string | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }> };

/** A request body; `honcho_reasoning_level` is Honcho's extension, passed through untyped fields. */
export interface BodyLike {
  model: string;
  messages: MessageLike[];
  n?: number;
  tools?: Array<{ type: 'function'; function: { name: string; parameters?: Record<string, unknown> } }>;
  response_format?:
    | { type: 'text' }
    | { type: 'json_object' }
    | { type: 'json_schema'; json_schema: { name: string; schema?: Record<string, unknown>; strict?: boolean | null } };
}

/** `chat.completion`, as the client types it. */
export interface CompletionLike {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: Array<{ index: number; finish_reason: string | null; message: { role: string; content: string | null } }>;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | undefined;
}

/** A `json_schema` response format, as `zodResponseFormat` builds it. */
export interface JsonSchemaFormatLike {
  type: 'json_schema';
  json_schema: { name: string; schema?: Record<string, unknown>; strict?: boolean | null };
}

/** What `chat.completions.parse()` resolves to. */
export interface ParsedCompletionLike {
  choices: Array<{ message: { content: string | null; parsed: unknown } }>;
}

/** `chat.completion.chunk`, as the client types it. */
export interface ChunkLike {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: Array<{ index: number; finish_reason: string | null; delta: { role?: string | null | undefined; content?: string | null | undefined } }>;
}

/** Per-call options. */
export interface CallOptionsLike {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The client's `APIPromise`: awaitable, and with the raw response on request. */
export interface PendingLike<T> extends PromiseLike<T> {
  asResponse(): Promise<Response>;
}

/** `new OpenAI(...)`. */
export interface OpenAIClientLike {
  chat: {
    completions: {
      create(body: BodyLike & { stream?: false }, options?: CallOptionsLike): PendingLike<CompletionLike>;
      create(body: BodyLike & { stream: true }, options?: CallOptionsLike): PendingLike<AsyncIterable<ChunkLike>>;
      /** Structured output parsed by the client itself (`zodResponseFormat`). */
      parse(body: BodyLike & { response_format: JsonSchemaFormatLike }, options?: CallOptionsLike): PendingLike<ParsedCompletionLike>;
    };
  };
}

/** The error classes the scenarios expect. */
export type ErrorClassLike = abstract new (...args: never[]) => Error;

/** What the scenarios need from an `openai` package. */
export interface OpenAIPackageLike {
  /** Shown in test names, e.g. `openai 6`. */
  label: string;
  OpenAI: new (options: {
    baseURL: string;
    apiKey: string;
    maxRetries?: number;
    defaultHeaders?: Record<string, string>;
    fetch?: HonchoFetch | undefined;
  }) => OpenAIClientLike;
  APIError: ErrorClassLike;
  BadRequestError: ErrorClassLike;
  NotFoundError: ErrorClassLike;
  AuthenticationError: ErrorClassLike;
  /** `zodResponseFormat` from `openai/helpers/zod`. */
  zodResponseFormat: (schema: ZodObjectLike, name: string) => JsonSchemaFormatLike;
}

/** A zod schema the scenarios parse answers with. */
export type ZodObjectLike = z.ZodType<{ city: string; foods: string[] }>;
