// The bench server's canned answers for the resource routes (everything but
// the streamed chat and the /__bench/ control routes), as a plain function of
// the request, so the same answers can be served over HTTP (server.mjs) and
// straight from memory (in-process.mjs, which measures a client's own work
// without the network).

const CREATED_AT = '2025-01-01T00:00:00.000Z';
const CHAT_ANSWER = JSON.stringify({ content: 'Alice likes hiking in the mountains and reads science fiction.' });
const NOT_FOUND = { status: 404, text: '{"detail":"Not Found"}' };

const messageWire = (id, content, peerId, sessionId, workspaceId) => ({
  id,
  content,
  peer_id: peerId,
  session_id: sessionId,
  workspace_id: workspaceId,
  metadata: {},
  created_at: CREATED_AT,
  token_count: 3,
});

/**
 * One set of routes with its own state: messages stored per session (count
 * and, for bulk sessions, distinct contents) and cached list pages.
 * `config.listTotal` is read on every list request.
 */
export function createRoutes(config) {
  const stored = new Map();
  // List pages are the same for every session: computed once per (page, size).
  const pageCache = new Map();

  function listPage(workspaceId, sessionId, page, size) {
    const key = `${workspaceId}/${sessionId}/${page}/${size}/${config.listTotal}`;
    let text = pageCache.get(key);
    if (text === undefined) {
      const total = config.listTotal;
      const pages = Math.max(1, Math.ceil(total / size));
      const items = [];
      for (let i = (page - 1) * size; i < Math.min(total, page * size); i++) {
        items.push(messageWire(`msg-${i}`, `message number ${i} of the history`, i % 2 ? 'alice' : 'bob', sessionId, workspaceId));
      }
      text = JSON.stringify({ items, total, page, size, pages });
      pageCache.set(key, text);
    }
    return text;
  }

  return {
    /** Messages stored in a session: `{ count, distinct }`. */
    stored(sessionId) {
      const entry = stored.get(sessionId) ?? { count: 0, distinct: new Set() };
      return { count: entry.count, distinct: entry.distinct.size };
    },
    clearPages() {
      pageCache.clear();
    },
    /**
     * The answer to a resource request, `{ status, text }`, or `undefined`
     * for a streamed chat (which the caller serves itself).
     */
    answer(method, url, body) {
      const parts = url.pathname.split('/').filter(Boolean); // v3 workspaces {w} ...
      if (parts[0] !== 'v3' || parts[1] !== 'workspaces') return NOT_FOUND;
      const workspaceId = parts[2];
      const created = (fields) => ({ status: 200, text: JSON.stringify({ ...fields, metadata: {}, configuration: {}, created_at: CREATED_AT }) });

      if (parts.length === 2 && method === 'POST') return created({ id: JSON.parse(body).id });
      // /v3/workspaces/{w}/peers
      if (parts.length === 4 && parts[3] === 'peers' && method === 'POST') {
        return created({ id: JSON.parse(body).id, workspace_id: workspaceId });
      }
      // /v3/workspaces/{w}/sessions
      if (parts.length === 4 && parts[3] === 'sessions' && method === 'POST') {
        return created({ id: JSON.parse(body).id, workspace_id: workspaceId, is_active: true });
      }
      // /v3/workspaces/{w}/sessions/{s}/messages
      if (parts.length === 6 && parts[3] === 'sessions' && parts[5] === 'messages' && method === 'POST') {
        const sessionId = parts[4];
        const { messages } = JSON.parse(body);
        let entry = stored.get(sessionId);
        if (entry === undefined) stored.set(sessionId, (entry = { count: 0, distinct: new Set(), next: 0 }));
        const out = messages.map((m) => messageWire(`m${entry.next++}`, m.content, m.peer_id, sessionId, workspaceId));
        entry.count += messages.length;
        if (sessionId.startsWith('bulk-')) for (const m of messages) entry.distinct.add(m.content);
        return { status: 200, text: JSON.stringify(out) };
      }
      // /v3/workspaces/{w}/sessions/{s}/messages/list
      if (parts.length === 7 && parts[3] === 'sessions' && parts[5] === 'messages' && parts[6] === 'list') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('size') ?? 50);
        return { status: 200, text: listPage(workspaceId, parts[4], page, size) };
      }
      // /v3/workspaces/{w}/peers/{p}/chat
      if (parts.length === 6 && parts[3] === 'peers' && parts[5] === 'chat' && method === 'POST') {
        return JSON.parse(body).stream === true ? undefined : { status: 200, text: CHAT_ANSWER };
      }
      return NOT_FOUND;
    },
  };
}
