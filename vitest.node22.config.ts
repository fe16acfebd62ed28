import { defineConfig } from 'vitest/config';

// Tests for dependencies that require Node 22 or later (`ai` 7, `openai` 7, the agent frameworks on them).
// `npm test` runs this config with the Node 22 binary from tools/runtimes; the
// main run (Node 20) leaves these files out.
export default defineConfig({
  test: {
    name: 'node22',
    include: ['packages/*/src/**/*.node22.test.ts', 'packages/*/test/**/*.node22.test.ts', 'apps/examples/src/**/*.node22.test.ts'],
    // The examples' models answer from one stand-in model provider (apps/examples/vitest.config.ts does the same on Node 20).
    globalSetup: ['apps/examples/src/examples/shared/stand-in-model-setup.ts'],
    setupFiles: ['apps/examples/src/examples/shared/stand-in-model-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
