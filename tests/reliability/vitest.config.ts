import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'reliability',
    // A project run from the root config does not inherit its options: each sets its own timeouts.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    include: ['**/*.test.ts'],
    // soak.test.ts calls global.gc() to compare the heap after the run with the baseline.
    execArgv: ['--expose-gc'],
  },
});
