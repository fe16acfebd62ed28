import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFetchHandler, startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { createMcpHandler } from '../src/http/create-mcp-handler.js';
import { connectHttp, connectStdio, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';

// A client that cancels a call makes the server abort its Honcho request: the emulator, told to
// take 20 s over each chat, sees the request's connection close before it has answered.
const SLOW_CHAT = { match: { method: 'POST', path: /\/chat$/ }, latencyMs: 20_000 } as const;

/** Resolves when a request to `path` on the emulator closes before its answer was written. */
function abandonedRequest(emulator: RunningEmulator, path: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
      if (!path.test(request.url ?? '')) return;
      response.once('close', () => {
        if (!response.writableFinished) {
          emulator.server.off('request', onRequest);
          resolve(`${request.method ?? ''} ${request.url ?? ''}`);
        }
      });
    };
    emulator.server.on('request', onRequest);
  });
}

async function expectCancelledCallAbortsHoncho(emulator: RunningEmulator, session: McpClientSession): Promise<void> {
  emulator.faults.set(SLOW_CHAT);
  try {
    const controller = new AbortController();
    const abandoned = abandonedRequest(emulator, /\/chat$/);
    const delayed = emulator.stats.delayedRequests;
    const call = session.client.callTool({ name: 'honcho_chat', arguments: { query: 'What does alice like?' } }, undefined, { signal: controller.signal });
    // Cancel once the chat request has reached the emulator.
    await waitFor(() => emulator.stats.delayedRequests > delayed);
    const started = Date.now();
    controller.abort(new Error('the user pressed stop'));
    await expect(call).rejects.toThrow('the user pressed stop');
    expect(await withinSeconds(5, abandoned)).toMatch(/^POST \/v3\/workspaces\/[^/]+\/peers\/alice\/chat$/);
    // Well before the 20 s the emulator would have taken.
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    emulator.faults.clear();
  }
}

/** `promise`, or a failure saying the Honcho request was never aborted. */
function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the Honcho request was still open after ${seconds} s`)), seconds * 1000))]);
}

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a cancelled call aborts its Honcho request', () => {
  let stack: HttpMcpStack;
  beforeAll(async () => {
    stack = await startHttpMcp({ peerId: 'alice' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('over stdio (notifications/cancelled to the spawned command)', async () => {
    const session = await connectStdio(['--peer', 'alice', '--url', stack.emulator.url, '--max-retries', '0']);
    try {
      await expectCancelledCallAbortsHoncho(stack.emulator, session);
    } finally {
      await session.close();
    }
  }, 30_000);

  it('over Streamable HTTP with sessions (the cancellation reaches the same server)', async () => {
    const session = await connectHttp(stack.url, 'k');
    try {
      await expectCancelledCallAbortsHoncho(stack.emulator, session);
    } finally {
      await session.close();
    }
  }, 30_000);

  it('over stateless Streamable HTTP, when the caller drops the HTTP request', async () => {
    const emulator = await startEmulator({ port: 0 });
    const server = await serveFetchHandler(createMcpHandler({ honcho: { baseURL: emulator.url, maxRetries: 0 }, peerId: 'alice', sessions: false }));
    try {
      emulator.faults.set(SLOW_CHAT);
      const abandoned = abandonedRequest(emulator, /\/chat$/);
      const controller = new AbortController();
      const call = fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { authorization: 'Bearer k', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'honcho_chat', arguments: { query: 'hi' } } }),
        signal: controller.signal,
      });
      await waitFor(() => emulator.stats.delayedRequests > 0);
      controller.abort();
      await expect(call).rejects.toThrow();
      expect(await withinSeconds(5, abandoned)).toMatch(/\/peers\/alice\/chat$/);
    } finally {
      await server.close();
      await emulator.close();
    }
  }, 30_000);
});

describe('a cancelled call is not a failed one', () => {
  it('reports nothing to onToolError, even when the SDK wraps the abort (a batch write)', async () => {
    const reported: string[] = [];
    const stack = await startHttpMcp({ tools: 'workspace', onToolError: (_error, tool) => reported.push(tool) });
    const session = await connectHttp(stack.url, 'k');
    try {
      stack.emulator.faults.set({ match: { method: 'POST', path: /\/messages$/ }, latencyMs: 20_000 });
      const delayed = stack.emulator.stats.delayedRequests;
      const controller = new AbortController();
      const call = session.client.callTool({ name: 'add_messages_to_session', arguments: { session_id: 's1', messages: [{ peer_id: 'alice', content: 'hi' }] } }, undefined, { signal: controller.signal });
      await waitFor(() => stack.emulator.stats.delayedRequests > delayed);
      controller.abort(new Error('stop'));
      await expect(call).rejects.toThrow('stop');
      // A failing call still is reported: the listener works.
      stack.emulator.faults.clear();
      await session.client.callTool({ name: 'get_session_message', arguments: { session_id: 's1', message_id: 'missing' } });
      await waitFor(() => reported.length > 0);
      expect(reported).toEqual(['get_session_message']);
    } finally {
      stack.emulator.faults.clear();
      await session.close();
      await stack.close();
    }
  }, 30_000);
});
