#!/usr/bin/env node
// `changeset version` bumps package.json files; this carries each new version
// into the package's `src/version.ts`, which the client sends to the server.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const packagesDir = new URL('../packages/', import.meta.url).pathname;
for (const folder of readdirSync(packagesDir)) {
  const versionFile = join(packagesDir, folder, 'src', 'version.ts');
  if (!existsSync(versionFile)) continue;
  const { version } = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8'));
  const source = readFileSync(versionFile, 'utf8');
  const updated = source.replace(/VERSION = '[^']*'/, `VERSION = '${version}'`);
  if (updated !== source) {
    writeFileSync(versionFile, updated);
    console.log(`${folder}: ${version}`);
  }
}
