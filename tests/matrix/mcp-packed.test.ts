import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { expectLinkedBin, MATRIX_API_KEY, MCP_SAVED_CONCLUSIONS, MCP_SESSION_EXPECTATIONS, MCP_STATELESS_EXPECTATIONS, packedFixtures, reportedRuntime, runOnRuntime, runSmoke, runtimeFormats, RUNTIMES, runtimeLabel } from './packed-fixtures.js';

// @honcho-ai/mcp as users install it: the packed tarball in the fixture projects (global-setup.ts).
// - The `honcho-mcp` command (Node only) is spawned from node_modules/.bin by a real MCP client
//   over stdio on every supported Node major.
// - createMcpHandler, imported as ESM and as CommonJS, is served on each runtime's own HTTP server
//   (Node 20/22/24, Bun, Deno), stateless (plain JSON-RPC, JSON answers) and with sessions (a real
//   MCP client over Streamable HTTP).
// Every tool call saves a conclusion about alice in the emulator, which is checked here.
// The edge runtime's run is in edge-runtime.test.ts.
const TOOL_NAMES = [...HONCHO_TOOL_NAMES];

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

/** The conclusions stored in `workspaceId`: content, observer and observed. */
function storedConclusions(workspaceId: string): { content: string; observer: string; observed: string }[] {
  if (!emulator) throw new Error('emulator not started');
  return emulator.store.conclusions(workspaceId).map((conclusion) => ({ content: conclusion.content, observer: conclusion.observer_id, observed: conclusion.observed_id }));
}

const nodeRuntimes = RUNTIMES.filter((runtime) => runtime.label.startsWith('Node '));

describe('the packed honcho-mcp command over stdio', () => {
  it('is linked into node_modules/.bin as the package manifest declares, executable', () => {
    expectLinkedBin('@honcho-ai/mcp', 'honcho-mcp');
  });

  it.each(nodeRuntimes.map((runtime) => [runtime.label, runtime] as const))('%s: a real MCP client spawns it, lists the tools and saves a conclusion in the emulator', async (_label, runtime) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const { mcpStdioScript, fixtures } = packedFixtures();
    const seen = await runOnRuntime(runtime, [mcpStdioScript, emulator.url, label], fixtures.esm.dir);
    // The command's `#!/usr/bin/env node` could only find this runtime: the client's PATH held nothing else.
    expect(String(seen.runtime)).toMatch(reportedRuntime(runtime));
    expect(seen).toMatchObject({ server: 'honcho', tools: TOOL_NAMES, isError: false, saved: `Likes green tea (stdio, ${label})`, announced: true });
    expect(storedConclusions(`matrix-mcp-stdio-${label}`)).toEqual([{ content: `Likes green tea (stdio, ${label})`, observer: 'alice', observed: 'alice' }]);
  }, 90_000);
});

describe('the packed createMcpHandler on every runtime', () => {
  it.each(runtimeFormats())("%s: on the runtime's own HTTP server, stateless JSON-RPC and a session client list the tools and save conclusions in the emulator", async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const seen = await runSmoke(runtime, format, 'mcpScript', emulator.url);
    expect(seen.format).toBe(format);
    expect(String(seen.runtime)).toMatch(reportedRuntime(runtime));
    expect(seen.stateless).toEqual({ ...MCP_STATELESS_EXPECTATIONS, tools: TOOL_NAMES });
    expect(seen.session).toEqual({ ...MCP_SESSION_EXPECTATIONS, tools: TOOL_NAMES });
    // Each run wrote to its own workspace on the shared emulator: both facts, once each, about alice.
    expect(storedConclusions(`matrix-mcp-${format}-${label}`)).toEqual(MCP_SAVED_CONCLUSIONS.map((content) => ({ content, observer: 'alice', observed: 'alice' })));
  }, 90_000);
});
