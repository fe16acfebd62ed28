import type { ChatCompletionChunk } from '@honcho-ai/api-types';
import { describe, expect, it } from 'vitest';
import { chatCompletionEventStream, toChatCompletion } from './chat-completions.js';
import { eventPayloads, readChunks } from './test-support/read-stream.js';

const meta = { model: 'workspace/my-app/peer/user-123', id: 'chatcmpl-honcho-abc123', created: 1711324800 };
const head = '{"id":"chatcmpl-honcho-abc123","object":"chat.completion.chunk","created":1711324800,"model":"workspace/my-app/peer/user-123","choices":[{"index":0,';

describe('toChatCompletion', () => {
  it('builds the chat.completion object of the spec', () => {
    expect(toChatCompletion({ content: 'The user enjoys sushi and dark roast coffee.' }, meta)).toEqual({
      id: 'chatcmpl-honcho-abc123',
      object: 'chat.completion',
      created: 1711324800,
      model: 'workspace/my-app/peer/user-123',
      choices: [{ index: 0, message: { role: 'assistant', content: 'The user enjoys sushi and dark roast coffee.' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('keeps a null answer null', () => {
    expect(toChatCompletion({ content: null }, meta).choices[0]?.message.content).toBeNull();
  });

  it('serialises keys in OpenAI order', () => {
    expect(JSON.stringify(toChatCompletion({ content: 'x' }, meta))).toBe(
      '{"id":"chatcmpl-honcho-abc123","object":"chat.completion","created":1711324800,"model":"workspace/my-app/peer/user-123",' +
        '"choices":[{"index":0,"message":{"role":"assistant","content":"x"},"finish_reason":"stop"}],"usage":{"prompt_tokens":0,"completion_tokens":0,"total_tokens":0}}',
    );
  });
});

describe('chatCompletionEventStream', () => {
  it('sends the role chunk, content chunks, the finish chunk and [DONE], byte for byte', async () => {
    const chunks = await readChunks(chatCompletionEventStream({ content: 'The user enjoys sushi.' }, meta));
    expect(chunks).toEqual([
      `data: ${head}"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{"content":"The"},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{"content":" user"},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{"content":" enjoys"},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{"content":" sushi."},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{},"finish_reason":"stop"}]}\n\n`,
      'data: [DONE]\n\n',
    ]);
  });

  it('sends no content chunks for a null answer', async () => {
    const chunks = await readChunks(chatCompletionEventStream({ content: null }, meta));
    expect(chunks).toEqual([
      `data: ${head}"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n`,
      `data: ${head}"delta":{},"finish_reason":"stop"}]}\n\n`,
      'data: [DONE]\n\n',
    ]);
  });

  it('streams JSON answers in fixed chunks that rebuild the JSON, keeping non-ASCII as is', async () => {
    const content = '{"food":"café","sentiment":"loves"}';
    const payloads = eventPayloads(await readChunks(chatCompletionEventStream({ content }, { ...meta, chunkChars: 5 }))) as ChatCompletionChunk[];
    expect(payloads.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe(content);
    expect(new Set(payloads.map((chunk) => chunk.id))).toEqual(new Set([meta.id]));
    expect(payloads.at(-1)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const reader = chatCompletionEventStream({ content: 'a b c d e f' }, { ...meta, signal: controller.signal }).getReader();
    await reader.read();
    controller.abort(new Error('bye'));
    await expect(reader.read()).rejects.toThrow('bye');
  });
});
