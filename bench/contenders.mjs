// The three contenders, each doing the same HTTP work against the bench
// server: raw `fetch` (+ eventsource-parser for streams), this repo's SDK
// (`@honcho-ai/sdk`, workspace build) and the published 2.5.0.
//
// Every contender exposes the same operations, so the runner can interleave
// them without knowing which is which.
import { createParser } from 'eventsource-parser';
import { Honcho as CurrentHoncho } from '@honcho-ai/sdk';
import * as published from 'honcho-sdk-published';

export const API_KEY = 'hch-bench-key-0123456789';
export const WORKSPACE = 'bench';

const PublishedHoncho = published.Honcho ?? published.default?.Honcho;

/**
 * Raw fetch: what a hand-written client does for the same calls. With
 * `timeoutSignal`, each call also gets what cancelling it on the wire after a
 * timeout takes (an `AbortController` handed to fetch, a timer, cleared
 * afterwards), which every SDK here does: a reference for the per-call rows.
 */
export function rawContender(baseURL, { timeoutSignal = false } = {}) {
  const root = `${baseURL}/v3/workspaces/${WORKSPACE}`;
  const jsonHeaders = {
    Authorization: `Bearer ${API_KEY}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const send = async (url, body, signal) => {
    const response = await fetch(url, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body), signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.json();
  };
  const post = !timeoutSignal
    ? (url, body) => send(url, body, undefined)
    : async (url, body) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 60_000);
        try {
          return await send(url, body, controller.signal);
        } finally {
          clearTimeout(timer);
        }
      };
  return {
    name: timeoutSignal ? 'raw-timeout' : 'raw',
    label: timeoutSignal ? 'raw fetch + timeout signal' : 'raw fetch',
    async setup() {
      await post(`${baseURL}/v3/workspaces`, { id: WORKSPACE });
    },
    async addMessage(sessionId, i) {
      return post(`${root}/sessions/${sessionId}/messages`, { messages: [{ peer_id: 'alice', content: `hello ${i}` }] });
    },
    async addBatches(sessionId, messages, _concurrency) {
      for (let start = 0; start < messages.length; start += 100) {
        await post(`${root}/sessions/${sessionId}/messages`, { messages: messages.slice(start, start + 100) });
      }
    },
    async chat() {
      const answer = await post(`${root}/peers/alice/chat`, { query: 'What does alice like?', stream: false });
      return answer.content;
    },
    async peer(i) {
      return post(`${root}/peers`, { id: `peer-${i % 64}` });
    },
    async listAll(sessionId, { size = 100, perPage } = {}) {
      let count = 0;
      for (let page = 1; ; page++) {
        const body = await post(`${root}/sessions/${sessionId}/messages/list?page=${page}&size=${size}`, {});
        for (const item of body.items) {
          if (typeof item.content === 'string') count++;
        }
        if (perPage) await perPage();
        if (page >= body.pages) break;
      }
      return count;
    },
    /** Opens a streamed chat; `onChunk(text)` returns true to stop early. */
    async stream(onChunk) {
      const controller = new AbortController();
      const response = await fetch(`${root}/peers/alice/chat`, {
        method: 'POST',
        headers: { ...jsonHeaders, Accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'What does alice like?', stream: true }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let stop = false;
      let finished = false;
      let count = 0;
      const parser = createParser({
        onEvent(event) {
          if (stop || finished) return;
          const chunk = JSON.parse(event.data);
          if (chunk.done) {
            finished = true;
            return;
          }
          count++;
          if (onChunk(chunk.delta?.content ?? '')) stop = true;
        },
      });
      try {
        while (!stop && !finished) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } finally {
        if (!finished) await reader.cancel().catch(() => undefined);
      }
      return count;
    },
  };
}

function sdkContender(name, label, Honcho, { streamOptions = {}, clientOptions = {} } = {}) {
  return (baseURL) => {
    const honcho = new Honcho({ apiKey: API_KEY, baseURL, workspaceId: WORKSPACE, ...clientOptions });
    const sessions = new Map();
    let alice;
    const session = async (id) => {
      let s = sessions.get(id);
      if (s === undefined) sessions.set(id, (s = await honcho.session(id)));
      return s;
    };
    return {
      name,
      label,
      async setup() {
        alice = await honcho.peer('alice');
      },
      async addMessage(sessionId, i) {
        return (await session(sessionId)).addMessages(alice.message(`hello ${i}`));
      },
      /** Sequential 100-message batches, or one call with `concurrency` when given. */
      async addBatches(sessionId, messages, concurrency) {
        const s = await session(sessionId);
        const inputs = messages.map((m) => alice.message(m.content));
        if (concurrency !== undefined) return s.addMessages(inputs, { concurrency });
        for (let start = 0; start < inputs.length; start += 100) await s.addMessages(inputs.slice(start, start + 100));
      },
      async chat() {
        return alice.chat('What does alice like?');
      },
      async peer(i) {
        return honcho.peer(`peer-${i % 64}`);
      },
      async listAll(sessionId, { size = 100, perPage, prefetch } = {}) {
        const page = await (await session(sessionId)).messages(prefetch ? { size, prefetch: true } : { size });
        let count = 0;
        for await (const message of page) {
          if (typeof message.content === 'string') count++;
          if (perPage && count % size === 0) await perPage();
        }
        return count;
      },
      async stream(onChunk) {
        const stream = await alice.chatStream('What does alice like?', streamOptions);
        let count = 0;
        for await (const delta of stream) {
          count++;
          if (onChunk(delta)) break;
        }
        return count;
      },
    };
  };
}

export const contenders = {
  raw: rawContender,
  current: sdkContender('current', 'this SDK', CurrentHoncho),
  published: sdkContender('published', '2.5.0', PublishedHoncho),
};

/** This SDK with `keepText: false` (no replay buffer), for the retained-heap row. */
export const currentNoKeep = sdkContender('current-nokeep', 'this SDK, keepText: false', CurrentHoncho, {
  streamOptions: { keepText: false },
});

/**
 * This SDK with OpenTelemetry on (`tracing`, from `@honcho-ai/sdk/tracing`), for the row of what tracing costs
 * per call; the plain `current` contender is the same client with tracing off.
 */
export const currentTraced = (tracing) => sdkContender('current-traced', 'this SDK, tracing on', CurrentHoncho, { clientOptions: { tracing } });
