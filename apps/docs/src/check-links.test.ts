import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from './check-links.js';

describe('checkLinks on a site with clean URLs', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const site = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'honcho-links-'));
    dirs.push(root);
    for (const [name, html] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), html);
    }
    return root;
  };

  it('finds pages by clean URL, folder index and relative path, and checks their anchors', () => {
    const root = site({
      'index.html': '<a href="/guides/a#top">a</a> <a href="/api/">api</a> <a href="/assets/x.js">js</a> <a href="https://example.com/nope">out</a> <a href="#">top</a>',
      'guides/a.html': '<h1 id="top">A</h1><a href="./b">b</a> <a href="b#gone">b</a> <a href="/guides/missing">m</a> <a href="../../outside">o</a>',
      'guides/b.html': '<h1 id="b">B</h1>',
      'api/index.html': '<a href="./%40scope/pkg/#x">pkg</a>',
      'api/@scope/pkg/index.html': '<h2 id="x">X</h2>',
      'assets/x.js': '',
    });
    const report = checkLinks(root);
    expect(report.pages).toBe(5);
    expect(report.links).toBe(9);
    expect(report.broken).toEqual([
      { page: 'guides/a.html', link: 'b#gone', reason: 'no element with id "gone" in guides/b.html' },
      { page: 'guides/a.html', link: '/guides/missing', reason: 'no file for /guides/missing (nor /guides/missing.html, nor /guides/missing/index.html)' },
      { page: 'guides/a.html', link: '../../outside', reason: 'points outside the site' },
    ]);
  });
});
