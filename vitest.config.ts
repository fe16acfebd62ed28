import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package, so the test command ends with a single summary.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core for itself (one worker on two cores), but
    // most files wait on servers and child processes, so both cores stay busy. The docs' programs
    // (docs-programs) run after the rest, and the commands that install, build and pack in the
    // checkout (docs-commands) last, alone (their own sequence.groupOrder and maxWorkers).
    maxWorkers: availableParallelism(),
    // A project given as a file or folder does not inherit this config's test options: each
    // project's config is built by vitest.shared.ts, which sets them (tests/repo checks they are set).
    // tools/ holds private workspace packages, of which only some have tests.
    projects: ['packages/*', 'apps/*', 'tests/*', 'tests/docs-commands/vitest.programs.config.ts', 'bench', 'tools/*/vitest.config.ts'],
  },
});
