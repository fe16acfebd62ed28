#!/usr/bin/env node
// The `honcho-emulator` command. The program itself is dist/node/cli.js; this launcher is committed
// so the bin exists before anything is built: a package manager links bins at install time, and a
// bin that points into an unbuilt dist/ makes every install of the workspace warn that it is missing.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/node/cli.js', import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write(
    'honcho-emulator: the command is not built yet (packages/testing/dist/node/cli.js is missing).\n' +
      'Build it first, from the repository root: npx --yes pnpm@10.34.9 --filter @honcho-ai/testing build\n',
  );
  process.exitCode = 1;
}
