// Bundles the packed packages, as installed in the ESM fixture project, the way a bundler for a
// browser or an edge runtime would (no `node` export condition, no Node built-ins), together with
// the shared smoke body, into one classic script that defines `globalThis.HonchoMatrix`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../tools/runtimes/node_modules/esbuild/lib/main.js';
import type { PackedFixtures } from './packed-fixtures.js';

/** The bundle's name on `globalThis`, holding `smoke` and `runtimeName` from fixture/smoke-body.mjs. */
export const BUNDLE_GLOBAL = 'HonchoMatrix';

const ENTRY = `import * as sdk from '@honcho-ai/sdk';
import * as compat from '@honcho-ai/openai-compat';
import * as aiSdk from '@honcho-ai/ai-sdk';
import * as testing from '@honcho-ai/testing';
import { smoke as run } from './smoke-body.mjs';
export const smoke = (options) => run({ sdk, compat, aiSdk, testing }, options);
`;

/** The bundle's source text; `conditions` are the extra export conditions the target's bundler sets. */
export async function bundlePacked(fixtures: PackedFixtures, name: string, conditions: readonly string[]): Promise<string> {
  const dir = fixtures.fixtures.esm.dir;
  const entry = join(dir, `${name}-entry.mjs`);
  await writeFile(entry, ENTRY);
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
