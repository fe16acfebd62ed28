import { mulberry32 } from '../random/mulberry32.js';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/**
 * IDs shaped like the server's nanoids (21 URL-safe characters), drawn from a
 * seeded PRNG so that a run which makes the same calls gets the same IDs.
 */
export function createIdGenerator(seed: number): () => string {
  const random = mulberry32(seed);
  return () => {
    let id = '';
    for (let index = 0; index < 21; index += 1) id += ALPHABET[Math.floor(random() * 64)];
    return id;
  };
}
