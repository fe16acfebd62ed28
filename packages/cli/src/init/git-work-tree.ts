import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The root of the git work tree `dir` is in, or `undefined` when it is in
 * none: the nearest directory, `dir` included, holding `.git` (a directory,
 * or a file for a worktree or submodule). Read from the file system, so it
 * needs no git installed.
 */
export function gitWorkTreeOf(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) return undefined;
  }
}
