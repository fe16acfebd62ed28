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
      expect.objectContaining({ content: 'Hi!', created_at: '2024-05-01T12:00:00Z', token_count: 1 }),
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

describe('created_at given by the client', () => {
  const create = (createdAt: unknown) =>
    api('POST', '/v3/workspaces/mw/sessions/dates/messages', { messages: [{ peer_id: 'alice', content: 'x', created_at: createdAt }] });

  it.each<[unknown, string, string]>([
    ['2021-06-01T12:00:00Z', '2021-06-01T12:00:00Z', '2021-06-01T12:00:00Z'],
    ['2021-06-01T12:00:00+02:00', '2021-06-01T12:00:00+02:00', '2021-06-01T10:00:00Z'],
    ['2021-06-01T12:00:00', '2021-06-01T12:00:00', '2021-06-01T12:00:00Z'],
    ['2021-06-01', '2021-06-01T00:00:00', '2021-06-01T00:00:00Z'],
    ['2021-06-01T12:00:00.123456789Z', '2021-06-01T12:00:00.123456Z', '2021-06-01T12:00:00.123456Z'],
    [1600000000.5, '2020-09-13T12:26:40.500000Z', '2020-09-13T12:26:40.500000Z'],
    ['1600000000000', '2020-09-13T12:26:40Z', '2020-09-13T12:26:40Z'],
  ])('echoes %j as pydantic prints it, and stores it in UTC', async (given, echoed, stored) => {
    const reply = await create(given);
    expect(reply.status).toBe(201);
    expect(reply.body[0].created_at).toBe(echoed);
    expect((await api('GET', `/v3/workspaces/mw/sessions/dates/messages/${reply.body[0].id}`)).body.created_at).toBe(stored);
  });

  it.each<[unknown, Record<string, unknown>]>([
    ['yesterday', { type: 'datetime_from_date_parsing', msg: 'Input should be a valid datetime or date, input is too short', ctx: { error: 'input is too short' } }],
    ['2021-13-01', { type: 'datetime_from_date_parsing', msg: 'Input should be a valid datetime or date, month value is outside expected range of 1-12' }],
    ['2021-06-01T25:00:00', { type: 'datetime_from_date_parsing', msg: 'Input should be a valid datetime or date, unexpected extra characters at the end of the input' }],
    [true, { type: 'datetime_type', msg: 'Input should be a valid datetime' }],
  ])('refuses %j as pydantic does', async (given, expected) => {
    const reply = await create(given);
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0]).toMatchObject({ loc: ['body', 'messages', 0, 'created_at'], input: given, ...expected });
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
    // The server queries messages without looking the session up: an unknown one has none.
    const ghost = await api('POST', '/v3/workspaces/mw/sessions/ghost/messages/list');
    expect(ghost.status).toBe(200);
    expect(ghost.body).toEqual({ items: [], total: 0, page: 1, size: 50, pages: 0 });
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
      expect(message).toMatchObject({ peer_id: 'alice', metadata: { source: 'upload' }, created_at: '2024-01-02T03:04:05Z' });
    }
    // Pieces end after the break they were cut at, so they join back into the file.
    expect(reply.body.map((m: { content: string }) => m.content).join('')).toBe(text);
  });

  it('accepts JSON files', async () => {
    const reply = await upload(new Blob(['{"a": 1}'], { type: 'application/json' }), 'data.json');
    expect(reply.body.map((m: { content: string }) => m.content)).toEqual(['{"a": 1}']);
  });

  it('extracts the text of a simple PDF', async () => {
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Hello from a PDF) Tj ET\nendstream\nendobj\n%%EOF';
    const reply = await upload(new Blob([pdf], { type: 'application/pdf' }), 'doc.pdf');
    expect(reply.status).toBe(201);
    expect(reply.body[0].content).toBe('[Page 1]\nHello from a PDF');
  });

  it('stores a PDF without text as one empty message, and fails (500) on a file with no PDF content at all', async () => {
    const blank = '%PDF-1.4\n1 0 obj\n<< /Length 5 >>\nstream\nBT ET\nendstream\nendobj\n%%EOF';
    const empty = await upload(new Blob([blank], { type: 'application/pdf' }), 'blank.pdf');
    expect(empty.status).toBe(201);
    expect(empty.body.map((m: { content: string }) => m.content)).toEqual(['']);
    const broken = await upload(new Blob(['%PDF-1.4 nothing here'], { type: 'application/pdf' }), 'broken.pdf');
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ detail: 'An unexpected error occurred' });
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
      { type: 'missing', loc: ['body', 'peer_id'] },
      { type: 'missing', loc: ['body', 'file'] },
    ]);
  });

  it('stores an empty file as one empty message', async () => {
    const reply = await upload(new Blob([], { type: 'text/plain' }), 'empty.txt');
    expect(reply.status).toBe(201);
    expect(reply.body.map((m: { content: string }) => m.content)).toEqual(['']);
  });

  it('matches the part Content-Type exactly as sent, and names the server processors when it refuses one', async () => {
    const gif = await upload(new Blob(['GIF89a'], { type: 'image/gif' }), 'pic.gif');
    expect(gif.status).toBe(415);
    expect(gif.body).toEqual({ detail: "Unsupported file type: image/gif. Supported types: ['PDFProcessor', 'TextProcessor', 'JSONProcessor']" });
    const raw = (type: string | null) => {
      const typeLine = type === null ? '' : `Content-Type: ${type}\r\n`;
      const body = `--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n${typeLine}\r\n{"a": 1}\r\n--XX\r\nContent-Disposition: form-data; name="peer_id"\r\n\r\nalice\r\n--XX--\r\n`;
      return api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', body, { 'content-type': 'multipart/form-data; boundary=XX' });
    };
    expect((await raw('application/json; charset=utf-8')).body.detail).toBe("Unsupported file type: application/json; charset=utf-8. Supported types: ['PDFProcessor', 'TextProcessor', 'JSONProcessor']");
    expect((await raw('Text/Plain')).status).toBe(415);
    expect((await raw(null)).body.detail).toBe("Unsupported file type: None. Supported types: ['PDFProcessor', 'TextProcessor', 'JSONProcessor']");
    expect((await raw('text/plain; charset=utf-8')).status).toBe(201);
  });

  it('stores JSON as Python re-serialises it, and refuses JSON that is not UTF-8 or not JSON (422)', async () => {
    const json = await upload(new Blob(['{"b":1,"a":"é","x":[1.5, 2.5e-7]}'], { type: 'application/json' }), 'data.json');
    expect(json.body[0].content).toBe('{"b": 1, "a": "é", "x": [1.5, 2.5e-07]}');
    const invalid = await upload(new Blob(['not json'], { type: 'application/json' }), 'bad.json');
    expect([invalid.status, invalid.body]).toEqual([422, { detail: 'Uploaded JSON is invalid' }]);
    const latin = await upload(new Blob([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], { type: 'application/json' }), 'latin.json');
    expect([latin.status, latin.body]).toEqual([422, { detail: 'JSON uploads must be UTF-8 encoded' }]);
  });

  it('decodes text as UTF-8, else UTF-16, else Latin-1', async () => {
    const bom = await upload(new Blob([new Uint8Array([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00])], { type: 'text/plain' }), 'utf16.txt');
    expect(bom.body[0].content).toBe('hi');
    const latin = await upload(new Blob([new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x21])], { type: 'text/plain' }), 'latin.txt');
    expect(latin.body[0].content).toBe('café!');
  });

  it('reads form fields as the server does: the last of a repeated field, created_at without a timestamp, a bad metadata shape is a 500', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    form.append('peer_id', 'alice');
    form.append('metadata', '{"a": 1}');
    form.append('metadata', '{"b": 2}');
    form.append('created_at', '2021-06-01');
    const reply = await api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', form);
    expect(reply.body[0]).toMatchObject({ metadata: { b: 2 }, created_at: '2021-06-01T00:00:00' });
    const timestamp = await upload(new Blob(['x'], { type: 'text/plain' }), 'a.txt', { peer_id: 'alice', created_at: '1600000000' });
    expect(timestamp.body[0].created_at).not.toContain('2020');
    const list = await upload(new Blob(['x'], { type: 'text/plain' }), 'a.txt', { peer_id: 'alice', metadata: '[1]' });
    expect([list.status, list.body]).toEqual([500, { detail: 'An unexpected error occurred' }]);
  });

  it('reports a JSON body as both fields missing, peer_id first, and a text file field as not a file', async () => {
    const json = await api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', { peer_id: 'alice' });
    expect(json.body.detail).toEqual([
      { type: 'missing', loc: ['body', 'peer_id'], msg: 'Field required', input: null },
      { type: 'missing', loc: ['body', 'file'], msg: 'Field required', input: null },
    ]);
    const form = new FormData();
    form.append('file', 'abc');
    form.append('peer_id', 'alice');
    const text = await api('POST', '/v3/workspaces/mw/sessions/files/messages/upload', form);
    expect(text.body.detail).toEqual([
      { type: 'value_error', loc: ['body', 'file'], msg: "Value error, Expected UploadFile, received: <class 'str'>", input: 'abc', ctx: { error: {} } },
    ]);
  });
});
