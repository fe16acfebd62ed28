#!/usr/bin/env node
// `honcho` (`npx @honcho-ai/cli`): the Node command. Only this file touches the process.
import { runCli } from '../cli/program.js';

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  // Questions only on a terminal: piped or in CI, `honcho init` writes what its flags give.
  prompt: process.stdin.isTTY && process.stdout.isTTY ? { input: process.stdin, output: process.stdout } : undefined,
  setExitCode: (code) => {
    process.exitCode = code;
  },
}).catch((error: unknown) => {
  // The loader's and the checks' messages never carry the key; anything else is reported by its message alone.
  process.stderr.write(`honcho: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
