import { testProject } from '../../vitest.shared.js';

export default testProject('conformance', { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] });
