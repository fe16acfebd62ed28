// What the test files share: the manifest looked up by command, placeholders expanded, the
// files a command expects the user to have, and scratch copies for commands that write into
// the checkout.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { extractRegion } from '../../apps/docs/src/include-code.js';
import { readPageProgram } from '../../apps/docs/src/page-program.js';
import { extractAllCommands, type DocCommand } from './extract-commands.js';
import { type Completes, type Entry, MANIFEST, type Serves, type SetupFile } from './manifest.js';
import { repoRoot } from './run-command.js';

/** The manifest entry of each command. */
export const byCommand: ReadonlyMap<string, Entry> = new Map(MANIFEST.map((entry) => [entry.command, entry]));

/** The commands the docs show now, first occurrence of each. */
export function docCommands(): Map<string, DocCommand[]> {
  const found = new Map<string, DocCommand[]>();
  for (const command of extractAllCommands(repoRoot)) found.set(command.command, [...(found.get(command.command) ?? []), command]);
  return found;
}

/** The runnable examples (`apps/examples/src/examples/<name>.ts`, tests left out). */
export function exampleNames(): string[] {
  return readdirSync(join(repoRoot, 'apps/examples/src/examples'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.test-d.ts'))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** The command lines one entry stands for: itself, or one per value of its placeholder. */
export function expand(entry: Completes): string[] {
  if (!entry.each) return [entry.command];
  const { placeholder, values } = entry.each;
  const names = values === 'examples' ? exampleNames() : values;
  const unknown = names.filter((name) => !exampleNames().includes(name));
  if (unknown.length > 0) throw new Error(`${entry.command}: no example named ${unknown.join(', ')}`);
  return names.map((name) => entry.command.replace(placeholder, name));
}

/** The text of a file the user is told to have. */
export function setupFileText(source: SetupFile): string {
  if ('text' in source) return source.text;
  if ('program' in source) return readPageProgram(join(repoRoot, source.program), join(repoRoot, 'apps/examples/src')).code;
  if ('example' in source) {
    const code = extractRegion(readFileSync(join(repoRoot, 'apps/examples/src/examples', source.example), 'utf8'), source.region);
    return `${[...source.before, code, ...source.after].join('\n')}\n`;
  }
  const markdown = readFileSync(join(repoRoot, source.fromDoc), 'utf8');
  const heading = markdown.search(new RegExp(`^#+ ${source.heading}$`, 'm'));
  if (heading < 0) throw new Error(`${source.fromDoc} has no heading "${source.heading}"`);
  const block = new RegExp('```' + source.lang + '\\n([\\s\\S]*?)\\n```').exec(markdown.slice(heading));
  if (!block) throw new Error(`${source.fromDoc} has no \`\`\`${source.lang} block under "${source.heading}"`);
  return `${block[1]}\n`;
}

/** Writes an entry's setup files into `dir`. */
export function writeSetupFiles(entry: Completes | Serves, dir: string): void {
  for (const [path, source] of Object.entries(entry.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), setupFileText(source));
  }
}

/**
 * A scratch copy of the checkout for a command that writes into it: the `copy` paths are real
 * copies (so paths computed from a script's own location land in the copy), the `link` paths
 * symlinks to the checkout (Node follows them to the real files).
 */
export function scratchCopy(scratch: NonNullable<Completes['scratch']>): string {
  const dir = mkdtempSync(join(tmpdir(), 'honcho-docs-scratch-'));
  for (const path of scratch.copy) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(repoRoot, path), join(dir, path), { recursive: true });
  }
  for (const path of scratch.link) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(join(repoRoot, path), join(dir, path));
  }
  return dir;
}

/** The entries of one kind and place, in manifest order. */
export function entries<K extends Entry['kind']>(kind: K, place: 'repo' | 'project'): Extract<Entry, { kind: K }>[] {
  return MANIFEST.filter((entry): entry is Extract<Entry, { kind: K }> => entry.kind === kind && 'where' in entry && place in entry.where);
}
