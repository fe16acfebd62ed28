import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectHttp, resultText, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';

// A handler bundled into an app (an edge function) has no package resolution at run time: the
// by-name import of the tokenizer fails there as below, and honcho_context says what to pass.
vi.mock('@honcho-ai/sdk/integrations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@honcho-ai/sdk/integrations')>()),
  runtimeTokenCounter: () => Promise.reject(new TypeError("Failed to resolve module specifier '@honcho-ai/sdk'")),
}));

let stack: HttpMcpStack;
let client: McpClientSession;
beforeAll(async () => {
  stack = await startHttpMcp({ peerId: 'alice', sessionId: 'chat-1', maxTokens: 500 });
  client = await connectHttp(stack.url, 'caller-key');
});
afterAll(async () => {
  await client?.close();
  await stack.close();
});

describe('honcho_context with maxTokens where the tokenizer cannot be imported by name', () => {
  it('fails the call with a tool error naming countTokens and how to pass it', async () => {
    const result = await client.client.callTool({ name: 'honcho_context', arguments: {} });
    expect(result.isError).toBe(true);
    expect(resultText(result)).toBe(
      "honcho_context failed: Invalid input: countTokens: is needed with maxTokens here: the tokenizer did not load at run time (Failed to resolve module specifier '@honcho-ai/sdk'). In a bundled app, pass countTokens: await loadTokenCounter()",
    );
  });
});
