import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.js';
import { PUBLISHED_PACKAGES, repoRoot } from './packed-fixtures.js';

// What installing the published packages brings into a user's project: no dependency with a known
// high or critical advisory, and none that runs code at install time.
const run = promisify(execFile);
const pnpm = join(repoRoot, 'node_modules', '.bin', 'pnpm');
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;

/** Runs pnpm and returns its output whatever its exit code (audit exits 1 when it finds something). */
async function pnpmOutput(args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return run(pnpm, [...args], { cwd: repoRoot, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string; killed?: boolean }) => {
    if (error.killed || error.stdout === undefined) throw error;
    return { stdout: error.stdout, stderr: error.stderr ?? '' };
  });
}

interface ListedDependency {
  readonly version?: string;
  readonly path?: string;
  readonly dependencies?: Record<string, ListedDependency>;
  readonly optionalDependencies?: Record<string, ListedDependency>;
}

/** Every installed package directory in the production tree, by `name@version`. */
function productionTree(projects: readonly (ListedDependency & { name: string })[]): Map<string, string> {
  const found = new Map<string, string>();
  // pnpm prints a package's children once and marks later occurrences `deduped` without them,
  // so a package is expanded the first time it comes with children, wherever that is.
  const expanded = new Set<string>();
  const visit = (name: string, node: ListedDependency): void => {
    if (!node.path) return;
    const key = `${name}@${node.version ?? '?'}`;
    found.set(key, node.path);
    const children = Object.entries({ ...node.dependencies, ...node.optionalDependencies });
    if (children.length === 0 || expanded.has(key)) return;
    expanded.add(key);
    for (const [child, next] of children) visit(child, next);
  };
  for (const project of projects) for (const [name, node] of Object.entries({ ...project.dependencies, ...project.optionalDependencies })) visit(name, node);
  return found;
}

describe('supply chain of the published packages', () => {
  it('pnpm audit --prod reports no high or critical advisory (and fails when it cannot ask)', async () => {
    const { stdout, stderr } = await pnpmOutput(['audit', '--prod', '--audit-level', 'high', '--json']);
    const verdict = auditVerdict(stdout, stderr);
    if (verdict.kind === 'unreachable') {
      const reason = process.env.HONCHO_SKIP_AUDIT?.trim();
      if (!reason) {
        throw new Error(
          `pnpm audit could not get an answer from the registry's audit endpoint (${verdict.message}). ` +
            'An unanswered audit is not a clean one: run where registry.npmjs.org answers audit requests, ' +
            'or set HONCHO_SKIP_AUDIT=<reason> to record that this run did not audit.',
        );
      }
      console.warn(`AUDIT NOT RUN: HONCHO_SKIP_AUDIT is set ("${reason}"); the endpoint said: ${verdict.message}`);
      return;
    }
    expect(verdict).toMatchObject({ kind: 'clean' });
  }, 90_000);

  it('no runtime dependency, however deep, declares an install script', async () => {
    const { stdout } = await pnpmOutput(['list', '--prod', '--depth', 'Infinity', '--json', '--filter', './packages/*']);
    const projects = JSON.parse(stdout) as (ListedDependency & { name: string; private?: boolean })[];
    // The published packages are the ones listed (none private), so the tree below is what users install.
    expect(projects.map((project) => project.name).sort()).toEqual([...PUBLISHED_PACKAGES]);
    const tree = productionTree(projects);
    // Not vacuous: the third-party runtime dependencies are in it, the MCP SDK's own among them.
    for (const name of ['eventsource-parser', '@modelcontextprotocol/sdk', 'express']) expect([...tree.keys()].some((key) => key.startsWith(`${name}@`)), name).toBe(true);
    const offenders: string[] = [];
    for (const [key, path] of tree) {
      const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as { scripts?: Record<string, string>; gypfile?: boolean };
      const declared = INSTALL_SCRIPTS.filter((script) => manifest.scripts?.[script]);
      for (const script of declared) offenders.push(`${key}: ${script}: ${manifest.scripts?.[script] ?? ''}`);
      // npm runs `node-gyp rebuild` for a binding.gyp even without an install script.
      if (declared.length === 0 && (manifest.gypfile === true || existsSync(join(path, 'binding.gyp')))) offenders.push(`${key}: binding.gyp (implicit node-gyp rebuild)`);
    }
    expect(offenders).toEqual([]);
  }, 60_000);
});
