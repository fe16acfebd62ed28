import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig({ ...libraryBuild, entry: ['src/index.ts'] });
