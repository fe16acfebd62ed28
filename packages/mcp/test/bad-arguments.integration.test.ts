import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectHttp, connectStdio, resultText, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';
import { expectRefusedWithNothingSent } from '../src/test-support/expect-refused.js';

// Arguments the schema refuses come back as a tool error naming each field and its rule, and
// nothing reaches Honcho: the emulator's request count does not move.
const BAD_ARGUMENTS: readonly (readonly [tool: string, args: Record<string, unknown>, expected: readonly string[]])[] = [
  ['honcho_chat', {}, ['query: is required']],
  ['honcho_chat', { query: '   ' }, ['query: must not be empty']],
  ['honcho_chat', { query: 42 }, ['query: must be a string']],
  ['honcho_chat', { query: 'x'.repeat(10_001) }, ['query: must be at most 10000 characters']],
  ['honcho_chat', { query: 'hi', reasoningLevel: 'extreme' }, ['reasoningLevel: must be one of minimal, low, medium, high, max']],
  ['honcho_search', { query: 'tea', limit: 0 }, ['limit: must be between 1 and 20']],
  ['honcho_search', { query: 'tea', limit: 2.5 }, ['limit: must be an integer']],
  ['honcho_search', { query: 'tea', limit: '5' }, ['limit: must be an integer']],
  ['honcho_context', { topic: 'x', focus: 'y' }, ['focus: is not a field of this tool (fields: topic)']],
  ['honcho_get_representation', { maxConclusions: 101 }, ['maxConclusions: must be between 1 and 100']],
  ['honcho_save_conclusion', { content: '' }, ['content: must not be empty']],
  ['honcho_search_conclusions', { limit: 30, extra: true }, ['query: is required', 'limit: must be between 1 and 20', 'extra: is not a field of this tool']],
];

describe.each([
  ['Streamable HTTP', 'http'],
  ['stdio', 'stdio'],
] as const)('bad arguments over %s', (_label, kind) => {
  let stack: HttpMcpStack;
  let session: McpClientSession;
  beforeAll(async () => {
    stack = await startHttpMcp({ peerId: 'alice' });
    session = kind === 'http' ? await connectHttp(stack.url, 'k') : await connectStdio(['--peer', 'alice', '--url', stack.emulator.url]);
  });
  afterAll(async () => {
    await session.close();
    await stack.close();
  });

  it.each(BAD_ARGUMENTS)('%s %j is refused with nothing sent', async (tool, args, expected) => {
    await expectRefusedWithNothingSent(session.client, stack.emulator, tool, args, expected);
  });

  it('answers an unknown tool with a protocol error (invalid params), not a tool result', async () => {
    const before = stack.emulator.stats.requests;
    const failure = await session.client.callTool({ name: 'honcho_forget_everything', arguments: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((failure as McpError).message).toContain('Unknown tool: "honcho_forget_everything"');
    expect(stack.emulator.stats.requests).toBe(before);
  });

  it('still serves good calls on the same connection afterwards', async () => {
    const result = await session.client.callTool({ name: 'honcho_search', arguments: { query: 'tea' } });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(resultText(result))).toEqual({ messages: [] });
  });
});
