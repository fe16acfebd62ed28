import { testProject } from '../../vitest.shared.js';

export default testProject('repo');
