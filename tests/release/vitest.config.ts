import { testProject } from '../../vitest.shared.js';

export default testProject('release', {
  // The setup copies the workspace, applies the pending changesets, packs and dry-runs seven
  // packages: about 16 s of CPU time, and much longer on a loaded machine.
  hookTimeout: 180_000,
});
