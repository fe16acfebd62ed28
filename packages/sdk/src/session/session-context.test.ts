import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { Message } from '../message/message.js';
import { SessionContext } from './session-context.js';
import { SessionSummaries, Summary } from './summary.js';

const message = (id: string, peerId: string, content: string): Message =>
  new Message(id, content, peerId, 's1', 'w', {}, '2025-01-01T00:00:00Z', 3);

const summary = new Summary({ content: 'They discussed travel.', messageId: 'm0', summaryType: 'short', createdAt: '2025-01-01T00:00:00Z', tokenCount: 4 });

const full = new SessionContext(
  's1',
  [message('m1', 'alice', 'I moved to Lisbon, Portugal'), message('m2', 'bot', 'Welcome!'), message('m3', 'carol', 'Hi all')],
  summary,
  'Alice lives in Lisbon.',
  ['Name: Alice', 'Lives in Lisbon, Portugal', 'Vegetarian'],
);

describe('SessionContext.toOpenAI', () => {
  it('puts representation, card (one fact per line) and summary first, then the messages with roles and names', () => {
    expect(full.toOpenAI('bot')).toEqual([
      { role: 'system', content: '<peer_representation>Alice lives in Lisbon.</peer_representation>' },
      { role: 'system', content: '<peer_card>\n- Name: Alice\n- Lives in Lisbon, Portugal\n- Vegetarian\n</peer_card>' },
      { role: 'system', content: '<summary>They discussed travel.</summary>' },
      { role: 'user', name: 'alice', content: 'I moved to Lisbon, Portugal' },
      { role: 'assistant', name: 'bot', content: 'Welcome!' },
      { role: 'user', name: 'carol', content: 'Hi all' },
    ]);
  });

  it('accepts a Peer-like object for the assistant', () => {
    expect(full.toOpenAI({ id: 'alice' })[3]).toEqual({ role: 'assistant', name: 'alice', content: 'I moved to Lisbon, Portugal' });
  });

  it('leaves out what is absent, including an empty card', () => {
    const bare = new SessionContext('s1', [message('m1', 'alice', 'hi')], null, null, []);
    expect(bare.toOpenAI('bot')).toEqual([{ role: 'user', name: 'alice', content: 'hi' }]);
  });

  it('refuses an assistant that is not a peer', () => {
    expect(() => full.toOpenAI('' as string)).toThrow(HonchoValidationError);
    expect(() => full.toOpenAI({} as never)).toThrow(HonchoValidationError);
  });
});

describe('SessionContext.toAnthropic', () => {
  it('uses user messages for the context blocks and prefixes other peers with their id', () => {
    expect(full.toAnthropic('bot')).toEqual([
      { role: 'user', content: '<peer_representation>Alice lives in Lisbon.</peer_representation>' },
      { role: 'user', content: '<peer_card>\n- Name: Alice\n- Lives in Lisbon, Portugal\n- Vegetarian\n</peer_card>' },
      { role: 'user', content: '<summary>They discussed travel.</summary>' },
      { role: 'user', content: 'alice: I moved to Lisbon, Portugal' },
      { role: 'assistant', content: 'Welcome!' },
      { role: 'user', content: 'carol: Hi all' },
    ]);
  });
});

describe('SessionContext', () => {
  it('counts the summary as one message, as 2.5 did', () => {
    expect(full.length).toBe(4);
    expect(new SessionContext('s1', []).length).toBe(0);
  });

  it('maps the wire context', () => {
    const context = SessionContext.fromApiResponse('s1', {
      id: 's1',
      messages: [
        { id: 'm1', content: 'hi', peer_id: 'alice', session_id: 's1', workspace_id: 'w', metadata: {}, created_at: '2025-01-01T00:00:00Z', token_count: 1 },
      ],
      summary: { content: 'sum', message_id: 'm0', summary_type: 'long', created_at: '2025-01-01T00:00:00Z', token_count: 1 },
      peer_card: ['fact'],
    });
    expect(context.messages[0]).toBeInstanceOf(Message);
    expect(context.summary).toEqual(new Summary({ content: 'sum', messageId: 'm0', summaryType: 'long', createdAt: '2025-01-01T00:00:00Z', tokenCount: 1 }));
    expect(context.peerRepresentation).toBeNull();
    expect(context.peerCard).toEqual(['fact']);
    expect(String(context)).toBe('SessionContext(messages=1, summary=present)');
  });
});

describe('SessionSummaries', () => {
  it('maps both summaries, either of which may be missing', () => {
    const summaries = SessionSummaries.fromApiResponse({
      id: 's1',
      short_summary: { content: 'short', message_id: 'm9', summary_type: 'short', created_at: '2025-01-02T00:00:00Z', token_count: 7 },
    });
    expect(summaries.sessionId).toBe('s1');
    expect(summaries.shortSummary).toEqual(new Summary({ content: 'short', messageId: 'm9', summaryType: 'short', createdAt: '2025-01-02T00:00:00Z', tokenCount: 7 }));
    expect(summaries.longSummary).toBeNull();
    expect(String(summaries)).toBe("SessionSummaries(id='s1', short=present, long=none)");
  });
});
