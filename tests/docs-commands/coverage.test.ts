// Every command the docs show has an entry in manifest.ts, and every entry is still shown: a
// command added to a README or guide fails here until someone says how it is run (or why not).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byCommand, docCommands } from './commands.js';
import { MANIFEST } from './manifest.js';

const found = docCommands();
const repoRoot = join(import.meta.dirname, '..', '..');

describe('commands in the docs', () => {
  it('finds the commands of the READMEs and guides', () => {
    // A floor, so a broken parser that finds nothing cannot pass the test below.
    expect(found.size).toBeGreaterThan(40);
    expect(found.get('npx tsx apps/examples/src/examples/<name>.ts')?.[0]?.file).toBe('README.md');
  });

  it('are each in the manifest (tests/docs-commands/manifest.ts)', () => {
    const missing = [...found].filter(([command]) => !byCommand.has(command)).map(([command, where]) => `${command}    (${where.map((w) => `${w.file}:${w.line}`).join(', ')})`);
    expect(missing, `Commands the docs show that tests/docs-commands/manifest.ts does not classify: add each (run to completion, serve, exempt with a reason):\n${missing.join('\n')}`).toEqual([]);
  });

  it('and the manifest lists no command the docs no longer show', () => {
    const stale = MANIFEST.map((entry) => entry.command).filter((command) => !found.has(command));
    expect(stale, 'Entries of tests/docs-commands/manifest.ts that no doc shows any more: remove them').toEqual([]);
  });

  it('lists each command once', () => {
    const commands = MANIFEST.map((entry) => entry.command);
    expect(commands.filter((command, index) => commands.indexOf(command) !== index)).toEqual([]);
  });

  it('runs a command that follows `cd <dir>` in a block from that directory', () => {
    const wrong = [...found].flatMap(([command, where]) =>
      where.filter((w) => w.afterCd !== undefined).flatMap((w) => {
        const entry = byCommand.get(command);
        return entry && 'where' in entry && 'repo' in entry.where && entry.where.repo !== w.afterCd ? [`${command}: the docs cd to ${w.afterCd}, the manifest runs it in ${entry.where.repo}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('gives each exemption a reason, and what it names as covering it is run', () => {
    for (const entry of MANIFEST) {
      if (entry.kind !== 'exempt' && entry.kind !== 'mention') continue;
      expect(entry.reason.length, entry.command).toBeGreaterThan(20);
      if (entry.covered !== undefined) expect(byCommand.get(entry.covered)?.kind, `${entry.command} is covered by ${entry.covered}`).toMatch(/^(completes|serves)$/);
      if (entry.kind === 'exempt' && entry.coveredByTest !== undefined) {
        const test = join(repoRoot, entry.coveredByTest);
        expect(existsSync(test) && /\.test\.ts$/.test(test), `${entry.command} is covered by ${entry.coveredByTest}, a test file`).toBe(true);
      }
    }
    for (const entry of MANIFEST) if ('needs' in entry && entry.needs !== undefined) expect(byCommand.get(entry.needs)?.kind, `${entry.command} needs ${entry.needs}`).toBe('serves');
  });
});
