/**
 * A guide page as a newcomer uses it: they copy its install lines into a
 * terminal and its code blocks, top to bottom, into one file, then run it. A
 * page says which file in its frontmatter (`program: streaming.mts`); this
 * module reads that program off the page exactly as it renders: its fenced
 * TypeScript blocks and its example includes (expanded as the site expands
 * them), in page order. tests/docs-commands writes each program into a fresh
 * project, type-checks it and runs it against the emulator.
 */
import { readFileSync } from 'node:fs';
import { INCLUDE_PATTERN, readInclude } from './include-code.js';

/** The frontmatter key naming a page's program file. */
export const PROGRAM_KEY = 'program';
/** The frontmatter key naming the oldest Node major a page's program runs on (`node: 22`), when newer than the SDK's Node 20. */
export const NODE_KEY = 'node';
/** The frontmatter key giving the flags a page's emulator is started with (`emulator: --webhook-secret dev-secret --allow-loopback-webhooks`). */
export const EMULATOR_KEY = 'emulator';
/**
 * The frontmatter key of a page whose program calls a model through a real provider package
 * (`openai('gpt-4o')`, `new ChatOpenAI()`...): `model-provider: stand-in` runs it against the
 * stand-in model provider (`npx @honcho-ai/testing --model-provider`), reached through
 * `OPENAI_BASE_URL`, beside the emulator.
 */
export const MODEL_PROVIDER_KEY = 'model-provider';
/** Where the tip tells a reader to run the stand-in model provider, and the key it accepts. */
export const STAND_IN_MODEL_PROVIDER = { command: 'npx @honcho-ai/testing --model-provider --port 8080', baseURL: 'http://127.0.0.1:8080/v1', apiKey: 'stand-in' } as const;

/** One code block of a page's program. */
export interface ProgramBlock {
  /** The page line the block starts on (1-based, counting the frontmatter). */
  readonly line: number;
  /** Where the code comes from: `page` for a fenced block, or the include as written (`examples/streaming.ts#call`). */
  readonly source: string;
  readonly code: string;
}

/** What a page asks a reader to install and run. */
export interface PageProgram {
  /** The file the page's code goes into (`streaming.mts`), or undefined when the page names none. */
  readonly file: string | undefined;
  /** The page's `npm install …` lines, in order, as written. */
  readonly installs: readonly string[];
  /** Every TypeScript block, in page order. */
  readonly blocks: readonly ProgramBlock[];
  /** The blocks joined: the file a reader ends up with. */
  readonly code: string;
  /** The oldest Node major the program runs on, when the page says (its framework needs it); else the SDK's. */
  readonly node?: number | undefined;
  /** Flags the emulator is started with for this program, when the page needs any (`--webhook-secret s`). */
  readonly emulatorArgs?: string | undefined;
  /** Whether the program calls a model through a provider package, run against the stand-in model provider. */
  readonly modelProvider?: boolean | undefined;
}

const TYPESCRIPT = new Set(['ts', 'typescript', 'mts', 'cts', 'tsx']);
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const INSTALL = /^npm (?:install|i|add)(?:\s|$)/;
/** {@link INCLUDE_PATTERN} for one line, without its global state. */
const INCLUDE_LINE = new RegExp(INCLUDE_PATTERN.source);
/** A line opening a fenced block: its marker (three or more backticks or tildes) and its language. */
const FENCE_OPENING = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;

