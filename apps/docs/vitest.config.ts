import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'docs',
    include: ['src/**/*.test.ts'],
    // Building the site copies the API reference (and runs typedoc when it is missing): give hooks room.
    hookTimeout: 120_000,
  },
});
