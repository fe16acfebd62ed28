#!/usr/bin/env node
// The `honcho` command. The program is dist/bin.js; this launcher is committed so the bin exists
// before anything is built: a package manager links bins at install time, and a bin that points into
// an unbuilt dist/ makes every install of the workspace warn.
import { existsSync } from 'node:fs';

const program = new URL('../dist/bin.js', import.meta.url);
if (existsSync(program)) {
  await import(program.href);
} else {
  process.stderr.write(
    'honcho: the command is not built yet (packages/cli/dist/bin.js is missing).\n' +
      'Build it first, from the repository root: npx --yes pnpm@10.34.9 --filter @honcho-ai/cli build\n',
  );
  process.exitCode = 1;
}
