import { testProject } from '../../vitest.shared.js';

export default testProject('matrix', {
  // The fixture scripts under fixture/ are copied into temp projects, never run here.
  exclude: ['**/node_modules/**', 'fixture/**'],
  // Packs and installs the published packages once for every test file (about half a minute).
  globalSetup: ['./global-setup.ts'],
});
