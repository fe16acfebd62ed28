import { packageProject } from '../../vitest.shared.js';

// @mastra/core needs Node 22.13: its scenarios are *.node22.test.ts files, run by vitest.node22.config.ts.
export default packageProject('mastra');
