import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { EdgeRuntime } from '../../tools/runtimes/node_modules/edge-runtime/dist/index.js';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { BUNDLE_GLOBAL, bundlePacked, MCP_ENTRY } from './bundle-packed.js';
import { MATRIX_API_KEY, MCP_SAVED_CONCLUSIONS, MCP_SESSION_EXPECTATIONS, MCP_STATELESS_EXPECTATIONS, packedFixtures, SMOKE_EXPECTATIONS } from './packed-fixtures.js';

// Vercel's edge runtime (the one `next dev` and `vercel dev` emulate edge functions with): a V8
// context with only web APIs (fetch, streams, TextDecoder, crypto), no `process`, no `require`,
// and no code generation from strings (`eval`, `new Function`). The packed SDK, and the packed
// MCP handler, are bundled as an edge bundler would (the `edge-light` and `worker` conditions) and
// driven inside it against the emulator over real HTTP.
let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let bundle = '';
let mcpBundle = '';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
  [bundle, mcpBundle] = await Promise.all([bundlePacked(packedFixtures(), 'edge', ['edge-light', 'worker']), bundlePacked(packedFixtures(), 'edge-mcp', ['edge-light', 'worker'], MCP_ENTRY)]);
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe('the packed SDK in the edge runtime (EdgeRuntime)', () => {
  it('creates a peer, adds messages, chats and streams against the emulator', async () => {
    if (!emulator) throw new Error('emulator not started');
    const vm = new EdgeRuntime();
    // The sandbox really lacks Node: a bundle that reached for it would throw below.
    expect(vm.evaluate<string>('typeof process + "," + typeof require')).toBe('undefined,undefined');
    vm.evaluate(bundle);
    const options = JSON.stringify({ baseURL: emulator.url, workspaceId: 'matrix-edge' });
    // Serialised inside the sandbox, so the result is plain data from this realm.
    const seen = JSON.parse(await vm.evaluate<Promise<string>>(`${BUNDLE_GLOBAL}.smoke(${options}).then(JSON.stringify)`)) as Record<string, unknown>;
    expect(seen).toMatchObject(SMOKE_EXPECTATIONS);
    expect(seen.chunks).toBeGreaterThan(1);
    expect(emulator.store.messages('matrix-edge', 's1').map((message) => message.content)).toEqual(['I love vegetarian food and hiking in Sintra.', 'My favourite food is vegetarian ramen.']);
  }, 60_000);
});

describe('the packed MCP handler in the edge runtime (EdgeRuntime)', () => {
  it('answers tools/list and tools/call stateless (JSON) and in a session (a real MCP client), saving conclusions in the emulator', async () => {
    if (!emulator) throw new Error('emulator not started');
    const vm = new EdgeRuntime();
    // Neither Node nor code generation from strings: a bundle that reached for them would throw below.
    expect(vm.evaluate<string>('typeof process + "," + typeof require')).toBe('undefined,undefined');
    expect(vm.evaluate<string>('try { new Function("return 1"); "allowed" } catch (error) { error.name }')).toBe('EvalError');
    vm.evaluate(mcpBundle);
    const options = JSON.stringify({ baseURL: emulator.url, workspaceId: 'matrix-mcp-edge', apiKey: MATRIX_API_KEY });
    const seen = JSON.parse(await vm.evaluate<Promise<string>>(`${BUNDLE_GLOBAL}.smoke(${options}).then(JSON.stringify)`)) as Record<string, unknown>;
    const tools = [...HONCHO_TOOL_NAMES];
    expect(seen.stateless).toEqual({ ...MCP_STATELESS_EXPECTATIONS, tools });
    expect(seen.session).toEqual({ ...MCP_SESSION_EXPECTATIONS, tools });
    expect(emulator.store.conclusions('matrix-mcp-edge').map((conclusion) => ({ content: conclusion.content, observer: conclusion.observer_id, observed: conclusion.observed_id }))).toEqual(
      MCP_SAVED_CONCLUSIONS.map((content) => ({ content, observer: 'alice', observed: 'alice' })),
    );
  }, 60_000);
});
