#!/usr/bin/env node
// Turns openapi.yaml into src/generated/openapi.ts with openapi-typescript.
//
//   node scripts/generate.mjs          write the file
//   node scripts/generate.mjs --check  fail (exit 1) when the committed file is stale
//
// The check mode regenerates in memory and compares, so CI catches a document
// edit that was committed without regenerating, or a hand edit to the output.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const sourceUrl = new URL('../openapi.yaml', import.meta.url);
const outputPath = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = [
  '// This file is generated from openapi.yaml by scripts/generate.mjs',
  '// (`pnpm --filter @honcho-ai/api-types run generate`). Do not edit it by hand:',
  '// change openapi.yaml and regenerate; `run check:generated` fails when it is stale.',
  '',
  '',
].join('\n');

/**
 * Rewrites openapi-typescript's JSDoc into plain TSDoc. It emits `@description`
 * and `@constant`, which are not TSDoc tags: the docs build (typedoc with
 * warnings as errors) rejects them. A description becomes the comment's
 * summary, and its continuation lines lose the four-space hanging indent, which
 * markdown would otherwise read as a code block after a blank line. `@constant`
 * is dropped because the literal type already says so.
 */
function tidyDocComments(source) {
  return source
    .replace(/^[ \t]*\/\*\* @constant \*\/\n/gm, '')
    .replace(/\/\*\*[\s\S]*?\*\//g, (block) => {
      let inDescription = false;
      return block
        .split('\n')
        .filter((line) => !/^\s*\* @constant\s*$/.test(line))
        .map((line) => {
          if (/^\s*(?:\/\*\*|\*) @description /.test(line)) {
            inDescription = true;
            return line.replace('@description ', '');
          }
          if (/^\s*\* @/.test(line)) inDescription = false;
          return inDescription ? line.replace(/^(\s*\*) {4}/, '$1') : line;
        })
        .join('\n');
    });
}

/** Renders the document to TypeScript source, identically on every machine. */
async function render() {
  const ast = await openapiTS(sourceUrl, {
    // Without this, properties that have a `default` become required, which is
    // wrong for request bodies: the default is what the server fills in.
    defaultNonNullable: false,
    // The document is authored in a deliberate order; keep it.
    alphabetize: false,
    silent: true,
  });
  let body = tidyDocComments(astToString(ast));
  // The TypeScript printer indents with four spaces; the repo uses two. Only
  // whole leading groups are halved, so JSDoc ` *` alignment survives.
  body = body.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
  // Unix newlines and exactly one trailing newline, whatever the platform.
  body = body.replace(/\r\n/g, '\n').replace(/\s*$/, '\n');
  return HEADER + body;
}

const check = process.argv.includes('--check');
const generated = await render();
const shownPath = relative(packageDir, outputPath);

if (check) {
  let committed = null;
  try {
    committed = await readFile(outputPath, 'utf8');
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  if (committed === generated) {
    console.log(`${shownPath} is up to date with openapi.yaml.`);
  } else {
    const why = committed === null ? 'is missing' : 'is stale (it differs from what openapi.yaml generates)';
    console.error(`${shownPath} ${why}.`);
    console.error('Run `pnpm --filter @honcho-ai/api-types run generate` and commit the result.');
    process.exitCode = 1;
  }
} else {
  await mkdir(dirname(outputPath), { recursive: true });
  await writeFile(outputPath, generated);
  console.log(`Wrote ${shownPath}.`);
}
