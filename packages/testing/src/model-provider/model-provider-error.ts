import { openAIError } from '../routes/chat-completion-routes.js';

const MARKER = Symbol.for('@honcho-ai/testing/ModelProviderRequestError');

/**
 * A request the stand-in model provider refuses, answered in OpenAI's error
 * shape (`{error: {message, type, param, code}}`). Parsers throw it; the
 * provider's handler turns it into the response, so every refusal looks like
 * the one a real OpenAI-compatible server would send.
 */
export class ModelProviderRequestError extends Error {
  readonly status: number;
  /** The request field at fault, in OpenAI's dotted spelling (`messages[2].content`), or `null`. */
  readonly param: string | null;
  readonly code: string | null;
  readonly type: string;

  constructor(message: string, options: { status?: number; param?: string | null; code?: string | null; type?: string } = {}) {
    super(message);
    this.name = 'ModelProviderRequestError';
    this.status = options.status ?? 400;
    this.param = options.param ?? null;
    this.code = options.code ?? null;
    this.type = options.type ?? 'invalid_request_error';
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** Cross-realm check (two copies of this package, or a VM context) that `instanceof` alone would miss. */
  static isInstance(value: unknown): value is ModelProviderRequestError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
  }

  /** The OpenAI-shaped response for this error. */
  toResponse(): Response {
    return openAIError(this.status, this.message, this.param, this.code, this.type);
  }
}

/** A 400 for one bad field; the shorthand the request parsers use. */
export function invalidField(message: string, param: string | null, code = 'invalid_value'): ModelProviderRequestError {
  return new ModelProviderRequestError(message, { param, code });
}
