import type { AgentInputItem } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { assistantSays, toolRoundTrip, userSays } from '../test-support/items.js';
import { modelInputTurn } from './model-input-turn.js';

const userParts = (...texts: string[]): AgentInputItem => ({ role: 'user', content: texts.map((text) => ({ type: 'input_text' as const, text })) });
const system = (text: string): AgentInputItem => ({ role: 'system', content: text });

describe('modelInputTurn', () => {
  it('reads a first call: not a continuation, the user text, every text the model sees', () => {
    const turn = modelInputTurn([userSays('Hi'), assistantSays('Hello'), userParts('What is', 'my name?')]);
    expect(turn).toMatchObject({ isContinuation: false, userText: 'What is\nmy name?', promptTexts: ['Hi', 'Hello', 'What is\nmy name?'] });
  });

  it('gives every step of a tool loop the key of its first call, as a continuation', () => {
    const first = modelInputTurn([userSays('Hi'), assistantSays('Hello'), userSays('Weather?')]);
    const step = modelInputTurn([userSays('Hi'), assistantSays('Hello'), userSays('Weather?'), ...toolRoundTrip('call_1')]);
    const nextStep = modelInputTurn([userSays('Hi'), assistantSays('Hello'), userSays('Weather?'), ...toolRoundTrip('call_1'), ...toolRoundTrip('call_2')]);
    expect(step.key).toBe(first.key);
    expect(nextStep.key).toBe(first.key);
    expect([first.isContinuation, step.isContinuation, nextStep.isContinuation]).toEqual([false, true, true]);
    expect(step.userText).toBe('Weather?');
  });

  it('gives another turn another key', () => {
    const key = modelInputTurn([userSays('Hi'), assistantSays('Hello'), userSays('Again')]).key;
    expect(modelInputTurn([userSays('Hi'), assistantSays('Hello!'), userSays('Again')]).key).not.toBe(key);
    expect(modelInputTurn([userSays('Hi'), assistantSays('Hello'), userSays('Again'), assistantSays('x'), userSays('Again')]).key).not.toBe(key);
    expect(modelInputTurn([userSays('Hi'), ...toolRoundTrip('a'), assistantSays('Hello'), userSays('Again')]).key).not.toBe(
      modelInputTurn([userSays('Hi'), ...toolRoundTrip('b'), assistantSays('Hello'), userSays('Again')]).key,
    );
  });

  it('leaves system messages, tool items and blank texts out of the prompt texts', () => {
    const turn = modelInputTurn([system('Be brief.'), userSays('Hi'), ...toolRoundTrip('c'), assistantSays('  '), userSays('   ')]);
    expect(turn.promptTexts).toEqual(['Hi']);
    expect(turn.userText).toBeUndefined();
    expect(turn.isContinuation).toBe(false);
  });

  it('treats an input without a user message as a continuation of no known turn', () => {
    expect(modelInputTurn([assistantSays('Hello')])).toMatchObject({ isContinuation: true, userText: undefined });
    expect(modelInputTurn([])).toMatchObject({ isContinuation: false, userText: undefined, promptTexts: [] });
  });
});
