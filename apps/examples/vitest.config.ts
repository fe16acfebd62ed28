import { testProject } from '../../vitest.shared.js';

export default testProject('examples', {
  include: ['src/**/*.test.ts'],
  // The examples' models (openai('gpt-4o'), ChatOpenAI...) answer from one stand-in model provider.
  globalSetup: ['src/examples/shared/stand-in-model-setup.ts'],
  setupFiles: ['src/examples/shared/stand-in-model-env.ts'],
  // Run separately on Node 22 by vitest.node22.config.ts.
  exclude: ['**/node_modules/**', '**/*.node22.test.ts'],
});
