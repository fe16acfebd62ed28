import { testProject } from '../../vitest.shared.js';

export default testProject('python-sdk', { exclude: ['**/node_modules/**', '.venv/**'] });
