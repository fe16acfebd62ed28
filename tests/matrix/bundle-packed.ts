// Bundles the packed packages, as installed in the ESM fixture project, the way a bundler for a
// browser or an edge runtime would (no `node` export condition, no Node built-ins), together with
// a shared smoke body, into one classic script that defines `globalThis.HonchoMatrix`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../tools/runtimes/node_modules/esbuild/lib/main.js';
import type { PackedFixtures } from './packed-fixtures.js';

/** The bundle's name on `globalThis`, holding the entry's `smoke`. */
export const BUNDLE_GLOBAL = 'HonchoMatrix';

/** The SDK smoke (fixture/smoke-body.mjs) over the SDK, its webhook kit, tracing and integrations subpaths, the OpenAI and AI SDK adapters and the emulator. */
export const SDK_ENTRY = `import * as sdk from '@honcho-ai/sdk';
import * as webhooks from '@honcho-ai/sdk/webhooks';
import * as tracing from '@honcho-ai/sdk/tracing';
import * as integrations from '@honcho-ai/sdk/integrations';
import * as compat from '@honcho-ai/openai-compat';
import * as aiSdk from '@honcho-ai/ai-sdk';
import * as testing from '@honcho-ai/testing';
import { smoke as run } from './smoke-body.mjs';
export const smoke = (options) => run({ sdk, webhooks, tracing, integrations, compat, aiSdk, testing }, options);
`;

/**
 * The MCP smoke (fixture/mcp-body.mjs): @honcho-ai/mcp's handler, called directly (an edge
 * runtime has no server of its own to put it on), driven by the protocol SDK's client.
 */
export const MCP_ENTRY = `import * as mcp from '@honcho-ai/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mcpSmoke, serveInProcess } from './mcp-body.mjs';
export const smoke = (options) => mcpSmoke({ mcp, Client, StreamableHTTPClientTransport }, { ...options, serve: serveInProcess });
`;

/** The bundle's source text; `conditions` are the extra export conditions the target's bundler sets, `source` the entry (the SDK smoke unless given). */
export async function bundlePacked(fixtures: PackedFixtures, name: string, conditions: readonly string[], source: string = SDK_ENTRY): Promise<string> {
  const dir = fixtures.fixtures.esm.dir;
  const entry = join(dir, `${name}-entry.mjs`);
  await writeFile(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
    platform: 'browser',
    conditions: [...conditions],
    target: 'es2022',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced no bundle for ${name}`);
  return output.text;
}
