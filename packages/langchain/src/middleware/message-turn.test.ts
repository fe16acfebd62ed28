import { AIMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { finalReply, messageTurn } from './message-turn.js';

const call = new AIMessage({ content: '', tool_calls: [{ id: 'call_1', name: 'honcho_search', args: { query: 'diet' }, type: 'tool_call' }] });
const result = new ToolMessage({ content: '{"messages":[]}', tool_call_id: 'call_1' });

describe('messageTurn', () => {
  it('gives every step of a tool loop the key of the turn, and marks the later steps as continuations', () => {
    const start = messageTurn([new HumanMessage('What do I eat?')]);
    const later = messageTurn([new HumanMessage('What do I eat?'), call, result]);
    expect(later.key).toBe(start.key);
    expect(start).toMatchObject({ userText: 'What do I eat?', isContinuation: false });
    expect(later).toMatchObject({ userText: 'What do I eat?', isContinuation: true });
  });

  it('gives a new user message, or a different conversation before it, another key', () => {
    const first = messageTurn([new HumanMessage('Hi')]);
    expect(messageTurn([new HumanMessage('Hi'), new AIMessage('Hello'), new HumanMessage('Hi')]).key).not.toBe(first.key);
    expect(messageTurn([new HumanMessage('Hello')]).key).not.toBe(first.key);
  });

  it('lists the human and AI texts the model already sees, so the memory block leaves them out', () => {
    expect(messageTurn([new HumanMessage('I am Ada.'), new AIMessage('Hello, Ada.'), new HumanMessage('Who am I?'), call, result]).promptTexts).toEqual([
      'I am Ada.',
      'Hello, Ada.',
      'Who am I?',
    ]);
  });

  it('has no user text when the turn has no human message with text', () => {
    expect(messageTurn([]).userText).toBeUndefined();
    expect(messageTurn([new HumanMessage('  ')]).userText).toBeUndefined();
  });
});

describe('finalReply', () => {
  it('is the last AI text after the turn’s human message, or nothing', () => {
    expect(finalReply([new HumanMessage('Hi'), call, result, new AIMessage('Found nothing.')])).toBe('Found nothing.');
    expect(finalReply([new HumanMessage('Hi'), new AIMessage('Earlier.'), new HumanMessage('Again')])).toBe('');
  });
});
