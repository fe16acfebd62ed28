import type { ChatCompletionErrorResponse } from '@honcho-ai/api-types';
import { HonchoError } from '@honcho-ai/sdk-core';

/** The `type` of an OpenAI error body. OpenAI's own values, plus whatever a server sends. */
export type OpenAIErrorType = 'invalid_request_error' | 'authentication_error' | 'permission_error' | 'not_found_error' | 'rate_limit_error' | 'server_error' | (string & {});

/** Options of {@link OpenAICompatError}. */
export interface OpenAICompatErrorOptions {
  /** HTTP status to answer with. Default 400. */
  status?: number | undefined;
  /** OpenAI error type. Default `invalid_request_error`. */
  type?: OpenAIErrorType | undefined;
  /** The request field at fault (`model`, `messages[2].content`, `X-Honcho-Target`...), or `null`. */
  param?: string | null | undefined;
  /** Machine-readable code (`invalid_value`, `model_not_found`...), or `null`. */
  code?: string | null | undefined;
  /** Extra response headers, such as `Retry-After` or `x-request-id`. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** The error this one reports. */
  cause?: unknown;
}

/**
 * An error in the shape OpenAI's API answers with:
 * `{"error": {"message", "type", "param", "code"}}` and an HTTP status.
 *
 * The request mapper throws it for requests the endpoint refuses (tools,
 * `n > 1`, a bad model string...); {@link toOpenAIError} turns any other error,
 * such as a Honcho `NotFoundError`, into one. `toResponse()` gives the HTTP
 * answer; the `openai` client raises it as the matching class
 * (`BadRequestError`, `NotFoundError`...).
 *
 * @example
 * ```ts
 * try {
 *   toDialecticRequest({ model: 'workspace/app/peer/alice', messages, tools: [weatherTool] });
 * } catch (error) {
 *   if (OpenAICompatError.isInstance(error)) return error.toResponse(); // 400, param "tools"
 * }
 * ```
 */
export class OpenAICompatError extends HonchoError {
  static override readonly kind: string = 'OpenAICompatError';

  /** OpenAI error type, e.g. `invalid_request_error`. */
  readonly type: OpenAIErrorType;
  /** The request field at fault, or `null`. */
  readonly param: string | null;
  /** Extra response headers `toResponse()` sends. */
  readonly headers: Readonly<Record<string, string>>;
  /** The OpenAI-shaped body, as `toResponse()` sends it. */
  declare readonly body: ChatCompletionErrorResponse;

  constructor(message: string, options: OpenAICompatErrorOptions = {}) {
    const type = options.type ?? 'invalid_request_error';
    const param = options.param ?? null;
    const code = options.code ?? null;
    super(message, options.status ?? 400, {
      code: code ?? undefined,
      cause: options.cause,
      body: { error: { message, type, param, code } } satisfies ChatCompletionErrorResponse,
    });
    this.type = type;
    this.param = param;
    this.headers = { ...options.headers };
  }

  /** The HTTP answer: this error's status, its OpenAI-shaped JSON body and its extra headers. */
  toResponse(): Response {
    return new Response(JSON.stringify(this.body), {
      status: this.status,
      headers: { ...this.headers, 'content-type': 'application/json' },
    });
  }
}
