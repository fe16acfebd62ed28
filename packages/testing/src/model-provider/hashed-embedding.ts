import { tokenize } from '../dialectic/tokenize.js';

/** Weight of a word feature against a character-trigram feature: shared words count most. */
const WORD_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.35;

/**
 * A deterministic embedding: a hashed bag of features, normalised to unit
 * length, as a `Float32Array` (the precision an embedding API sends).
 *
 * Features are the text's stemmed words (the emulator's `tokenize`, so
 * `loves` and `loved` match) and its character trigrams (so spelling
 * variants and shared word parts still count). Each is hashed (FNV-1a) to a
 * dimension and a sign, so texts sharing words point the same way: the same
 * text always gives the same vector, and related texts have a higher cosine
 * than unrelated ones. Token arrays hash their token ids instead.
 * Text without features (empty, punctuation) gets a fixed unit vector, never
 * a zero one a vector store could not normalise.
 */
export function hashedEmbedding(input: string | readonly number[], dimensions: number): Float32Array {
  const vector = new Float64Array(dimensions);
  const add = (feature: string, weight: number) => {
    const hash = fnv1a(feature);
    const sign = (hash & 1) === 0 ? 1 : -1;
    const slot = (hash >>> 1) % dimensions;
    vector[slot] = (vector[slot] ?? 0) + sign * weight;
  };
  if (typeof input === 'string') {
    for (const word of tokenize(input)) add(`w:${word}`, WORD_WEIGHT);
    const squashed = ` ${input.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
    const chars = Array.from(squashed);
    for (let index = 0; index + 3 <= chars.length; index++) add(`c:${chars.slice(index, index + 3).join('')}`, TRIGRAM_WEIGHT);
  } else {
    for (const token of input) add(`t:${token}`, WORD_WEIGHT);
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  if (norm === 0) {
    add('empty', 1);
    norm = 1;
  }
  const scale = 1 / Math.sqrt(norm);
  return Float32Array.from(vector, (value) => value * scale);
}

/** 32-bit FNV-1a over the UTF-16 code units: tiny, fast and the same on every runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
