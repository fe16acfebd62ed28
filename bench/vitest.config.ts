import { testProject } from '../vitest.shared.js';

export default testProject('bench', { exclude: ['**/node_modules/**', '.tmp/**'] });
