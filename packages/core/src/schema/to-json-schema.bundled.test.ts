import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A browser app that passes a zod 3 schema, bundled as an app bundler would (esbuild, ESM,
// browser platform) and run in Node from two places: outside any node_modules, where the
// converter loaded by name cannot resolve (as in a browser or an edge runtime), and inside this
// package, where it can (as in a bundled Node app whose dependencies are installed).
const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..', '..');

const APP = `import { z } from 'zod3';
import { SchemaValidationError, toJsonSchema } from './src/schema/index.ts';
try {
  console.log(JSON.stringify({ converted: await toJsonSchema(z.object({ a: z.string() })) }));
} catch (error) {
  console.log(JSON.stringify({ typed: SchemaValidationError.isInstance(error), name: error.name, issues: error.issues }));
}
`;

let bundle = '';
let bundledInputs: string[] = [];
const made: string[] = [];

/** Runs Node in `dir`, without the NODE_PATH package managers set for their scripts. */
function node(dir: string, args: readonly string[]): Promise<{ stdout: string }> {
  return promisify(execFile)(process.execPath, [...args], { cwd: dir, env: { ...process.env, NODE_PATH: '' } });
}

async function runFrom(dir: string): Promise<Record<string, unknown>> {
  const file = join(dir, 'app.mjs');
  writeFileSync(file, bundle);
  return JSON.parse((await node(dir, [file])).stdout) as Record<string, unknown>;
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

describe('a zod 3 schema in a bundled app', () => {
  it('the bundle holds zod 3 and core, but not zod-to-json-schema', () => {
    expect(bundledInputs.some((input) => input.includes('zod@3.25'))).toBe(true);
    expect(bundledInputs.some((input) => input.includes('to-json-schema.ts'))).toBe(true);
    expect(bundledInputs.filter((input) => input.includes('zod-to-json-schema'))).toEqual([]);
  });

  it('is refused with a SchemaValidationError saying what to pass, where the converter cannot be loaded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'honcho-zod3-bundle-'));
    made.push(dir);
    // Without this the test would prove nothing: the converter must really be out of reach here.
    await expect(node(dir, ['--input-type=module', '-e', "await import('zod-to-json-schema')"])).rejects.toThrow(
      /Cannot find package 'zod-to-json-schema'/,
    );
    const seen = await runFrom(dir);
    expect(seen).toMatchObject({ typed: true, name: 'SchemaValidationError' });
    const issues = seen.issues as { path: string; message: string }[];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe('#');
    expect(issues[0]?.message).toMatch(
      /^zod 3 schemas are converted by zod-to-json-schema, loaded by name at run time, which works in Node, Bun and Deno but not in a bundled app \(browser, edge\)\. Use a zod 4 schema \(zod 3\.25's `zod\/v4` works\), a Standard Schema that implements ~standard\.jsonSchema, or a JSON Schema object \(.*zod-to-json-schema.*\)$/,
    );
  }, 30_000);

  it('converts where the runtime can resolve the converter (a bundled Node app with its dependencies)', async () => {
    const parent = join(packageDir, 'node_modules', '.tmp');
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(join(parent, 'zod3-bundle-'));
    made.push(dir);
    expect(await runFrom(dir)).toEqual({
      converted: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
    });
  }, 30_000);
});
