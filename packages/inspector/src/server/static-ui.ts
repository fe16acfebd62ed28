import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The built UI (scripts/build-ui.mjs): beside the bundle in dist/ when published, and in the
 * package's dist/ when this module runs from its source (the package's own tests).
 */
export const UI_DIRECTORY = [new URL('./ui/', import.meta.url), new URL('../../dist/ui/', import.meta.url)]
  .map((candidate) => fileURLToPath(candidate))
  .find((directory) => existsSync(`${directory}index.html`)) ?? fileURLToPath(new URL('./ui/', import.meta.url));

/** The UI's files by the path they are served at: nothing else in the folder is reachable. */
const UI_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/app.js.map': { file: 'app.js.map', type: 'application/json' },
  '/app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};

/** The file served at `path`, or `undefined` when the UI has none there. */
export async function uiFile(path: string, directory = UI_DIRECTORY): Promise<{ body: Buffer; type: string } | undefined> {
  const entry = UI_FILES[path];
  if (!entry) return undefined;
  try {
    return { body: await readFile(`${directory}${entry.file}`), type: entry.type };
  } catch {
    return undefined;
  }
}
