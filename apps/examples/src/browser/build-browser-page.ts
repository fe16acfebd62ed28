/**
 * Bundles the browser proof page (page.ts and its dependencies, the SDK
 * included) with esbuild into dist/browser/, next to a copy of index.html.
 * Run by `pnpm --filter @honcho-ai/examples build:browser` and by the browser test.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { isMain } from '../run-example.js';

const here = import.meta.dirname;
/** Where the built page lands. */
export const BROWSER_PAGE_DIR = join(here, '..', '..', 'dist', 'browser');

/** Builds the page; resolves to the directory holding index.html and page.js. */
export async function buildBrowserPage(outdir: string = BROWSER_PAGE_DIR): Promise<string> {
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: [join(here, 'page.ts')],
    outfile: join(outdir, 'page.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    sourcemap: true,
    logLevel: 'warning',
  });
  await copyFile(join(here, 'index.html'), join(outdir, 'index.html'));
  return outdir;
}

if (isMain(import.meta.url)) console.log(`Built ${await buildBrowserPage()}`);
