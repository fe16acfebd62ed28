import { HONCHO_TOOL_NAMES } from '@honcho-ai/sdk';
import { describe, expect, it } from 'vitest';
import { mcpClient } from './mcp-client.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('an MCP client of the honcho-mcp command over stdio', () => {
  it('lists the six memory tools, answers from memory, saves a conclusion and refuses a bad argument', async () => {
    const context = fixture.context();
    const result = await mcpClient(context);
    expect(result.tools).toEqual([...HONCHO_TOOL_NAMES]);
    expect(JSON.parse(result.answer)).toEqual({ answer: expect.stringContaining('I drink dark roast coffee every morning.') as string });
    expect(JSON.parse(result.saved)).toEqual({ saved: { id: expect.any(String) as string, content: 'alice takes her coffee black' } });
    expect(result.refused).toEqual({ isError: true, text: 'honcho_search failed: Invalid honcho_search input: limit: must be between 1 and 20' });
    // The command wrote to the emulator it was pointed at: alice's own conclusion, in the example's workspace.
    const stored = fixture.emulator.store.conclusions(context.workspaceId);
    expect(stored.map((conclusion) => [conclusion.observed_id, conclusion.content])).toEqual([['alice', 'alice takes her coffee black']]);
  });
});
