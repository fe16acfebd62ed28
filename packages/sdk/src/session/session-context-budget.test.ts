import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { Message } from '../message/message.js';
import { runtimeContextBudget } from './runtime-context-budget.js';
import { budgetSessionContext } from './session-context-budget.js';
import { SessionContext } from './session-context.js';
import { sentTokens } from './test-support/sent-tokens.js';
import { Summary } from './summary.js';

// The summary, which the emulator never writes, is what this adds to the HTTP test beside it
// (context-max-tokens.integration.test.ts): it goes last, after every message, line of
// representation and line of card.

const messages = Array.from(
  { length: 12 },
  (_, i) => new Message(`m${i}`, `Message ${i}: ${'we talked about the allotment '.repeat(1 + (i % 3))}`, i % 2 === 0 ? 'dana' : 'agent', 'chat', 'ws', {}, '2026-12-01T10:00:00Z', 0),
);
const summary = new Summary({ content: 'Dana and the agent planned her allotment for spring: beans, chard and a new water butt.', messageId: 'm0', summaryType: 'short', createdAt: '2026-12-01T10:00:00Z', tokenCount: 20 });
const context = new SessionContext('chat', messages, summary, 'Dana grows beans.\nDana lives in Oslo.\nDana keeps a diary.', ['Name: Dana', 'Gardener', 'Oslo']);

describe('budgetSessionContext', () => {
  it('leaves out every message, line of representation and line of card before the summary', () => {
    const summaryOnly = countTokens(`<summary>${summary.content}</summary>`);
    const fitted = budgetSessionContext(context, summaryOnly, countTokens);
    expect(fitted.trimmed).toEqual({ maxTokens: summaryOnly, tokens: summaryOnly, tokensBefore: sentTokens(context).bound, messages: 12, representationLines: 3, cardLines: 3, summary: false });
    expect(fitted.summary).toBe(summary);
    expect(fitted.messages).toEqual([]);
    expect(fitted.peerRepresentation).toBeNull();
    expect(fitted.peerCard).toEqual([]);

    const nothing = budgetSessionContext(context, summaryOnly - 1, countTokens);
    expect(nothing.trimmed).toMatchObject({ tokens: 0, summary: true, messages: 12, representationLines: 3, cardLines: 3 });
    expect(nothing.summary).toBeNull();
    expect(nothing.toOpenAI('agent')).toEqual([]);
  });

  it('bounds what toOpenAI() and toAnthropic() produce for either peer as the assistant, under every budget', () => {
    const full = sentTokens(context).bound;
    for (let maxTokens = 1; maxTokens <= full + 5; maxTokens += 7) {
      const fitted = budgetSessionContext(context, maxTokens, countTokens);
      const sent = sentTokens(fitted);
      expect(sent.most, `maxTokens ${maxTokens}`).toBeLessThanOrEqual(maxTokens);
      expect(fitted.trimmed?.tokens).toBe(sent.bound);
      expect(budgetSessionContext(context, maxTokens, countTokens)).toEqual(fitted);
    }
  });

  it('refuses a budget that is not a positive integer, or no counter, naming the field', () => {
    for (const maxTokens of [0, 2.5, Number.NaN]) expect(() => budgetSessionContext(context, maxTokens, countTokens)).toThrow(/maxTokens: must be/);
    expect(() => budgetSessionContext(context, 100, undefined as never)).toThrow(HonchoValidationError);
    expect(() => budgetSessionContext(context, 100, undefined as never)).toThrow(/countTokens: must be a function/);
  });
});

describe('runtimeContextBudget', () => {
  it('imports the budget and the tokenizer by package name at run time, as session.context({ maxTokens }) does', async () => {
    const fit = await runtimeContextBudget();
    expect(fit(context, 60).trimmed).toEqual(budgetSessionContext(context, 60, countTokens).trimmed);
  });

  it('names maxTokens, and the way out, where the package cannot be imported at run time (a bundled app)', async () => {
    const failed = await runtimeContextBudget('@honcho-ai/not-installed').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(HonchoValidationError);
    expect((failed as HonchoValidationError).message).toMatch(/maxTokens: cannot be applied here: the tokenizer did not load at run time \(.*\)\. In a bundled app, use budgetSessionContext\(context, maxTokens, await loadTokenCounter\(\)\)/);
  });
});
