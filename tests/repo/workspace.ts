import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..');

/** One published package of the monorepo. */
export interface WorkspacePackage {
  folder: string;
  dir: string;
  manifest: {
    name: string;
    version: string;
    private?: boolean;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    engines?: Record<string, string>;
    bin?: string | Record<string, string>;
  };
}

/** Every package under `packages/`. */
export function workspacePackages(): WorkspacePackage[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir)
    .filter((folder) => statSync(join(packagesDir, folder)).isDirectory())
    .map((folder) => {
      const dir = join(packagesDir, folder);
      return { folder, dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
    });
}

/** Source files that ship at run time: everything in `src/` except tests and test helpers. */
export function runtimeSourceFiles(pkg: WorkspacePackage): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'test-support' && entry !== 'generated') walk(path);
      } else if (/\.ts$/.test(entry) && !/\.test(-d)?\.ts$/.test(entry)) {
        files.push(path);
      }
    }
  };
  walk(join(pkg.dir, 'src'));
  return files;
}

/** A path relative to the repository root, for readable failures. */
export function fromRoot(path: string): string {
  return relative(repoRoot, path);
}
