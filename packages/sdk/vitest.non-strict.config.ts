import { testProject } from '../../vitest.shared.js';

// The type tests with strictNullChecks off (tsconfig.test.non-strict.json), as a plugin compiled
// with `strict: false` sees this SDK. Run by the `typecheck` script. The source files the tests
// import are compiled here too, but they are checked in strict mode by tsconfig.json and reach
// users only as declarations, so errors in their bodies under these looser rules are not counted;
// errors in the test files are.
export default testProject('sdk-non-strict-types', {
  include: [],
  typecheck: {
    enabled: true,
    only: true,
    include: ['src/**/*.test-d.ts'],
    exclude: ['src/compat/sdk-2.5-shape.test-d.ts'],
    tsconfig: './tsconfig.test.non-strict.json',
    ignoreSourceErrors: true,
  },
});
