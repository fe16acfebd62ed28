import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A browser app that passes each kind of schema, bundled as an app bundler would (esbuild, ESM,
// browser platform) and run in Node from two places: outside any node_modules, where a converter
// loaded by name cannot resolve (as in a browser or an edge runtime), and inside this package,
// where it can (as in a bundled Node app whose dependencies are installed).
const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..', '..');

const APP = `import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import * as z3v4 from 'zod3/v4';
import { SchemaValidationError, toJsonSchema } from './src/schema/index.ts';
const schemas = {
  'zod 4': z.object({ a: z.string() }),
  'zod 3': z3.object({ a: z3.string() }),
  'zod 3.25 zod/v4': z3v4.object({ a: z3v4.string() }),
  'zod mini': zm.object({ a: zm.string() }),
  'JSON Schema': { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
};
const seen = {};
for (const [name, schema] of Object.entries(schemas)) {
  try {
    seen[name] = { converted: await toJsonSchema(schema) };
  } catch (error) {
    seen[name] = { typed: SchemaValidationError.isInstance(error), name: error.name, issues: error.issues };
  }
}
console.log(JSON.stringify(seen));
`;

const CONVERTED = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };

/** What the refusal says after naming the converter; the import's own error follows in parentheses. */
const UNBUNDLED_ONLY =
  'loaded by name at run time: that works in Node, Bun and Deno, not in a bundled app (browser, edge). ' +
  'Use zod 4.2 or later (`zod`, not `zod/mini`), a Standard Schema that implements ~standard.jsonSchema, ' +
  'or a JSON Schema object (';

let bundle = '';
let bundledInputs: string[] = [];
const made: string[] = [];

/** Runs Node in `dir`, without the NODE_PATH package managers set for their scripts. */
function node(dir: string, args: readonly string[]): Promise<{ stdout: string }> {
  return promisify(execFile)(process.execPath, [...args], { cwd: dir, env: { ...process.env, NODE_PATH: '' } });
}

async function runFrom(dir: string): Promise<Record<string, Record<string, unknown>>> {
  const file = join(dir, 'app.mjs');
  writeFileSync(file, bundle);
  return JSON.parse((await node(dir, [file])).stdout) as Record<string, Record<string, unknown>>;
}

function refusal(seen: Record<string, unknown> | undefined, converter: string): string {
  expect(seen).toMatchObject({ typed: true, name: 'SchemaValidationError' });
  const issues = seen?.issues as { path: string; message: string }[];
  expect(issues).toHaveLength(1);
  expect(issues[0]?.path).toBe('#');
  const message = issues[0]?.message ?? '';
  expect(message).toContain(`${converter}, ${UNBUNDLED_ONLY}`);
  return message;
}

beforeAll(async () => {
  const result = await build({
    stdin: { contents: APP, resolveDir: packageDir, sourcefile: 'app.mjs', loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]?.text ?? '';
  bundledInputs = Object.keys(result.metafile.inputs);
});

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('schemas in a bundled app', () => {
  it('the bundle holds the app’s zod and core, but not zod-to-json-schema', () => {
    expect(bundledInputs.some((input) => input.includes('zod@3.25'))).toBe(true);
    expect(bundledInputs.some((input) => input.includes('to-json-schema.ts'))).toBe(true);
    expect(bundledInputs.filter((input) => input.includes('zod-to-json-schema'))).toEqual([]);
  });

  it('where the converters cannot be loaded, zod 3, zod 3.25’s zod/v4 and zod mini are refused saying what to pass; zod 4 and JSON Schema convert', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'honcho-schema-bundle-'));
    made.push(dir);
    // Without this the test would prove nothing: the converters must really be out of reach here.
    await expect(node(dir, ['--input-type=module', '-e', "await import('zod-to-json-schema')"])).rejects.toThrow(
      /Cannot find package 'zod-to-json-schema'/,
    );
    const seen = await runFrom(dir);
    expect(refusal(seen['zod 3'], 'zod 3 schemas are converted by zod-to-json-schema')).toMatch(
      /\(Cannot find package 'zod-to-json-schema'.*\)$/,
    );
    const zod4Fallback = "zod mini and zod 4 before 4.2 (zod 3.25's `zod/v4` too) are converted by toJSONSchema from zod/v4/core";
    expect(refusal(seen['zod 3.25 zod/v4'], zod4Fallback)).toMatch(/\(Cannot find package 'zod'.*\)$/);
    refusal(seen['zod mini'], zod4Fallback);
    // What the refusal advises works in the same bundle.
    expect(seen['zod 4']).toEqual({ converted: CONVERTED });
    expect(seen['JSON Schema']).toEqual({ converted: CONVERTED });
  }, 30_000);

  it('every kind converts where the runtime can resolve the converters (a bundled Node app with its dependencies)', async () => {
    const parent = join(packageDir, 'node_modules', '.tmp');
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(join(parent, 'schema-bundle-'));
    made.push(dir);
    expect(await runFrom(dir)).toEqual({
      'zod 4': { converted: CONVERTED },
      'zod 3': { converted: { ...CONVERTED, additionalProperties: false } },
      'zod 3.25 zod/v4': { converted: CONVERTED },
      'zod mini': { converted: CONVERTED },
      'JSON Schema': { converted: CONVERTED },
    });
  }, 30_000);
});
