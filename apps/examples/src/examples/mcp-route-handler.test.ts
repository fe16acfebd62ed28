import { startEmulator } from '@honcho-ai/testing/node';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { exampleContext } from '../run-example.js';
import { createMcpRoute, mcpRouteHandler } from './mcp-route-handler.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('createMcpHandler in a route', () => {
  it('serves the memory tools over Streamable HTTP and refuses a request without a key', async () => {
    const result = await mcpRouteHandler(fixture.context());
    expect(result.tools).toHaveLength(6);
    expect(JSON.parse(result.found)).toEqual({ messages: [expect.objectContaining({ content: 'I am training for a half marathon in the spring.', sessionId: 'support-42' })] });
    expect(result.withoutKey).toBe(401);
  });

  it("uses each caller's bearer token as the Honcho key", async () => {
    const emulator = await startEmulator({ port: 0, apiKey: 'right-key' });
    try {
      // The example itself, against a server that checks keys: its caller sends the key from HONCHO_API_KEY.
      vi.stubEnv('HONCHO_API_KEY', 'right-key');
      const result = await mcpRouteHandler(exampleContext(emulator.url, 'keyed', 'right-key')).finally(() => vi.unstubAllEnvs());
      expect(result.found).toContain('half marathon');
      // Another caller, with a key Honcho refuses: the tool call fails with Honcho's 401, and the key is not echoed.
      const handler = createMcpRoute(emulator.url, 'keyed');
      const client = new Client({ name: 'wrong-key', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL('http://localhost:3000/mcp'), {
          requestInit: { headers: { Authorization: 'Bearer wrong-key' } },
          fetch: (url, init) => handler(new Request(url, init)),
        }),
      );
      const refused = (await client.callTool({ name: 'honcho_search', arguments: { query: 'marathon' } })) as CallToolResult;
      await client.close();
      expect(refused.isError).toBe(true);
      const text = refused.content[0]?.type === 'text' ? refused.content[0].text : '';
      expect(text).toMatch(/^honcho_search failed \(HTTP 401\): /);
      expect(text).not.toContain('wrong-key');
    } finally {
      await emulator.close();
    }
  });
});
