import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** A project's test options, as `defineProject` takes them. */
export type ProjectTestOptions = NonNullable<UserWorkspaceConfig['test']>;

/**
 * A vitest project of this repository, named `name`; `options` are the project's own and win.
 *
 * The root config names its projects by folder, and a project so named does not inherit the
 * root's test options, so the timeouts every project needs are set here (vitest's own are 5 s).
 *
 * @example
 * export default testProject('reliability', { execArgv: ['--expose-gc'] });
 */
export function testProject(name: string, options: ProjectTestOptions = {}): UserWorkspaceConfig {
  return defineProject({ test: { name, testTimeout: 20_000, hookTimeout: 20_000, include: ['**/*.test.ts'], ...options } });
}

/**
 * A package's project: the tests under `src/` and `test/`, its type tests (`*.test-d.ts`) compiled
 * with its `tsconfig.test.json`, and none of the `*.node22.test.ts` files, which
 * vitest.node22.config.ts runs on the Node 22 binary. `options.typecheck` is merged into the
 * type-test settings; any other option replaces the default.
 *
 * @example
 * export default packageProject('inspector', { testTimeout: 30_000, hookTimeout: 60_000 });
 */
export function packageProject(name: string, { typecheck, ...options }: ProjectTestOptions = {}): UserWorkspaceConfig {
  return testProject(name, {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'], tsconfig: './tsconfig.test.json', ...typecheck },
    ...options,
  });
}
