import { describe, expect, it } from 'vitest';
import { hashedEmbedding } from './hashed-embedding.js';

const cosine = (x: Float32Array, y: Float32Array) => x.reduce((sum, value, index) => sum + value * (y[index] ?? 0), 0);

describe('hashedEmbedding', () => {
  it('is deterministic, unit length and as long as asked', () => {
    const vector = hashedEmbedding('Alice has a dog named Rover', 256);
    expect(vector).toHaveLength(256);
    expect(cosine(vector, vector)).toBeCloseTo(1, 5);
    expect(Array.from(hashedEmbedding('Alice has a dog named Rover', 256))).toEqual(Array.from(vector));
  });

  it('puts texts sharing words closer than unrelated ones', () => {
    const query = hashedEmbedding('What pets does Alice have?', 1536);
    const related = hashedEmbedding('Alice has two pets, a dog and a cat', 1536);
    const unrelated = hashedEmbedding('Quarterly revenue grew in the European market', 1536);
    expect(cosine(query, related)).toBeGreaterThan(cosine(query, unrelated));
    // Word forms match through stemming.
    expect(cosine(hashedEmbedding('she loves hiking', 512), hashedEmbedding('she loved hiking', 512))).toBeGreaterThan(0.6);
  });

  it('never returns a zero vector, and embeds token arrays', () => {
    const blank = hashedEmbedding('', 8);
    expect(cosine(blank, blank)).toBeCloseTo(1, 5);
    expect(cosine(hashedEmbedding([1, 2, 3], 64), hashedEmbedding([1, 2, 3], 64))).toBeCloseTo(1, 5);
    expect(cosine(hashedEmbedding([1, 2, 3], 64), hashedEmbedding([1, 2, 4], 64))).toBeLessThan(0.9);
  });
});
