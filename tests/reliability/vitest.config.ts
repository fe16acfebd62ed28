import { testProject } from '../../vitest.shared.js';

// soak.test.ts calls global.gc() to compare the heap after the run with the baseline.
export default testProject('reliability', { execArgv: ['--expose-gc'] });
