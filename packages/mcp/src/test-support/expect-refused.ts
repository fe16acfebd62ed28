// The assertion every bad-argument table shares: a tool error naming the tool and each expected
// field and rule, and not one request reaching the emulator.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RunningEmulator } from '@honcho-ai/testing/node';
import { expect } from 'vitest';
import { resultText } from './mcp-clients.js';

/** Calls `tool` with `args` and expects its input to be refused with `expected` in the message, with nothing sent. */
export async function expectRefusedWithNothingSent(client: Client, emulator: RunningEmulator, tool: string, args: Record<string, unknown>, expected: readonly string[]): Promise<void> {
  const before = emulator.stats.requests;
  const result = await client.callTool({ name: tool, arguments: args });
  expect(result.isError).toBe(true);
  const text = resultText(result);
  expect(text).toMatch(new RegExp(`^${tool} failed: Invalid ${tool} input: `));
  for (const part of expected) expect(text).toContain(part);
  expect(emulator.stats.requests).toBe(before);
}
