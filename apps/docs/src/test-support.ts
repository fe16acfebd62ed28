import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite, DOCS_ROOT, type BuildResult } from './build-site.js';

const REPO_ROOT = resolve(DOCS_ROOT, '..', '..');

/**
 * The typedoc output the site links to. `npm test` builds it in an earlier
 * step; a docs test run on its own builds it here (about 45 s) rather than
 * checking a site whose API reference is a placeholder.
 */
export function ensureApiReference(): void {
  if (existsSync(join(DOCS_ROOT, 'api', 'index.html'))) return;
  const result = spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'typedoc'), ['--logLevel', 'Warn'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0) throw new Error(`typedoc failed (status ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
}

/** Builds the real site into a fresh temporary directory, so test files never race on apps/docs/dist. */
export function buildSiteForTest(): BuildResult & { cleanup(): void } {
  ensureApiReference();
  const outDir = mkdtempSync(join(tmpdir(), 'honcho-docs-'));
  const result = buildSite({ outDir });
  return { ...result, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The text a browser shows for HTML-escaped code. */
export const unescapeHtml = (html: string): string => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
