// What tests/matrix/global-setup.ts hands every test file: the packed tarballs and the
// two fixture projects they are installed into (see scripts/pack-fixtures.mjs).
import { inject } from 'vitest';

/** A fixture project: its directory and the smoke script copied into it. */
export interface FixtureProject {
  readonly dir: string;
  readonly script: string;
}

/** The tarballs by package name, and the ESM (`"type": "module"`) and CJS projects they are installed into. */
export interface PackedFixtures {
  readonly dir: string;
  readonly tarballs: Record<string, string>;
  readonly fixtures: Record<'esm' | 'cjs', FixtureProject>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    packedFixtures: PackedFixtures;
  }
}

/** The fixtures global-setup.ts packed and installed for this run. */
export function packedFixtures(): PackedFixtures {
  return inject('packedFixtures');
}

/** The repository root. */
export const repoRoot = new URL('../..', import.meta.url).pathname;

/** The emulator's API key in every matrix test. */
export const MATRIX_API_KEY = 'matrix-key';

/** The fields every runtime's smoke run must report, whatever the runtime (see fixture/smoke-body.mjs). */
export const SMOKE_EXPECTATIONS = {
  peer: 'alice',
  messages: 2,
  answer: true,
  streamed: true,
  refused: true,
  model: 'alice',
  compatVersion: 'string',
  aiSdk: 'function',
  emulator: 200,
} as const;
