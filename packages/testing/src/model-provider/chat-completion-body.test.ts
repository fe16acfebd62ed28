import { describe, expect, it } from 'vitest';
import { chatCompletionBody, chatCompletionEvents, usageOf } from './chat-completion-body.js';
import { parseChatRequest } from './chat-request.js';
import type { ResolvedReply } from './chat-reply.js';

const identity = { id: 'chatcmpl-stub-1', created: 1, model: 'm' };
const TEXT: ResolvedReply = { content: 'Hello there, Alice.', toolCalls: [], finishReason: 'stop' };
const CALLS: ResolvedReply = { content: null, toolCalls: [{ id: 'call_1_0', name: 'search', arguments: '{"query":"a fairly long query text"}' }, { id: 'call_1_1', name: 'other', arguments: '{}' }], finishReason: 'tool_calls' };
const request = (body: Record<string, unknown> = {}) => parseChatRequest({ model: 'm', messages: [{ role: 'user', content: 'Hi there' }], ...body });
const payloads = (events: Iterable<string>) => [...events];

interface Chunk {
  object: string;
  usage?: unknown;
  choices: {
    delta: { role?: string; content?: string; tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[] };
    finish_reason: string | null;
  }[];
}

describe('chatCompletionBody', () => {
  it('answers n choices with the message and usage', () => {
    const body = chatCompletionBody(request({ n: 2 }), TEXT, identity);
    expect(body).toMatchObject({ id: 'chatcmpl-stub-1', object: 'chat.completion', created: 1, model: 'm' });
    expect(body.choices).toEqual([0, 1].map((index) => ({ index, message: { role: 'assistant', content: 'Hello there, Alice.', refusal: null }, finish_reason: 'stop', logprobs: null })));
    expect(body.usage).toEqual(usageOf(request({ n: 2 }), TEXT));
  });

  it('counts prompt and completion tokens', () => {
    const usage = usageOf(request(), TEXT);
    expect(usage.completion_tokens).toBe(5);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });
});

describe('chatCompletionEvents', () => {
  it('streams a role chunk, one chunk per word, a finish chunk, the usage chunk, then [DONE]', () => {
    const events = payloads(chatCompletionEvents(request({ stream: true, stream_options: { include_usage: true } }), TEXT, identity));
    expect(events.at(-1)).toBe('data: [DONE]\n\n');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')) as Chunk);
    expect(events.every((event) => event.startsWith('data: ') && event.endsWith('\n\n'))).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('Hello there, Alice.');
    expect(chunks.at(-2)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: usageOf(request(), TEXT) });
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null && chunk.object === 'chat.completion.chunk')).toBe(true);
  });

  it('streams tool calls as an id-and-name chunk then argument pieces that reassemble', () => {
    const chunks = payloads(chatCompletionEvents(request({ stream: true }), CALLS, identity))
      .slice(0, -1)
      .map((event) => JSON.parse(event.replace(/^data: /, '')) as Chunk);
    expect(chunks.every((chunk) => !('usage' in chunk))).toBe(true);
    const calls: { id?: string; name?: string; arguments: string }[] = [];
    for (const chunk of chunks) {
      for (const delta of chunk.choices[0]?.delta.tool_calls ?? []) {
        const call = (calls[delta.index] ??= { arguments: '' });
        if (delta.id) call.id = delta.id;
        if (delta.function?.name) call.name = delta.function.name;
        call.arguments += delta.function?.arguments ?? '';
      }
    }
    expect(calls).toEqual(CALLS.toolCalls);
    expect(chunks.filter((chunk) => chunk.choices[0]?.delta.tool_calls?.[0]?.index === 0).length).toBeGreaterThan(2);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });
});
