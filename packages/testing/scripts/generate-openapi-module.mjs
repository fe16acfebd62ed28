#!/usr/bin/env node
// Turns ../api-types/openapi.yaml into src/openapi/generated/openapi-document.ts,
// the document the emulator serves at GET /openapi.json.
//
//   node scripts/generate-openapi-module.mjs          write the file
//   node scripts/generate-openapi-module.mjs --check  fail (exit 1) when the committed file is stale
//
// The YAML is converted at build time, not at run time, so the emulator needs no
// YAML parser and no file system (it must run in browsers and edge runtimes).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const sourcePath = fileURLToPath(new URL('../../api-types/openapi.yaml', import.meta.url));
const outputPath = fileURLToPath(new URL('../src/openapi/generated/openapi-document.ts', import.meta.url));

/** The module source for the current YAML document. */
export function render() {
  const document = parse(readFileSync(sourcePath, 'utf8'));
  const json = JSON.stringify(document);
  return [
    '// This file is generated from packages/api-types/openapi.yaml by',
    '// scripts/generate-openapi-module.mjs. Do not edit it by hand: regenerate with',
    '// `node scripts/generate-openapi-module.mjs`; a test fails when it is stale.',
    '',
    '/** The repository\'s OpenAPI 3.1 document for the Honcho v3 contract, as JSON. */',
    // JSON.parse of a string literal keeps type-checking and parsing cheap for a large document.
    `export const OPENAPI_DOCUMENT: Readonly<Record<string, unknown>> = JSON.parse(${JSON.stringify(json)}) as Record<string, unknown>;`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rendered = render();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outputPath, 'utf8');
    } catch {}
    if (current !== rendered) {
      console.error(`${outputPath} is stale: run node scripts/generate-openapi-module.mjs`);
      process.exit(1);
    }
    console.log('openapi-document.ts is current');
  } else {
    writeFileSync(outputPath, rendered);
    console.log(`wrote ${outputPath}`);
  }
}
