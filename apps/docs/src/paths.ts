/**
 * Where the docs build reads and writes, in one place for the VitePress
 * config, the build script and the tests. Computed from this file's URL, not
 * `import.meta.dirname`: Vite bundles the config with the modules it imports,
 * and keeps each module's own `import.meta.url`.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** apps/docs: VitePress's root and source directory. */
export const DOCS_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/** The repository root. */
export const REPO_ROOT = join(DOCS_ROOT, '..', '..');
/** The examples' sources, where include paths are resolved. */
export const EXAMPLES_SRC = join(REPO_ROOT, 'apps', 'examples', 'src');
/** Where VitePress writes the built site (`vitepress build`, `vitepress preview`). */
export const OUT_DIR = join(DOCS_ROOT, 'dist');
