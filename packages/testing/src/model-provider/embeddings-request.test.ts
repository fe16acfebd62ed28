import { describe, expect, it } from 'vitest';
import { embeddingsBody, parseEmbeddingsRequest } from './embeddings-request.js';
import { base64ToFloat32 } from './float32-base64.js';

describe('parseEmbeddingsRequest', () => {
  it('reads every input form', () => {
    expect(parseEmbeddingsRequest({ model: 'e', input: 'a' }, 8).inputs).toEqual(['a']);
    expect(parseEmbeddingsRequest({ model: 'e', input: ['a', 'b'] }, 8).inputs).toEqual(['a', 'b']);
    expect(parseEmbeddingsRequest({ model: 'e', input: [1, 2] }, 8).inputs).toEqual([[1, 2]]);
    expect(parseEmbeddingsRequest({ model: 'e', input: [[1], [2, 3]] }, 8).inputs).toEqual([[1], [2, 3]]);
    expect(parseEmbeddingsRequest({ model: 'e', input: 'a', user: 'u', dimensions: 3 }, 8)).toMatchObject({ dimensions: 3, encodingFormat: 'float' });
  });

  it.each([
    [{ input: 'a' }, 'model'],
    [{ model: 'e' }, 'input'],
    [{ model: 'e', input: [] }, 'input'],
    [{ model: 'e', input: [{}] }, 'input[0]'],
    [{ model: 'e', input: 'a', dimensions: 0 }, 'dimensions'],
    [{ model: 'e', input: 'a', dimensions: 1.5 }, 'dimensions'],
    [{ model: 'e', input: 'a', encoding_format: 'int8' }, 'encoding_format'],
  ])('refuses %j at %s', (body, param) => {
    expect(() => parseEmbeddingsRequest(body, 8)).toThrow(expect.objectContaining({ status: 400, param }));
  });
});

describe('embeddingsBody', () => {
  it('answers a list of embeddings with usage, in either encoding', () => {
    const float = embeddingsBody(parseEmbeddingsRequest({ model: 'e', input: ['hello world', 'bye'], dimensions: 4 }, 8)) as { data: { index: number; embedding: number[] }[]; usage: { prompt_tokens: number } };
    expect(float).toMatchObject({ object: 'list', model: 'e', usage: { prompt_tokens: 4, total_tokens: 4 } });
    expect(float.data.map((item) => item.index)).toEqual([0, 1]);
    const base64 = embeddingsBody(parseEmbeddingsRequest({ model: 'e', input: ['hello world', 'bye'], dimensions: 4, encoding_format: 'base64' }, 8)) as { data: { embedding: string }[] };
    expect(Array.from(base64ToFloat32(base64.data[0]?.embedding ?? ''))).toEqual(float.data[0]?.embedding);
  });
});
