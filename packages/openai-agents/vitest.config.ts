import { packageProject } from '../../vitest.shared.js';

// @openai/agents 0.20 needs Node 22 (through openai 7): its scenarios are *.node22.test.ts files,
// run by vitest.node22.config.ts.
export default packageProject('openai-agents');
