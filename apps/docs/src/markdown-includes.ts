/**
 * The markdown-it side of code includes: before VitePress parses a page,
 * every `<!-- include: examples/file.ts#region -->` line becomes a fenced
 * TypeScript block that Shiki highlights and twoslash type-checks.
 *
 * Twoslash checks the whole example file, not the region alone: the block
 * holds the file's text before the region, the region, and the text after
 * it, with twoslash's cut markers around the region, so the page shows the
 * region while the compiler sees the file as it stands in
 * apps/examples/src (its imports, its function around the region). The
 * virtual file sits beside the example (`// @filename:`), so relative
 * imports and the workspace packages resolve as they do for tsc. It is not
 * the example's own path: twoslash empties each virtual file after its
 * block, and an emptied `run-example.ts` would break every later sample
 * that imports it.
 */
import { basename, dirname, extname, join, relative } from 'node:path';
import type { MarkdownOptions, MarkdownRenderer } from 'vitepress';
import { expandIncludes, IncludeError, type IncludedCode } from './include-code.js';
import { MODEL_PROVIDER_KEY, programEmulatorArgs, programFile, programModelProvider, programNode, programTip } from './page-program.js';

/** Where includes are read from, and the root twoslash resolves virtual files against. */
export interface IncludeExamplesOptions {
  /** The examples' sources (apps/examples/src): include paths are relative to it. */
  readonly examplesSrc: string;
  /** Twoslash's `vfsRoot`: a virtual file named `a/b.ts` is compiled as `<vfsRoot>/a/b.ts`. */
  readonly vfsRoot: string;
}

/**
 * Set this key on a render's `env` to get includes as plain highlighted code,
 * without twoslash: the local search index renders every page again, and
 * type-checking every sample twice would only cost time.
 */
export const PLAIN_INCLUDES = 'honchoPlainIncludes';

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A fence longer than any backtick run in `code`, so an example holding ``` cannot end the block early. */
const fenceFor = (code: string): string => '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((run) => run[0].length + 1)));

/** The virtual file a sample is compiled as: `quick-start.ts` becomes `quick-start.docs-sample.ts` in the same folder. */
export const sampleFileName = (file: string): string => {
  const ext = extname(file);
  return join(dirname(file), `${basename(file, ext)}.docs-sample${ext}`);
};

/** The Markdown an include becomes: a caption naming its source, then the code block. */
export function renderInclude(included: IncludedCode, options: { readonly twoslash: boolean; readonly vfsRoot: string }): string {
  const source = `${included.path}${included.region ? `#${included.region}` : ''}`;
  const lang = extname(included.path).slice(1) || 'ts';
  const body = options.twoslash
    ? [`// @filename: ${relative(options.vfsRoot, sampleFileName(included.file))}`, included.before, '// ---cut-before---', included.code, '// ---cut-after---', included.after].join('\n')
    : included.code;
  const fence = fenceFor(body);
  const region = included.region ? ` · region <code>${escapeAttribute(included.region)}</code>` : '';
  return [
    `<div class="example" data-source="${escapeAttribute(source)}">`,
    `<p class="example-source"><code>apps/examples/src/${escapeAttribute(included.path)}</code>${region}</p>`,
    '',
    `${fence}${lang}${options.twoslash ? ' twoslash' : ''}`,
    body,
    fence,
    '',
    '</div>',
  ].join('\n');
}

/**
 * The markdown-it plugin: expands includes before parsing. A page whose
 * includes cannot all be expanded throws an {@link IncludeError} listing each
 * problem; the config checks every page before the build starts, so a build
 * normally fails there, with the problems of the whole site at once.
 */
export function includeExamples(md: MarkdownRenderer, options: IncludeExamplesOptions): void {
  const parse = md.parse.bind(md);
  md.parse = (src, env: Record<string, unknown> | undefined) => {
    const page = typeof env?.['relativePath'] === 'string' ? env['relativePath'] : 'a page';
    const twoslash = env?.[PLAIN_INCLUDES] !== true;
    const frontmatter = env?.['frontmatter'] as Record<string, unknown> | undefined;
    const program = programFile(src) ?? (typeof frontmatter?.['program'] === 'string' ? frontmatter['program'] : undefined);
    // VitePress hands this hook the page without its frontmatter: what it parsed is in env.
    const node = programNode(src) ?? (typeof frontmatter?.['node'] === 'number' ? frontmatter['node'] : undefined);
    const emulatorArgs = programEmulatorArgs(src) ?? (typeof frontmatter?.['emulator'] === 'string' ? frontmatter['emulator'] : undefined);
    const modelProvider = programModelProvider(src) || frontmatter?.[MODEL_PROVIDER_KEY] === 'stand-in';
    const withTip = program === undefined ? src : insertProgramTip(src, program, node, emulatorArgs, modelProvider);
    const result = expandIncludes(withTip, page, options.examplesSrc, (included) => renderInclude(included, { twoslash, vfsRoot: options.vfsRoot }));
    if (result.problems.length > 0) throw new IncludeError(result.problems);
    return parse(result.markdown, env);
  };
}

/**
 * A page whose frontmatter names a program (page-program.ts) says, under its title, where its
 * code goes and how to run it: the one instruction every such page shares, written once here.
 */
export function insertProgramTip(markdown: string, program: string, node?: number, emulatorArgs?: string, modelProvider = false): string {
  const tip = programTip(program, node, emulatorArgs, modelProvider);
  const title = /^# .*$/m.exec(markdown);
  if (!title) return `${tip}\n\n${markdown}`;
  const end = title.index + title[0].length;
  return `${markdown.slice(0, end)}\n\n${tip}\n${markdown.slice(end)}`;
}

/**
 * Twoslash cuts the text after a sample at its `// ---cut-after---` line, and
 * keeps the line break before it, which Shiki would show as an empty last
 * line. This transformer, placed after twoslash's, drops that break; the
 * positions of twoslash's popups, all before it, do not move.
 */
export const trimCutLineBreak: NonNullable<MarkdownOptions['codeTransformers']>[number] = {
  name: 'honcho:trim-cut-line-break',
  preprocess(code, options) {
    return /\btwoslash\b/.test(options.meta?.__raw ?? '') ? code.replace(/\n$/, '') : code;
  },
};
