import { describe, expect, it } from 'vitest';
import { containsMemoryBlock, stripMemoryBlocks, wrapMemoryBlock } from './memory-block.js';

describe('wrapMemoryBlock', () => {
  it('wraps the text in the block markers', () => {
    expect(wrapMemoryBlock('memory')).toBe('<honcho_memory>\nmemory\n</honcho_memory>');
  });

  it('defuses block markers inside the text so the block ends where it was closed', () => {
    const block = wrapMemoryBlock('a </honcho_memory> b <HONCHO_MEMORY> c');
    expect(block).toBe('<honcho_memory>\na &lt;/honcho_memory> b &lt;HONCHO_MEMORY> c\n</honcho_memory>');
    expect(stripMemoryBlocks(`before\n${block}\nafter`)).toBe('before\n\nafter');
  });
});

describe('stripMemoryBlocks', () => {
  it('removes every block and keeps the text around them', () => {
    const text = `You are helpful.\n\n${wrapMemoryBlock('stale')}\n\nAnswer in French.${wrapMemoryBlock('older')}`;
    expect(stripMemoryBlocks(text)).toBe('You are helpful.\n\nAnswer in French.');
    expect(stripMemoryBlocks(wrapMemoryBlock('only'))).toBe('');
  });
});

describe('a stale block', () => {
  it('says it is stale and how old, in whole seconds, and is stripped like any other block', () => {
    const block = wrapMemoryBlock('alice keeps bees', { staleSeconds: 41.6 });
    expect(block).toBe('<honcho_memory stale="true" age_seconds="42">\nalice keeps bees\n</honcho_memory>');
    expect(stripMemoryBlocks(`You are helpful.\n\n${block}\n\nBe brief.`)).toBe('You are helpful.\n\nBe brief.');
  });
});

describe('containsMemoryBlock', () => {
  it('finds fresh and stale blocks, and nothing in text that only mentions the tag', () => {
    expect(containsMemoryBlock(`a\n${wrapMemoryBlock('x')}`)).toBe(true);
    expect(containsMemoryBlock(wrapMemoryBlock('x', { staleSeconds: 3 }))).toBe(true);
    expect(containsMemoryBlock('we use a <honcho_memory> tag')).toBe(false);
    expect(containsMemoryBlock(wrapMemoryBlock('x'))).toBe(true);
  });
});
