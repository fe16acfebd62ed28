import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { connectHttp, connectStdio, resultJson, startHttpMcp, type HttpMcpStack } from '../src/test-support/mcp-clients.js';

describe('smoke', () => {
  let emulator: RunningEmulator;
  let http: HttpMcpStack;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    http = await startHttpMcp({ peerId: 'alice' });
  });
  afterAll(async () => {
    await emulator.close();
    await http.close();
  });

  it('lists and calls over stdio', async () => {
    const session = await connectStdio(['--peer', 'alice', '--url', emulator.url, '--workspace', 'smoke']);
    try {
      const { tools } = await session.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(Object.keys(HONCHO_TOOL_SPECS));
      const saved = resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Likes tea' } }));
      expect(saved).toMatchObject({ saved: { content: 'Likes tea' } });
    } finally {
      await session.close();
    }
  });

  it('lists and calls over HTTP', async () => {
    const session = await connectHttp(http.url, 'any-key');
    try {
      const { tools } = await session.client.listTools();
      expect(tools).toHaveLength(6);
      const found = resultJson(await session.client.callTool({ name: 'honcho_search', arguments: { query: 'tea' } }));
      expect(found).toEqual({ messages: [] });
    } finally {
      await session.close();
    }
  });
});
