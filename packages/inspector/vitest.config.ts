import { packageProject } from '../../vitest.shared.js';

export default packageProject('inspector', { testTimeout: 30_000, hookTimeout: 60_000 });
