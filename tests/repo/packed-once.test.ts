// `npm test` packs the published packages once (scripts/test-all.mjs): publint and attw check
// those tarballs (scripts/check-packed.mjs), and the runtime matrix and the docs commands reuse them
// through HONCHO_PACKED_TARBALLS (scripts/pack-fixtures.mjs).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './workspace.js';

const run = promisify(execFile);
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'honcho-packed-once-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Exit {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function node(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Exit> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...args], { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Packs a one-file dual package with npm; `typesPath` is what its exports map says the types are. */
async function packTiny(name: string, typesPath: string): Promise<string> {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.js'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'index.cjs'), 'exports.answer = 42;\n');
  writeFileSync(join(dir, 'index.d.ts'), 'export declare const answer: number;\n');
  writeFileSync(join(dir, 'index.d.cts'), 'export declare const answer: number;\n');
  const manifest = {
    name,
    version: '1.0.0',
    type: 'module',
    license: 'MIT',
    files: ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts'],
    exports: { '.': { import: { types: typesPath, default: './index.js' }, require: { types: './index.d.cts', default: './index.cjs' } } },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: dir });
  return join(work, stdout.trim().split('\n').at(-1) ?? '');
}

describe('scripts/check-packed.mjs', () => {
  it('passes a well-formed tarball and fails, naming it, one whose exports point at a file it lacks', async () => {
    const good = await packTiny('tiny-good', './index.d.ts');
    const broken = await packTiny('tiny-broken', './missing.d.ts');
    const list = join(work, 'tarballs.json');
    writeFileSync(list, JSON.stringify({ tarballs: { 'tiny-good': good, 'tiny-broken': broken } }));

    const checked = await node(['scripts/check-packed.mjs', list]);

    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('ok   tiny-good (attw --profile node16)');
    expect(checked.stdout).toContain('FAIL tiny-broken (attw --profile node16)');
    expect(checked.stdout).toContain('missing.d.ts');
  }, 60_000);

  it('refuses a list whose tarballs are gone rather than checking nothing', async () => {
    const list = join(work, 'gone.json');
    writeFileSync(list, JSON.stringify({ tarballs: { gone: join(work, 'gone-1.0.0.tgz') } }));
    const checked = await node(['scripts/check-packed.mjs', list]);
    expect(checked.code).not.toBe(0);
    expect(checked.stderr).toContain('lists tarballs that are gone');
  });
});

describe('scripts/pack-fixtures.mjs with HONCHO_PACKED_TARBALLS', () => {
  const published = (): string[] => {
    const script = readFileSync(join(repoRoot, 'scripts', 'pack-fixtures.mjs'), 'utf8');
    const folders = JSON.parse((/const published = (\[[^\]]+\])/.exec(script)?.[1] ?? '[]').replaceAll("'", '"')) as string[];
    return folders.map((folder) => (JSON.parse(readFileSync(join(repoRoot, 'packages', folder, 'package.json'), 'utf8')) as { name: string }).name);
  };

  it('reuses the earlier tarballs instead of packing again', async () => {
    const earlier = Object.fromEntries(published().map((name) => [name, join(work, `${name.replace(/\W+/g, '-')}.tgz`)]));
    for (const path of Object.values(earlier)) writeFileSync(path, '');
    const summary = join(work, 'earlier.json');
    writeFileSync(summary, JSON.stringify({ tarballs: earlier }));

    const packed = await node(['scripts/pack-fixtures.mjs', join(work, 'out'), '--tarballs-only'], { HONCHO_PACKED_TARBALLS: summary });

    expect(packed.code, packed.stderr).toBe(0);
    expect((JSON.parse(packed.stdout.trim().split('\n').at(-1) ?? '{}') as { tarballs: unknown }).tarballs).toEqual(earlier);
  });

  it('fails, naming the package, when the earlier pack lacks one', async () => {
    const [first, ...rest] = published();
    const summary = join(work, 'partial.json');
    const earlier = Object.fromEntries(rest.map((name) => [name, join(work, `${name.replace(/\W+/g, '-')}.tgz`)]));
    for (const path of Object.values(earlier)) writeFileSync(path, '');
    writeFileSync(summary, JSON.stringify({ tarballs: earlier }));

    const packed = await node(['scripts/pack-fixtures.mjs', join(work, 'out-partial'), '--tarballs-only'], { HONCHO_PACKED_TARBALLS: summary });

    expect(packed.code).not.toBe(0);
    expect(packed.stderr).toContain(`lacks a tarball for ${first}`);
  });
});
