/**
 * Code in the guides comes from the runnable examples: a line
 * `<!-- include: examples/quick-start.ts#quick-start -->` is replaced by the
 * lines between `// #region quick-start` and `// #endregion quick-start` of
 * apps/examples/src/examples/quick-start.ts. A missing file or region is an
 * error, so a guide cannot silently drift from code that is tested. What a
 * page writes around the includes itself (its imports and setup) is tested
 * with them: every page's blocks, top to bottom, are one program
 * (page-program.ts) that tests/docs-commands type-checks and runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';

/** An include line: the path under the examples' `src/`, and an optional region. */
export const INCLUDE_PATTERN = /^[ \t]*<!--\s*include:\s*(\S+?)(?:#([\w-]+))?\s*-->[ \t]*$/gm;

const REGION_START = /^\s*\/\/\s*#region\s+([\w-]+)\s*$/;
const REGION_END = /^\s*\/\/\s*#endregion\s+([\w-]+)\s*$/;

/** A problem with one include, located in the guide. */
export interface IncludeProblem {
  readonly guide: string;
  readonly line: number;
  readonly message: string;
}

/** An include the guide build could not expand; lists every problem found. */
export class IncludeError extends Error {
  readonly problems: readonly IncludeProblem[];
  constructor(problems: readonly IncludeProblem[]) {
    super(`Code includes failed:\n${problems.map((p) => `  ${p.guide}:${p.line}: ${p.message}`).join('\n')}`);
    this.name = 'IncludeError';
    this.problems = problems;
  }
}

/** What one include resolved to. */
export interface IncludedCode extends RegionInContext {
  /** The path as written in the guide, e.g. `examples/quick-start.ts`. */
  readonly path: string;
  readonly region: string | undefined;
  /** The example file's absolute path. */
  readonly file: string;
}

/** A region and the rest of its file: what a type checker needs to check the region where it stands. */
export interface RegionInContext {
  /** The region as a guide shows it: see {@link extractRegion}. */
  readonly code: string;
  /** The file's lines before the region's start marker (empty for a whole file). */
  readonly before: string;
  /** The file's lines after the region's end marker (empty for a whole file). */
  readonly after: string;
}

/**
 * The lines of `region` in `source` (or the whole file), with every region
 * marker line removed and the common indentation stripped.
 *
 * @throws Error naming what is wrong: region missing, unterminated or defined twice.
 */
export function extractRegion(source: string, region: string | undefined): string {
  return extractRegionInContext(source, region).code;
}

/** {@link extractRegion}, with the text around the region. */
export function extractRegionInContext(source: string, region: string | undefined): RegionInContext {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let body: string[];
  let before: string[] = [];
  let after: string[] = [];
  if (region === undefined) {
    body = lines;
  } else {
    const starts = lines.flatMap((line, index) => (REGION_START.exec(line)?.[1] === region ? [index] : []));
    if (starts.length === 0) throw new Error(`no region "${region}" (expected a line "// #region ${region}")`);
    if (starts.length > 1) throw new Error(`region "${region}" is defined ${starts.length} times`);
    const start = starts[0] as number;
    const end = lines.findIndex((line, index) => index > start && REGION_END.exec(line)?.[1] === region);
    if (end === -1) throw new Error(`region "${region}" has no "// #endregion ${region}"`);
    body = lines.slice(start + 1, end);
    before = lines.slice(0, start);
    after = lines.slice(end + 1);
  }
  body = body.filter((line) => !REGION_START.test(line) && !REGION_END.test(line));
  while (body.length > 0 && body[0]?.trim() === '') body.shift();
  while (body.length > 0 && body.at(-1)?.trim() === '') body.pop();
  if (body.length === 0) throw new Error(region === undefined ? 'the file is empty' : `region "${region}" is empty`);
  const indent = Math.min(...body.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return { code: body.map((line) => line.slice(indent)).join('\n'), before: before.join('\n'), after: after.join('\n') };
}

/** Reads one include relative to `root` (apps/examples/src); refuses paths that leave it. */
export function readInclude(root: string, path: string, region: string | undefined): IncludedCode {
  const file = normalize(join(root, path));
  const inside = relative(root, file);
  if (isAbsolute(path) || inside.startsWith(`..${sep}`) || inside === '..') throw new Error(`"${path}" is outside apps/examples/src`);
  if (!existsSync(file)) throw new Error(`no file apps/examples/src/${path}`);
  return { path, region, file, ...extractRegionInContext(readFileSync(file, 'utf8'), region) };
}

/**
 * Replaces every include line of a guide with `render(code)`. Collects every
 * problem before failing, so one build reports them all.
 */
export function expandIncludes(markdown: string, guide: string, root: string, render: (included: IncludedCode) => string): { markdown: string; included: IncludedCode[]; problems: IncludeProblem[] } {
  const included: IncludedCode[] = [];
  const problems: IncludeProblem[] = [];
  const expanded = markdown.replace(INCLUDE_PATTERN, (match: string, path: string, region: string | undefined, offset: number) => {
    const line = markdown.slice(0, offset).split('\n').length;
    try {
      const code = readInclude(root, path, region);
      included.push(code);
      return render(code);
    } catch (error) {
      problems.push({ guide, line, message: `include ${path}${region ? `#${region}` : ''}: ${error instanceof Error ? error.message : String(error)}` });
      return match;
    }
  });
  // An include marker the pattern did not accept (not alone on its line, a typo in the path syntax) must not pass as a comment.
  const accepted = [...markdown.matchAll(INCLUDE_PATTERN)].map((match) => [match.index, match.index + match[0].length] as const);
  for (const marker of markdown.matchAll(/<!--\s*include:[^>]*-->/g)) {
    if (accepted.some(([start, end]) => marker.index >= start && marker.index < end)) continue;
    const line = markdown.slice(0, marker.index).split('\n').length;
    problems.push({ guide, line, message: `malformed include "${marker[0]}": write it alone on a line as <!-- include: path#region -->` });
  }
  problems.sort((a, b) => a.line - b.line);
  return { markdown: expanded, included, problems };
}

/**
 * Checks the includes of every page (paths relative to `docsRoot`), and that
 * each page exists. Returns every problem of every page, so one build reports
 * them all; the VitePress config throws an {@link IncludeError} with them
 * before anything is built.
 */
export function checkPageIncludes(docsRoot: string, pages: readonly string[], examplesSrc: string): { included: Record<string, IncludedCode[]>; problems: IncludeProblem[] } {
  const included: Record<string, IncludedCode[]> = {};
  const problems: IncludeProblem[] = [];
  for (const page of pages) {
    const file = join(docsRoot, page);
    if (!existsSync(file)) {
      problems.push({ guide: page, line: 0, message: 'the page is missing' });
      continue;
    }
    const result = expandIncludes(readFileSync(file, 'utf8'), page, examplesSrc, () => '');
    included[page] = result.included;
    problems.push(...result.problems);
  }
  return { included, problems };
}
