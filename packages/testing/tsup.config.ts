import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: 'src/index.ts',
    msw: 'src/msw.ts',
    'node/index': 'src/node/index.ts',
    'node/cli': 'src/node/cli.ts',
  },
  // The CLI is a program, not an API: it needs no declarations.
  dts: {
    entry: { index: 'src/index.ts', msw: 'src/msw.ts', 'node/index': 'src/node/index.ts' },
    // The node/ entry's declarations mention Node types; the others stay free of them.
    compilerOptions: { types: ['node'] },
  },
  // Only the node/ entries import Node built-ins; they stay imports, not bundled code.
  external: [/^node:/],
  // Keep `node:` specifiers: Deno and Bun resolve them, and they say what the import is.
  removeNodeProtocol: false,
  splitting: true,
});
