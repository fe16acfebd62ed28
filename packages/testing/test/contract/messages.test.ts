import { describe, expect, it } from 'vitest';
import { issues, useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();
const S = '/v3/workspaces/mw/sessions/main';

describe('POST .../messages', () => {
  it('stores a batch in order (201), creating the workspace, session and sender peers', async () => {
    const reply = await api('POST', `${S}/messages`, {
      messages: [
        { peer_id: 'alice', content: 'Hello there', metadata: { mood: 'happy' } },
        { peer_id: 'bot', content: 'Hi!\u0000', created_at: '2024-05-01T12:00:00Z' },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        content: 'Hello there',
        peer_id: 'alice',
        session_id: 'main',
        workspace_id: 'mw',
        metadata: { mood: 'happy' },
        created_at: expect.any(String),
        token_count: 3,
      },
      expect.objectContaining({ content: 'Hi!', created_at: '2024-05-01T12:00:00.000Z', token_count: 1 }),
    ]);
    expect(Object.keys(emulator().store.sessionPeers('mw', 'main'))).toEqual(['alice', 'bot']);
  });

  it('also accepts the legacy trailing-slash route', async () => {
    expect((await api('POST', `${S}/messages/`, { messages: [{ peer_id: 'alice', content: 'slash' }] })).status).toBe(201);
  });

  it.each<[string, unknown, { type: string; loc: (string | number)[] }[]]>([
    ['an empty batch', { messages: [] }, [{ type: 'too_short', loc: ['body', 'messages'] }]],
    ['101 messages', { messages: Array.from({ length: 101 }, () => ({ peer_id: 'a', content: 'x' })) }, [{ type: 'too_long', loc: ['body', 'messages'] }]],
    ['25,001 characters', { messages: [{ peer_id: 'a', content: 'x'.repeat(25_001) }] }, [{ type: 'string_too_long', loc: ['body', 'messages', 0, 'content'] }]],
    ['a missing peer_id', { messages: [{ content: 'x' }] }, [{ type: 'missing', loc: ['body', 'messages', 0, 'peer_id'] }]],
    ['a bad created_at', { messages: [{ peer_id: 'a', content: 'x', created_at: 'yesterday' }] }, [{ type: 'datetime_from_date_parsing', loc: ['body', 'messages', 0, 'created_at'] }]],
    [
      'two bad messages',
      { messages: [{ peer_id: 'a', content: 1 }, { peer_id: 2, content: 'x' }] },
      [
        { type: 'string_type', loc: ['body', 'messages', 0, 'content'] },
        { type: 'string_type', loc: ['body', 'messages', 1, 'peer_id'] },
      ],
    ],
  ])('rejects %s, writing nothing', async (_name, body, expected) => {
    const before = emulator().store.counts().messages;
    const reply = await api('POST', `${S}/messages`, body);
    expect(reply.status).toBe(422);
    expect(issues(reply)).toEqual(expected);
    expect(emulator().store.counts().messages).toBe(before);
  });

  it('accepts exactly 100 messages and exactly 25,000 characters', async () => {
    expect((await api('POST', '/v3/workspaces/mw/sessions/limits/messages', { messages: Array.from({ length: 100 }, (_, i) => ({ peer_id: 'a', content: `m${i}` })) })).status).toBe(201);
    const long = await api('POST', '/v3/workspaces/mw/sessions/limits/messages', { messages: [{ peer_id: 'a', content: 'y'.repeat(25_000) }] });
    expect(long.body[0].token_count).toBe(6250);
  });
});

describe('list, get and update messages', () => {
  it('pages oldest first, reverse for newest first, with filters', async () => {
    const page = await api('POST', '/v3/workspaces/mw/sessions/limits/messages/list?page=2&size=30');
    expect(page.body).toMatchObject({ total: 101, page: 2, size: 30, pages: 4 });
    expect(page.body.items[0].content).toBe('m30');
    const newest = await api('POST', '/v3/workspaces/mw/sessions/limits/messages/list?reverse=true&size=1');
    expect(newest.body.items[0].content).toHaveLength(25_000);
    const filtered = await api('POST', `${S}/messages/list`, { filters: { peer_id: 'bot', metadata: {} } });
    expect(filtered.body.items.map((m: { content: string }) => m.content)).toEqual(['Hi!']);
    const dated = await api('POST', `${S}/messages/list`, { filters: { created_at: { lt: '2025-01-01' } } });
    expect(dated.body.total).toBe(1);
    expect((await api('POST', '/v3/workspaces/mw/sessions/ghost/messages/list')).status).toBe(404);
  });

  it('gets one message and overwrites its metadata', async () => {
    const [first] = (await api('POST', `${S}/messages/list`)).body.items;
    expect((await api('GET', `${S}/messages/${first.id}`)).body).toEqual(first);
    const updated = await api('PUT', `${S}/messages/${first.id}`, { metadata: { edited: true } });
    expect(updated.body).toEqual({ ...first, metadata: { edited: true } });
    const missing = await api('GET', `${S}/messages/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain('nope');
    expect((await api('PUT', `${S}/messages/nope`, { metadata: {} })).status).toBe(404);
  });
});

describe('POST .../messages/upload', () => {
  const upload = (file: Blob, name: string, fields: Record<string, string> = { peer_id: 'alice' }) => {
    const form = new FormData();
    form.append('file', file, name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', form);
  };

  it('turns a text file into messages of at most 25,000 characters (201)', async () => {
    const paragraph = 'word '.repeat(2000).trim();
    const text = Array.from({ length: 6 }, () => paragraph).join('\n\n');
    const reply = await upload(new Blob([text], { type: 'text/plain' }), 'notes.txt', {
      peer_id: 'alice',
      metadata: '{"source": "upload"}',
      configuration: 'not json',
      created_at: '2024-01-02T03:04:05Z',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.length).toBeGreaterThan(1);
    for (const message of reply.body) {
      expect(message.content.length).toBeLessThanOrEqual(25_000);
      expect(message).toMatchObject({ peer_id: 'alice', metadata: { source: 'upload' }, created_at: '2024-01-02T03:04:05.000Z' });
    }
    expect(reply.body.map((m: { content: string }) => m.content).join('\n\n')).toBe(text);
  });

  it('accepts JSON files', async () => {
    const reply = await upload(new Blob(['{"a": 1}'], { type: 'application/json' }), 'data.json');
    expect(reply.body.map((m: { content: string }) => m.content)).toEqual(['{"a": 1}']);
  });

  it('extracts the text of a simple PDF', async () => {
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Hello from a PDF) Tj ET\nendstream\nendobj\n%%EOF';
    const reply = await upload(new Blob([pdf], { type: 'application/pdf' }), 'doc.pdf');
    expect(reply.status).toBe(201);
    expect(reply.body[0].content).toBe('Hello from a PDF');
  });

  it('answers 422 for a PDF without extractable text', async () => {
    const reply = await upload(new Blob(['%PDF-1.4 nothing here'], { type: 'application/pdf' }), 'empty.pdf');
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toContain('PDF');
  });

  it('answers 415 for other types and 413 above 5 MiB', async () => {
    const image = await upload(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    expect(image.status).toBe(415);
    expect(image.body.detail).toContain('image/png');
    const big = await upload(new Blob([new Uint8Array(5_242_881)], { type: 'text/plain' }), 'big.txt');
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: expect.stringContaining('5242880') });
    const exact = await upload(new Blob(['a'.repeat(5_242_880)], { type: 'text/plain' }), 'exact.txt');
    expect(exact.status).toBe(201);
  });

  it('requires the file and peer_id fields', async () => {
    const form = new FormData();
    form.append('metadata', '{}');
    const reply = await api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', form);
    expect(issues(reply)).toEqual([
      { type: 'missing', loc: ['body', 'file'] },
      { type: 'missing', loc: ['body', 'peer_id'] },
    ]);
  });
});
