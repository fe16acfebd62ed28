import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { repoRoot } from './release-copy.js';

// `@honcho-ai/core` is the old generated client's npm name (docs/decisions/0015): this repo's
// package is `@honcho-ai/sdk-core`. The old name may appear only where the old client is meant:
// the changesets of the rename and of the README saying so, the changelogs made from them, the
// decision, the package's own README and description, and these release tests.
const MEANS_THE_OLD_CLIENT = [
  /^\.changeset\/(core-renamed-sdk-core|sdk-core-not-the-old-client)\.md$/,
  /(^|\/)CHANGELOG\.md$/,
  /^docs\/decisions\/0015-[\w.-]+\.md$/,
  /^packages\/core\/(README\.md|package\.json)$/,
  /^tests\/release\//,
];

it('no file names `@honcho-ai/core` except where it means the old generated client', async () => {
  // Tracked and new files alike, less what .gitignore leaves out (dist/, node_modules/, the built API docs).
  const { stdout } = await promisify(execFile)('git', ['grep', '--untracked', '-I', '-n', '-E', '@honcho-ai/core([^-a-z0-9_]|$)'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { code?: number; stdout?: string }) => {
      // git grep exits 1 when nothing matches.
      if (error.code === 1) return { stdout: '' };
      throw error;
    },
  );
  const hits = stdout.split('\n').filter(Boolean);
  expect(hits.some((hit) => hit.startsWith('packages/core/README.md:')), 'the README says it is not @honcho-ai/core').toBe(true);
  expect(hits.filter((hit) => !MEANS_THE_OLD_CLIENT.some((allowed) => allowed.test(hit.split(':')[0] ?? '')))).toEqual([]);
});
