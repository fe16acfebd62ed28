import type { MessageResponse } from '@honcho-ai/api-types';
import { describe, expect, it } from 'vitest';
import { Message } from './message.js';

const wire: MessageResponse = {
  id: 'm1',
  content: 'Hello there',
  peer_id: 'alice',
  session_id: 's1',
  workspace_id: 'w1',
  metadata: { mood: 'happy' },
  created_at: '2025-01-01T00:00:00Z',
  token_count: 3,
};

describe('Message', () => {
  it('maps the wire message to the 2.5 fields', () => {
    const message = Message.fromApiResponse(wire);
    expect(message).toBeInstanceOf(Message);
    expect({ ...message }).toEqual({
      id: 'm1',
      content: 'Hello there',
      peerId: 'alice',
      sessionId: 's1',
      workspaceId: 'w1',
      metadata: { mood: 'happy' },
      createdAt: '2025-01-01T00:00:00Z',
      tokenCount: 3,
    });
  });

  it('keeps the wire object reachable without changing JSON output', () => {
    const message = Message.fromApiResponse({ ...wire, extra_field: 1 } as MessageResponse);
    expect(message.raw).toMatchObject({ id: 'm1', extra_field: 1 });
    expect(JSON.parse(JSON.stringify(message))).toEqual({ ...message });
    expect(Object.keys(message)).not.toContain('raw');
  });

  it('builds raw from the fields for a hand-made message', () => {
    const message = new Message('m2', 'x', 'bob', 's', 'w', {}, '2025-01-01T00:00:00Z', 1);
    expect(message.raw).toEqual({ id: 'm2', content: 'x', peer_id: 'bob', session_id: 's', workspace_id: 'w', metadata: {}, created_at: '2025-01-01T00:00:00Z', token_count: 1 });
  });

  it('prints like 2.5, truncating long content', () => {
    expect(String(Message.fromApiResponse(wire))).toBe("Message(id='m1', peerId='alice', content='Hello there')");
    const long = Message.fromApiResponse({ ...wire, content: 'a'.repeat(60) });
    expect(long.toString()).toBe(`Message(id='m1', peerId='alice', content='${'a'.repeat(50)}...')`);
  });
});
