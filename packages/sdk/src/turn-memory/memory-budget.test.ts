import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { formatMemoryContext } from './format-memory.js';
import { wrapMemoryBlock } from './memory-block.js';
import { budgetMemoryBlock } from './memory-budget.js';
import type { HonchoMemoryContext } from './memory-context.js';

const memory: HonchoMemoryContext = {
  userId: 'alice',
  assistantId: 'assistant',
  sessionId: 'chat',
  observerId: 'assistant',
  representation: Array.from({ length: 30 }, (_, i) => `- alice mentioned fact number ${i}: she likes ${['tea', 'hiking', 'jazz', 'rye bread', 'the sea'][i % 5]}.`).join('\n'),
  peerCard: ['Name: Alice', 'Lives in Porto', 'Keeps bees', 'Vegetarian'],
  summary: 'Alice and the assistant planned a week of vegetarian dinners and talked about her bees.',
  messages: Array.from({ length: 40 }, (_, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), peerId: i % 2 === 0 ? 'alice' : 'assistant', content: `Message ${i}: ${'so much to say about the garden '.repeat(1 + (i % 4))}`, createdAt: '2026-12-01T10:00:00Z' })),
  sessionContext: undefined,
};

const render = (context: HonchoMemoryContext): string | undefined => {
  const text = formatMemoryContext(context);
  return text === '' ? undefined : wrapMemoryBlock(text);
};

describe('budgetMemoryBlock', () => {
  it('keeps every block it produces within the budget, counted over the whole block with o200k_base', () => {
    const full = countTokens(render(memory) as string);
    for (let budget = 40; budget <= full + 50; budget += 37) {
      const { block, trim } = budgetMemoryBlock(memory, budget, countTokens, render);
      if (block === undefined) {
        expect(trim.tokens).toBe(0);
        continue;
      }
      expect(countTokens(block), `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(trim.tokens).toBe(countTokens(block));
      expect(trim.tokensBefore).toBe(full);
    }
  });

  it('leaves out the oldest messages first, whole, then representation lines from the end, then card lines, then the summary', () => {
    const full = countTokens(render(memory) as string);
    const messagesOnly = budgetMemoryBlock(memory, full - 30, countTokens, render);
    expect(messagesOnly.trim).toMatchObject({ messages: expect.any(Number), representationLines: 0, cardLines: 0, summary: false });
    expect(messagesOnly.trim.messages).toBeGreaterThan(0);
    // The newest messages stay, each whole.
    expect(messagesOnly.block).toContain(memory.messages.at(-1)?.content.trimEnd());
    expect(messagesOnly.block).not.toContain('Message 0:');

    const noMessages = budgetMemoryBlock(memory, countTokens(render({ ...memory, messages: [] }) as string) - 20, countTokens, render);
    expect(noMessages.trim).toMatchObject({ messages: 40, cardLines: 0, summary: false });
    expect(noMessages.trim.representationLines).toBeGreaterThan(0);
    expect(noMessages.block).toContain('fact number 0:');
    expect(noMessages.block).not.toContain('fact number 29:');

    const tiny = budgetMemoryBlock(memory, 90, countTokens, render);
    expect(tiny.trim).toMatchObject({ messages: 40, representationLines: 30 });
    expect(tiny.block === undefined || countTokens(tiny.block) <= 90).toBe(true);
  });

  it('gives no block when even the framing does not fit, and the same block for the same input', () => {
    expect(budgetMemoryBlock(memory, 5, countTokens, render)).toMatchObject({ block: undefined, trim: { tokens: 0, summary: true } });
    const once = budgetMemoryBlock(memory, 500, countTokens, render);
    const again = budgetMemoryBlock(memory, 500, countTokens, render);
    expect(again).toEqual(once);
  });

  it('leaves a block that already fits as it is', () => {
    const full = countTokens(render(memory) as string);
    const { block, trim } = budgetMemoryBlock(memory, full, countTokens, render);
    expect(block).toBe(render(memory));
    expect(trim).toMatchObject({ messages: 0, representationLines: 0, cardLines: 0, summary: false, tokens: full });
  });
});
