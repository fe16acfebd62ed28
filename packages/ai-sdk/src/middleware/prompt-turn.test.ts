import { describe, expect, it } from 'vitest';
import type { PromptMessageLike } from '../language-model/language-model-types.js';
import { analyzePrompt, messageText } from './prompt-turn.js';

const text = (value: string) => ({ type: 'text', text: value });
const user = (value: string): PromptMessageLike => ({ role: 'user', content: [text(value)] });
const assistant = (value: string): PromptMessageLike => ({ role: 'assistant', content: [text(value)] });
const toolCall: PromptMessageLike = { role: 'assistant', content: [{ type: 'tool-call' }] };
const toolResult: PromptMessageLike = { role: 'tool', content: [{ type: 'tool-result' }] };
const system = (value: string): PromptMessageLike => ({ role: 'system', content: value });

describe('analyzePrompt', () => {
  it('reads a new turn: the last message is the user', () => {
    const turn = analyzePrompt([system('Be kind.'), user('Hi'), assistant('Hello'), user('How are you?')]);
    expect(turn.isContinuation).toBe(false);
    expect(turn.userText).toBe('How are you?');
    expect(turn.priorMessages).toBe(2);
    expect(turn.conversationTexts).toEqual(['Hi', 'Hello', 'How are you?']);
  });

  it('reads tool-loop steps as continuations of the same turn', () => {
    const step1 = analyzePrompt([user('Plan my day')]);
    const step2 = analyzePrompt([user('Plan my day'), toolCall, toolResult]);
    const step3 = analyzePrompt([system('memory'), user('Plan my day'), toolCall, toolResult, toolCall, toolResult]);
    expect([step1.isContinuation, step2.isContinuation, step3.isContinuation]).toEqual([false, true, true]);
    expect(step2.fingerprint).toBe(step1.fingerprint);
    expect(step3.fingerprint).toBe(step1.fingerprint);
    expect(step3.userText).toBe('Plan my day');
  });

  it('gives the same turn the same fingerprint and any other turn another', () => {
    const turn = analyzePrompt([user('Hi'), assistant('Hello'), user('Again')]);
    expect(analyzePrompt([user('Hi'), assistant('Hello'), user('Again')]).fingerprint).toBe(turn.fingerprint);
    expect(analyzePrompt([user('Hi'), assistant('Hello!'), user('Again')]).fingerprint).not.toBe(turn.fingerprint);
    expect(analyzePrompt([user('Hi'), assistant('Hello'), user('Again'), assistant('x'), user('Again')]).fingerprint).not.toBe(turn.fingerprint);
    expect(analyzePrompt([user('HiHello'), user('Again')]).fingerprint).not.toBe(turn.fingerprint);
  });

  it('treats a user message without text (an image) as having no input to save', () => {
    const turn = analyzePrompt([{ role: 'user', content: [{ type: 'file' }] }]);
    expect(turn.userText).toBeUndefined();
    expect(turn.isContinuation).toBe(false);
  });

  it('reads an empty prompt or one with no user message', () => {
    expect(analyzePrompt([]).isContinuation).toBe(false);
    expect(analyzePrompt([system('x'), assistant('Welcome!')])).toMatchObject({ isContinuation: true, userText: undefined, priorMessages: 0 });
  });
});

describe('messageText', () => {
  it('joins text parts and ignores the others', () => {
    expect(messageText({ role: 'user', content: [text('a'), { type: 'file' }, text('b')] })).toBe('a\nb');
    expect(messageText(system('plain'))).toBe('plain');
  });
});
