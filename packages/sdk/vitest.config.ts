import { packageProject } from '../../vitest.shared.js';

export default packageProject('sdk', {
  // Compiled with strictNullChecks off by vitest.non-strict.config.ts (the typecheck script).
  typecheck: { exclude: ['**/node_modules/**', '**/*.non-strict.test-d.ts'] },
});
