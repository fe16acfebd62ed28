import { describe, expect, it } from 'vitest';
import { conversationEvidence, defaultAnswer, MAX_ANSWER_CHARS } from './conversation-evidence.js';

describe('conversationEvidence', () => {
  it('takes the last tagged block of the last user message as the material', () => {
    const evidence = conversationEvidence([
      { role: 'system', content: 'Instructions' },
      { role: 'user', content: 'Rules...\n<examples>\nfake: never use this\n</examples>\n<messages>\nalice: I like tea.\n\nbob: Me too.\n</messages>\nThanks' },
    ]);
    expect(evidence.lines).toEqual(['alice: I like tea.', 'bob: Me too.']);
    expect(defaultAnswer(evidence)).toBe('alice: I like tea.\nbob: Me too.');
  });

  it('puts the tool results since the last user message first', () => {
    const evidence = conversationEvidence([
      { role: 'user', content: 'old question' },
      { role: 'tool', content: 'stale result' },
      { role: 'user', content: 'What does Alice drink?' },
      { role: 'assistant', content: null },
      { role: 'tool', content: [{ type: 'text', text: 'Alice drinks sencha.' }] },
    ]);
    expect(evidence.toolResults).toEqual(['Alice drinks sencha.']);
    expect(evidence.lines).toEqual(['Alice drinks sencha.', 'What does Alice drink?']);
    expect(evidence.question).toBe('What does Alice drink?');
  });

  it('reads every message when there is no user message, and never answers with nothing', () => {
    expect(conversationEvidence([{ role: 'system', content: 'Summarise: the sky is blue.' }]).lines).toEqual(['Summarise: the sky is blue.']);
    expect(defaultAnswer(conversationEvidence([{ role: 'user', content: '   ' }]))).toBe('OK.');
  });

  it('cuts long answers', () => {
    expect(Array.from(defaultAnswer(conversationEvidence([{ role: 'user', content: 'é'.repeat(MAX_ANSWER_CHARS + 10) }])))).toHaveLength(MAX_ANSWER_CHARS);
  });

  it('quotes the memory block: the lines that share a word with the question, else its first three, each once', () => {
    const block = '<honcho_memory>\nWhat Honcho knows about "alice".\n<representation>\n- alice hikes on Saturdays\n- alice drinks dark roast coffee\n- alice is learning Portuguese\n- alice runs\n</representation>\n<recent_messages>\n[assistant] Noted.\n[assistant] Noted.\n</recent_messages>\n</honcho_memory>';
    const ask = (question: string) => defaultAnswer(conversationEvidence([{ role: 'system', content: `Be kind.\n${block}` }, { role: 'user', content: question }]));
    expect(ask('Which coffee do I like?')).toBe('From memory: "alice drinks dark roast coffee".');
    expect(ask('Plan my weekend')).toBe('From memory: "alice hikes on Saturdays"; "alice drinks dark roast coffee"; "alice is learning Portuguese".');
    expect(conversationEvidence([{ role: 'system', content: block }, { role: 'user', content: 'x' }]).memory).toEqual([
      'alice hikes on Saturdays',
      'alice drinks dark roast coffee',
      'alice is learning Portuguese',
      'alice runs',
      '[assistant] Noted.',
      '[assistant] Noted.',
    ]);
  });
});
