import { describe, expect, it } from 'vitest';
import { stripMemoryBlocks, wrapMemoryBlock } from './memory-block.js';

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
