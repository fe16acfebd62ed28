import { redactText } from '@honcho-ai/sdk-core';
import { HonchoError } from '@honcho-ai/sdk';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool's output as the model reads it: a string as it is, anything else as JSON. */
export function successResult(output: unknown): CallToolResult {
  return { content: [{ type: 'text', text: typeof output === 'string' ? output : JSON.stringify(output ?? null) }] };
}

/**
 * A failed call as a tool error the model can read and act on: the tool's
 * name and the error's message (a refused argument names the field and the
 * rule), with the API key scrubbed even from text that should never hold it.
 */
export function errorResult(toolName: string, error: unknown, apiKey: string | undefined): CallToolResult {
  const message = error instanceof Error ? error.message : String(error);
  const status = HonchoError.isInstance(error) && error.status > 0 ? ` (HTTP ${error.status})` : '';
  return { content: [{ type: 'text', text: redactText(`${toolName} failed${status}: ${message}`, [apiKey]) }], isError: true };
}
