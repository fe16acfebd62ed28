import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// zod is bundled: loaded from node_modules its mini build costs about 40 ms at import (decision 0032).
export default defineConfig({ ...libraryBuild, entry: ['src/index.ts'], noExternal: ['zod'] });
