import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'reliability',
    include: ['**/*.test.ts'],
    // soak.test.ts calls global.gc() to compare the heap after the run with the baseline.
    execArgv: ['--expose-gc'],
  },
});
