/**
 * What the inspector's browser test files share: the demo tour started with `--inspect` (its printed
 * URL), a page per test on the shared Chromium with its watch, waiting for a view to settle, moving
 * between views, axe, and calling the inspector's API as the page does.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TOKEN_HEADER } from '@honcho-ai/inspector';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchPage, type PageWatch, type SharedChromium } from '../browser/browser-testing.js';

/** The examples app's root (where the tour script and its tsx live). */
export const EXAMPLES_ROOT = join(import.meta.dirname, '..', '..');
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** The workspace the demo tour fills. */
export const DEMO_WORKSPACE = 'honcho-demo';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface TourInspector {
  /** The URL the tour printed, launch token included. */
  readonly url: string;
  /** Stops the tour (and with it its emulator and inspector). */
  close(): void;
}

/**
 * Runs the demo tour with `--inspect`, as `npm run demo -- --inspect` does, without the caller's Honcho
 * settings (so it starts its own emulator), and resolves with the inspector URL it prints.
 */
export async function startTourInspector(): Promise<TourInspector> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.HONCHO_URL;
  delete env.HONCHO_API_KEY;
  delete env.HONCHO_WORKSPACE_ID;
  const tour = spawn(join(EXAMPLES_ROOT, 'node_modules', '.bin', 'tsx'), ['src/demo/tour.ts', '--inspect'], { cwd: EXAMPLES_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const take = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const match = /See what Honcho remembers: open (http:\/\/\S+)/.exec(output);
        if (match) resolveUrl(match[1]!);
      };
      tour.stdout!.on('data', take);
      tour.stderr!.on('data', take);
      tour.once('exit', (code) => reject(new Error(`the tour exited (${code}) before serving the inspector:\n${output}`)));
    });
    return { url, close: () => tour.kill('SIGTERM') };
  } catch (error) {
    tour.kill('SIGTERM');
    throw error;
  }
}

/** Every answer the inspector gave the page, for the watch (which reports statuses of 400 and more). */
export function answerLog(page: Page, origin: string): { url: string; log: { path: string; status: number }[] } {
  const log: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin) log.push({ path: url.pathname + url.search, status: response.status() });
  });
  return { url: origin, log };
}

/**
 * Opens `url` in a new page of the shared browser's context, waits for the view to settle and runs `body`;
 * resolves `undefined` without running it when browser tests are skipped.
 */
export async function withPage<T>(chromium: SharedChromium, url: string, body: (page: Page, watch: PageWatch) => Promise<T>, viewport: Viewport = DESKTOP): Promise<T | undefined> {
  const browser = await chromium.ready;
  if (!browser) return undefined;
  const page = await browser.context.newPage();
  try {
    await page.setViewportSize(viewport);
    const watch = watchPage(page, answerLog(page, new URL(url).origin));
    await page.goto(url);
    await settled(page);
    return await body(page, watch);
  } finally {
    await page.close();
  }
}

/** The view has its heading and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
}

/** Moves the page to another view by its hash, and waits for it to settle. */
export async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
  await settled(page);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's CSP (script-src 'self') does not govern, as it does a script tag.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    return axe.run();
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/**
 * Calls the inspector's API from inside the page with the launch token the page keeps (in its
 * storage), and answers status and JSON body.
 */
export async function pageApi<T = unknown>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([header, target]) => {
      const token = localStorage.getItem('honcho-inspector-token') ?? sessionStorage.getItem('honcho-inspector-token');
      const answer = await fetch(target, { headers: token ? { [header]: token } : {} });
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text itself.
      }
      return { status: answer.status, body: body as T };
    },
    [TOKEN_HEADER, path] as const,
  );
}

/** Escapes `text` for use inside a RegExp. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
