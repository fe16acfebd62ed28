#!/usr/bin/env node
// Builds the browser UI (src/ui, Preact) into dist/ui: one script, one stylesheet and the page,
// with no request to anywhere but the inspector itself (no CDN, no web fonts).
import { copyFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const out = new URL('dist/ui/', root);
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [new URL('src/ui/main.tsx', root).pathname],
  outfile: new URL('app.js', out).pathname,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
copyFileSync(new URL('src/ui/index.html', root), new URL('index.html', out));
copyFileSync(new URL('src/ui/styles.css', root), new URL('app.css', out));
