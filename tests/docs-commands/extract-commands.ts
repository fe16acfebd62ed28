// Finds every shell command the docs show: the lines of fenced sh/bash/shell blocks, and inline
// code spans that start with a command (`npm test`, `cd bench && node run.mjs`). The manifest
// (manifest.ts) must classify each one, so a command added to any README or guide is picked up
// without anyone remembering to list it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One command as a doc shows it. */
export interface DocCommand {
  /** The command with runs of whitespace as one space: the manifest's key. */
  readonly command: string;
  /** The command as written (continuation lines joined, a trailing `# comment` removed): what is run. */
  readonly text: string;
  /** The doc, relative to the repository root. */
  readonly file: string;
  readonly line: number;
  /** In a fenced block, or an inline code span in prose (or in a block line's comment). */
  readonly source: 'block' | 'inline';
  /** The directory an earlier `cd <dir>` line of the same block moved to, when there was one. */
  readonly afterCd?: string;
}

/** The docs that show commands: the READMEs, the site's pages and the repository's docs. */
export const DOC_ROOTS = ['README.md', 'packages/*/README.md', 'apps/*/README.md', 'tools/*/README.md', 'apps/docs/**/*.md', 'bench/README.md', 'docs/**/*.md'] as const;

// typedoc writes apps/docs/api/ from the TSDoc at build time (not in git); its code is TypeScript.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo', 'cache', '.temp']);
const SKIPPED_PATHS = new Set(['apps/docs/api']);

/** Words a command can start with (after any `NAME=value` assignments). */
export const COMMAND_WORDS = new Set([
  'npx', 'npm', 'pnpm', 'yarn', 'bun', 'deno', 'node', 'tsx', 'cd', 'export', 'sh', 'bash', 'sudo', 'git', 'curl',
  'honcho-emulator', 'honcho-mcp', 'claude', 'vitest', 'turbo', 'changeset', 'python', 'python3', 'pip',
]);

const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'zsh', 'console', 'shellscript']);

/** The doc files under DOC_ROOTS, relative to `root`, sorted. */
export function findDocFiles(root: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string, recursive: boolean, name?: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(join(root, dir));
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = dir === '.' ? entry : `${dir}/${entry}`;
      if (SKIPPED_PATHS.has(path)) continue;
      const isDir = statSync(join(root, path)).isDirectory();
      if (isDir && recursive && !SKIPPED_DIRS.has(entry)) walk(path, true, name);
      else if (!isDir && (name ? entry === name : entry.endsWith('.md'))) found.add(path);
    }
  };
  for (const pattern of DOC_ROOTS) {
    // Three shapes only: a file, `<dir>/*/<name>`, and `<dir...>/**/*.md`.
    const parts = pattern.split('/');
    const deep = parts.indexOf('**');
    if (deep > 0) walk(parts.slice(0, deep).join('/'), true);
    else if (parts[1] === '*') for (const dir of readdirSync(join(root, parts[0] as string))) walk(`${parts[0]}/${dir}`, false, parts[2]);
    else found.add(pattern);
  }
  return [...found].filter((file) => {
    try {
      return statSync(join(root, file)).isFile();
    } catch {
      return false;
    }
  }).sort();
}

/** True when `text` reads as a command: optional `NAME=value` words, then a command word and at least one argument. */
export function looksLikeCommand(text: string): boolean {
  const words = text.trim().split(/\s+/);
  let index = 0;
  while (index < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[index] as string)) index += 1;
  const first = words[index];
  return first !== undefined && COMMAND_WORDS.has(first) && words.length - index >= 2;
}

/** Splits a shell line into the command and its trailing comment (a `#` after whitespace, outside quotes). */
export function splitComment(line: string): { code: string; comment: string } {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (i === 0 || /\s/.test(line[i - 1] as string))) {
      return { code: line.slice(0, i).trimEnd(), comment: line.slice(i + 1) };
    }
  }
  return { code: line.trimEnd(), comment: '' };
}

/** Inline code spans of one line of Markdown (single or double backticks). */
export function inlineSpans(line: string): string[] {
  const spans: string[] = [];
  const pattern = /(`+)(.+?)\1(?!`)/g;
  for (const match of line.matchAll(pattern)) spans.push((match[2] as string).trim());
  return spans;
}

/** Every command of one Markdown document. */
export function extractCommands(markdown: string, file: string): DocCommand[] {
  const commands: DocCommand[] = [];
  const lines = markdown.split('\n');
  let fence: { marker: string; shell: boolean; cd?: string } | undefined;
  const inlineFrom = (text: string, line: number): void => {
    for (const span of inlineSpans(text)) if (looksLikeCommand(span)) commands.push({ command: normalize(span), text: span, file, line, source: 'inline' });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    const lineNumber = index + 1;
    const opening = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(raw);
    if (fence) {
      if (opening && raw.trim().startsWith(fence.marker) && raw.trim().replace(/[`~]/g, '') === '') {
        fence = undefined;
        continue;
      }
      if (!fence.shell) continue;
      // A command may go on over several lines ending in `\`.
      let text = raw;
      while (text.trimEnd().endsWith('\\') && index + 1 < lines.length) {
        index += 1;
        text = `${text.trimEnd().slice(0, -1)} ${(lines[index] as string).trim()}`;
      }
      const { code, comment } = splitComment(text.replace(/^\s*\$\s+/, ''));
      if (comment) inlineFrom(comment, lineNumber);
      if (code.trim() === '') continue;
      const command = normalize(code);
      commands.push({ command, text: code.trim(), file, line: lineNumber, source: 'block', ...(fence.cd === undefined ? {} : { afterCd: fence.cd }) });
      const cd = /^cd\s+(\S+)$/.exec(command);
      if (cd) fence.cd = cd[1];
      continue;
    }
    if (opening) {
      fence = { marker: (opening[1] as string).slice(0, 3), shell: SHELL_LANGUAGES.has((opening[2] as string).toLowerCase()) };
      continue;
    }
    // HTML comments (`<!-- include: ... -->`) carry no commands.
    if (raw.trim().startsWith('<!--')) continue;
    inlineFrom(raw, lineNumber);
  }
  return commands;
}

/** Every command of every doc under `root`. */
export function extractAllCommands(root: string): DocCommand[] {
  return findDocFiles(root).flatMap((file) => extractCommands(readFileSync(join(root, file), 'utf8'), relative(root, join(root, file))));
}

function normalize(command: string): string {
  return command.trim().replace(/\s+/g, ' ');
}
