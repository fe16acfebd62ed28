import { serveFetchHandler, type RunningServer } from '@honcho-ai/testing/node';

/** One function call the stub model makes: the tool and its argument text. */
export interface ScriptedCall {
  name: string;
  arguments: string;
}

/** A local stand-in for a tool-calling model, speaking Chat Completions and Responses. */
export interface ToolCallingModel {
  url: string;
  /** Every request body the model received, in order. */
  requests: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * Starts a stub model: the first request of a conversation (one without tool
 * results) answers with `calls` as tool calls; a request carrying tool
 * results answers with text listing each result, so a test can check what
 * reached the model.
 */
export async function startToolCallingModel(calls: readonly ScriptedCall[]): Promise<ToolCallingModel> {
  const requests: Record<string, unknown>[] = [];
  const server: RunningServer = await serveFetchHandler(async (request) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push(body);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/chat/completions')) return Response.json(chatCompletion(body, calls));
    if (path.endsWith('/responses')) return Response.json(response(body, calls));
    return Response.json({ error: { message: `no route ${path}`, type: 'invalid_request_error' } }, { status: 404 });
  });
  return { url: `${server.url}/v1`, requests, close: () => server.close() };
}

function chatCompletion(body: Record<string, unknown>, calls: readonly ScriptedCall[]): unknown {
  const messages = body.messages as { role: string; tool_call_id?: string; content?: string }[];
  const results = messages.filter((message) => message.role === 'tool');
  const message =
    results.length === 0
      ? {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((call, index) => ({ id: `call_${index}`, type: 'function', function: { name: call.name, arguments: call.arguments } })),
        }
      : { role: 'assistant', content: results.map((result) => `${result.tool_call_id ?? ''}=${result.content ?? ''}`).join('\n') };
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 0,
    model: String(body.model),
    choices: [{ index: 0, message, finish_reason: results.length === 0 ? 'tool_calls' : 'stop', logprobs: null }],
  };
}

function response(body: Record<string, unknown>, calls: readonly ScriptedCall[]): unknown {
  const input = Array.isArray(body.input) ? (body.input as { type?: string; call_id?: string; output?: string }[]) : [];
  const results = input.filter((item) => item.type === 'function_call_output');
  const output =
    results.length === 0
      ? calls.map((call, index) => ({ type: 'function_call', id: `fc_${index}`, call_id: `call_${index}`, name: call.name, arguments: call.arguments, status: 'completed' }))
      : [
          {
            type: 'message',
            id: 'msg_1',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: results.map((result) => `${result.call_id ?? ''}=${result.output ?? ''}`).join('\n'), annotations: [] }],
          },
        ];
  return { id: 'resp_stub', object: 'response', created_at: 0, model: String(body.model), status: 'completed', output };
}
