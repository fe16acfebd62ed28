import { testProject } from '../../vitest.shared.js';

export default testProject('examples', {
  include: ['src/**/*.test.ts'],
  // Run separately on Node 22 by vitest.node22.config.ts.
  exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
});
