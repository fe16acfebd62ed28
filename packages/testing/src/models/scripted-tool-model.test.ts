import { describe, expect, it } from 'vitest';
import { createScriptedToolModel } from './scripted-tool-model.js';

const post = (path: string, body: unknown): Request =>
  new Request(`http://model.test/v1${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('createScriptedToolModel', () => {
  const toolCalls = [{ name: 'lookup', arguments: '{"q":"tea"}' }];

  it('calls the tools first, then lists the results it was given (Chat Completions)', async () => {
    const model = createScriptedToolModel({ toolCalls });
    const first = (await (await model.fetch(post('/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'hi' }] }))).json()) as {
      choices: { message: { tool_calls: unknown[] }; finish_reason: string }[];
    };
    expect(first.choices[0]).toMatchObject({ finish_reason: 'tool_calls', message: { tool_calls: [{ id: 'call_0', type: 'function', function: toolCalls[0] }] } });
    const second = (await (await model.fetch(post('/chat/completions', { model: 'm', messages: [{ role: 'tool', tool_call_id: 'call_0', content: '42' }] }))).json()) as {
      choices: { message: { content: string }; finish_reason: string }[];
    };
    expect(second.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: 'call_0=42' } });
    expect(model.requests).toHaveLength(2);
  });

  it('does the same over the Responses API', async () => {
    const model = createScriptedToolModel({ toolCalls });
    const first = (await (await model.handler(post('/responses', { model: 'm', input: 'hi' }))).json()) as { output: unknown[] };
    expect(first.output).toEqual([{ type: 'function_call', id: 'fc_0', call_id: 'call_0', name: 'lookup', arguments: '{"q":"tea"}', status: 'completed' }]);
    const second = (await (await model.handler(post('/responses', { model: 'm', input: [{ type: 'function_call_output', call_id: 'call_0', output: 'ok' }] }))).json()) as {
      output: { content: { text: string }[] }[];
    };
    expect(second.output[0]?.content[0]?.text).toBe('call_0=ok');
  });

  it('answers other routes, methods and bodies with OpenAI-shaped errors', async () => {
    const model = createScriptedToolModel({ toolCalls });
    expect((await model.fetch(post('/embeddings', {}))).status).toBe(404);
    expect((await model.fetch('http://model.test/v1/chat/completions')).status).toBe(405);
    const bad = await model.fetch(new Request('http://model.test/v1/chat/completions', { method: 'POST', body: '{' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
