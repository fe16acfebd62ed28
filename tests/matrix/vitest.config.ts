import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'matrix',
    include: ['**/*.test.ts'],
    // The fixture scripts under fixture/ are copied into temp projects, never run here.
    exclude: ['**/node_modules/**', 'fixture/**'],
    // Packs and installs the published packages once for every test file (about half a minute).
    globalSetup: ['./global-setup.ts'],
  },
});
