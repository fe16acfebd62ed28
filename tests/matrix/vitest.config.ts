import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'matrix',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['**/*.test.ts'],
    // The fixture scripts under fixture/ are copied into temp projects, never run here.
    exclude: ['**/node_modules/**', 'fixture/**'],
    // Packs and installs the published packages once for every test file (about half a minute).
    globalSetup: ['./global-setup.ts'],
  },
});
