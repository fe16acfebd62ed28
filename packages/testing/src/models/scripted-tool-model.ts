/** One function call the scripted model makes: the tool's name and its argument text (JSON). */
export interface ScriptedToolCall {
  name: string;
  arguments: string;
}

/** Options of {@link createScriptedToolModel}. */
export interface ScriptedToolModelOptions {
  /** The calls the model makes on the first turn of a conversation. */
  toolCalls: readonly ScriptedToolCall[];
}

/** A stand-in for a tool-calling model: what {@link createScriptedToolModel} returns. */
export interface ScriptedToolModel {
  /** Fetch-API handler for `POST …/chat/completions` and `POST …/responses`. */
  handler(request: Request): Promise<Response>;
  /** A `fetch` answering every request with {@link handler}, for `new OpenAI({ fetch })`. */
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
  /** Every request body received, in order. */
  readonly requests: Record<string, unknown>[];
}

/**
 * A scripted model speaking OpenAI's Chat Completions and Responses APIs,
 * for testing a tool loop without an LLM: a request without tool results
 * answers with `toolCalls`; a request carrying tool results answers with
 * text listing each one as `<call id>=<result>`, so a test sees exactly
 * what reached the model.
 *
 * @example
 * ```ts
 * const model = createScriptedToolModel({ toolCalls: [{ name: 'honcho_search', arguments: '{"query":"tea"}' }] });
 * const openai = new OpenAI({ apiKey: 'test', baseURL: 'http://model.test/v1', fetch: model.fetch });
 * ```
 */
export function createScriptedToolModel(options: ScriptedToolModelOptions): ScriptedToolModel {
  const requests: Record<string, unknown>[] = [];
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST') return openAIError(405, `${request.method} is not supported`);
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return openAIError(400, 'the body must be JSON');
    }
    requests.push(body);
    if (path.endsWith('/chat/completions')) return Response.json(chatCompletion(body, options.toolCalls));
    if (path.endsWith('/responses')) return Response.json(response(body, options.toolCalls));
    return openAIError(404, `no route ${path}`);
  };
  return {
    handler,
    fetch: (input, init) => handler(input instanceof Request && init === undefined ? input : new Request(input, init)),
    requests,
  };
}

function openAIError(status: number, message: string): Response {
  return Response.json({ error: { message, type: 'invalid_request_error', param: null, code: null } }, { status });
}

function chatCompletion(body: Record<string, unknown>, calls: readonly ScriptedToolCall[]): unknown {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: string; tool_call_id?: string; content?: unknown }[]) : [];
  const results = messages.filter((message) => message.role === 'tool');
  const message =
    results.length === 0
      ? {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: calls.map((call, index) => ({ id: `call_${index}`, type: 'function', function: { name: call.name, arguments: call.arguments } })),
        }
      : { role: 'assistant', content: results.map((result) => `${result.tool_call_id ?? ''}=${String(result.content)}`).join('\n'), refusal: null };
  return {
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    created: 0,
    model: String(body.model),
    choices: [{ index: 0, message, finish_reason: results.length === 0 ? 'tool_calls' : 'stop', logprobs: null }],
  };
}

function response(body: Record<string, unknown>, calls: readonly ScriptedToolCall[]): unknown {
  const input = Array.isArray(body.input) ? (body.input as { type?: string; call_id?: string; output?: unknown }[]) : [];
  const results = input.filter((item) => item.type === 'function_call_output');
  const output =
    results.length === 0
      ? calls.map((call, index) => ({ type: 'function_call', id: `fc_${index}`, call_id: `call_${index}`, name: call.name, arguments: call.arguments, status: 'completed' }))
      : [
          {
            type: 'message',
            id: 'msg_scripted',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: results.map((result) => `${result.call_id ?? ''}=${String(result.output)}`).join('\n'), annotations: [] }],
          },
        ];
  return { id: 'resp_scripted', object: 'response', created_at: 0, model: String(body.model), status: 'completed', output };
}