/** Whether `line` closes a block opened with `marker`: the same character, at least as many, and nothing else. */
function closesFence(line: string, marker: string): boolean {
  const text = line.trim();
  return text.startsWith(marker) && /^(`+|~+)$/.test(text);
}

/** For each line, whether it is Markdown text: not inside a fenced block, nor one of its fence lines. */
function outsideFences(lines: readonly string[]): boolean[] {
  let marker: string | undefined;
  return lines.map((line) => {
    if (marker !== undefined) {
      if (closesFence(line, marker)) marker = undefined;
      return false;
    }
    marker = FENCE_OPENING.exec(line)?.[1];
    return marker === undefined;
  });
}

/** The page's frontmatter `program:` value, if any (a plain `key: value` line; quotes are optional). */
export function programFile(markdown: string): string | undefined {
  return frontmatterValue(markdown, PROGRAM_KEY);
}

/** The page's frontmatter `node:` value, the Node major its program needs, if any. */
export function programNode(markdown: string): number | undefined {
  const value = frontmatterValue(markdown, NODE_KEY);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`frontmatter ${NODE_KEY}: must be a Node major version such as 22, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** Emulator flags: `--name` or `--name value`, where a value is plain (no quotes, spaces or shell characters). */
const EMULATOR_FLAGS = /^--[a-z][a-z-]*(?: [\w.:/-]+)?(?: --[a-z][a-z-]*(?: [\w.:/-]+)?)*$/;

/** The page's frontmatter `emulator:` value: the flags its emulator is started with, if any. */
export function programEmulatorArgs(markdown: string): string | undefined {
  const value = frontmatterValue(markdown, EMULATOR_KEY);
  if (value === undefined) return undefined;
  if (!EMULATOR_FLAGS.test(value) || /(?:^| )--port(?: |$)/.test(value)) {
    throw new Error(`frontmatter ${EMULATOR_KEY}: must be emulator flags such as --webhook-secret dev-secret (plain values, no --port), got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Whether the page's frontmatter says `model-provider: stand-in` (any other value is refused). */
export function programModelProvider(markdown: string): boolean {
  const value = frontmatterValue(markdown, MODEL_PROVIDER_KEY);
  if (value === undefined) return false;
  if (value !== 'stand-in') throw new Error(`frontmatter ${MODEL_PROVIDER_KEY}: the only value is stand-in, got ${JSON.stringify(value)}`);
  return true;
}

function frontmatterValue(markdown: string, key: string): string | undefined {
  const frontmatter = FRONTMATTER.exec(markdown)?.[1];
  if (frontmatter === undefined) return undefined;
  const value = new RegExp(`^${key}:\\s*(.+?)\\s*$`, 'm').exec(frontmatter)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** Reads the program of the page at `page` (a Markdown file), expanding includes from `examplesSrc`. */
export function readPageProgram(page: string, examplesSrc: string): PageProgram {
  return pageProgram(readFileSync(page, 'utf8'), examplesSrc);
}

/** {@link readPageProgram} on Markdown text. */
export function pageProgram(markdown: string, examplesSrc: string): PageProgram {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const blocks: ProgramBlock[] = [];
  const installs: string[] = [];
  let fence: { marker: string; lang: string; line: number; body: string[] } | undefined;
  let index = FRONTMATTER.test(markdown) ? (FRONTMATTER.exec(markdown)?.[0].split('\n').length ?? 1) - 1 : 0;
  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    if (fence !== undefined) {
      if (closesFence(line, fence.marker)) {
        if (TYPESCRIPT.has(fence.lang)) blocks.push({ line: fence.line, source: 'page', code: fence.body.join('\n') });
        fence = undefined;
      } else {
        fence.body.push(line);
        if (fence.lang === 'sh' || fence.lang === 'bash' || fence.lang === 'shell') {
          const command = line.trim();
          if (INSTALL.test(command)) installs.push(command);
        }
      }
      continue;
    }
    const opening = FENCE_OPENING.exec(line);
    if (opening) {
      fence = { marker: opening[1] as string, lang: (opening[2] ?? '').toLowerCase(), line: index + 1, body: [] };
      continue;
    }
    const include = INCLUDE_LINE.exec(line);
    if (include) {
      const [, path, region] = include as unknown as [string, string, string | undefined];
      const ext = /\.(\w+)$/.exec(path)?.[1] ?? 'ts';
      if (TYPESCRIPT.has(ext)) blocks.push({ line: index + 1, source: `${path}${region ? `#${region}` : ''}`, code: readInclude(examplesSrc, path, region).code });
    }
  }
  if (fence !== undefined) throw new Error(`the code block opened on line ${fence.line} is never closed`);
  const emulatorArgs = programEmulatorArgs(markdown);
  return {
    file: programFile(markdown),
    installs,
    blocks,
    code: `${blocks.map((block) => block.code).join('\n\n')}\n`,
    node: programNode(markdown),
    ...(emulatorArgs !== undefined && { emulatorArgs }),
    ...(programModelProvider(markdown) && { modelProvider: true }),
  };
}

/** The marker that makes the rest of a section one program, for pages (READMEs) whose sections stand alone: `<!-- program: emulator.mts -->`. */
const SECTION_MARKER = /^<!--\s*program:\s*(\S+)\s*-->\s*$/;

/**
 * The programs of a page whose sections stand alone (a package README): each marker line
 * `<!-- program: file.mts -->` makes the rest of its section, up to the next heading of the same
 * or a higher level, one program with its own install lines.
 */
export function sectionPrograms(markdown: string, examplesSrc: string): (PageProgram & { readonly file: string; readonly line: number })[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const text = outsideFences(lines);
  const headingLevel = (index: number): number | undefined => (text[index] ? /^(#{1,6}) /.exec(lines[index] as string)?.[1]?.length : undefined);
  const programs: (PageProgram & { readonly file: string; readonly line: number })[] = [];
  let level = 0;
  lines.forEach((line, index) => {
    level = headingLevel(index) ?? level;
    const marker = text[index] ? SECTION_MARKER.exec(line) : null;
    if (!marker) return;
    let end = index + 1;
    while (end < lines.length && (headingLevel(end) ?? Infinity) > level) end++;
    const program = pageProgram(lines.slice(index + 1, end).join('\n'), examplesSrc);
    const blocks = program.blocks.map((block) => ({ ...block, line: block.line + index + 1 }));
    programs.push({ ...program, blocks, file: marker[1] as string, line: index + 1 });
  });
  return programs;
}

/** How a program file is run: a test file by vitest (it starts its own emulator), anything else by tsx. */
export function programCommand(file: string): string {
  return /\.test\.[cm]?tsx?$/.test(file) ? `npx vitest run ${file}` : `npx tsx ${file}`;
}

/** The tip a page with a program shows under its title: where its code goes and how to run it. */
export function programTip(file: string, node?: number, emulatorArgs?: string, modelProvider = false): string {
  const command = programCommand(file);
  const needs = node === undefined ? '' : ` It needs Node ${node} or later, as its framework does.`;
  const flags = emulatorArgs === undefined ? '' : ` ${emulatorArgs}`;
  const { command: standIn, baseURL, apiKey } = STAND_IN_MODEL_PROVIDER;
  const run = command.startsWith('npx vitest')
    ? `run \`${command}\` (the test starts its own emulator)`
    : modelProvider
      ? `start the emulator (\`npx @honcho-ai/testing --port 8000${flags}\`) and the stand-in model provider (\`${standIn}\`, which answers the OpenAI API offline) in two other terminals, and run \`HONCHO_URL=http://127.0.0.1:8000 OPENAI_BASE_URL=${baseURL} OPENAI_API_KEY=${apiKey} ${command}\``
      : `start the emulator in another terminal (\`npx @honcho-ai/testing --port 8000${flags}\`) and run \`HONCHO_URL=http://127.0.0.1:8000 ${command}\``;
  return [
    '::: tip One program',
    `The code blocks on this page, pasted top to bottom into \`${file}\`, are one program: install what the page's install line names, ${run}.${needs}`,
    ':::',
  ].join('\n');
}
