import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MarkdownRenderer } from 'vitepress';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPageIncludes, expandIncludes, extractRegion, extractRegionInContext, IncludeError, readInclude } from './include-code.js';
import { includeExamples, PLAIN_INCLUDES, renderInclude, sampleFileName } from './markdown-includes.js';

const source = `import { x } from 'y';

export async function example(): Promise<void> {
  // #region call
  const a = 1;
  // #region inner
  if (a) {
    console.log(a);
  }
  // #endregion inner
  // #endregion call
}
`;

describe('extractRegion', () => {
  it('takes the lines between the markers, drops nested markers and the common indentation', () => {
    expect(extractRegion(source, 'call')).toBe('const a = 1;\nif (a) {\n  console.log(a);\n}');
    expect(extractRegion(source, 'inner')).toBe('if (a) {\n  console.log(a);\n}');
  });

  it('takes the whole file without markers when no region is named', () => {
    expect(extractRegion(source, undefined)).not.toContain('#region');
    expect(extractRegion(source, undefined)).toMatch(/^import \{ x \} from 'y';/);
  });

  it('refuses a missing, unterminated, repeated or empty region', () => {
    expect(() => extractRegion(source, 'nope')).toThrow('no region "nope"');
    expect(() => extractRegion('// #region open\nconst a = 1;\n', 'open')).toThrow('has no "// #endregion open"');
    expect(() => extractRegion('// #region r\na\n// #endregion r\n// #region r\nb\n// #endregion r\n', 'r')).toThrow('defined 2 times');
    expect(() => extractRegion('// #region r\n\n// #endregion r\n', 'r')).toThrow('region "r" is empty');
  });
});

describe('includes in guides', () => {
  const dirs: string[] = [];
  const fixture = () => {
    const root = mkdtempSync(join(tmpdir(), 'honcho-include-'));
    dirs.push(root);
    mkdirSync(join(root, 'examples'), { recursive: true });
    mkdirSync(join(root, 'guides'), { recursive: true });
    writeFileSync(join(root, 'examples', 'a.ts'), source);
    return root;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('replaces an include line with the rendered region', () => {
    const root = fixture();
    const result = expandIncludes('# T\n\n<!-- include: examples/a.ts#inner -->\n', 'g.md', root, (code) => `[${code.code}]`);
    expect(result.problems).toEqual([]);
    expect(result.markdown).toBe('# T\n\n[if (a) {\n  console.log(a);\n}]\n');
  });

  it('refuses paths outside the examples', () => {
    const root = fixture();
    expect(() => readInclude(join(root, 'examples'), '../guides/x.ts', undefined)).toThrow('outside apps/examples/src');
  });

  it('lists every problem of every page with its line: missing file or region, malformed marker, missing page', () => {
    const root = fixture();
    writeFileSync(
      join(root, 'guides', 'index.md'),
      '# Home\n\n<!-- include: examples/a.ts#call -->\n\n<!-- include: examples/missing.ts#call -->\n\n<!-- include: examples/a.ts#gone -->\n',
    );
    writeFileSync(join(root, 'guides', 'other.md'), '# Other\n\nSee <!-- include: examples/a.ts#call --> here.\n');
    const { problems, included } = checkPageIncludes(root, ['guides/index.md', 'guides/other.md', 'guides/absent.md'], root);
    expect(problems).toEqual([
      { guide: 'guides/index.md', line: 5, message: 'include examples/missing.ts#call: no file apps/examples/src/examples/missing.ts' },
      { guide: 'guides/index.md', line: 7, message: 'include examples/a.ts#gone: no region "gone" (expected a line "// #region gone")' },
      { guide: 'guides/other.md', line: 3, message: 'malformed include "<!-- include: examples/a.ts#call -->": write it alone on a line as <!-- include: path#region -->' },
      { guide: 'guides/absent.md', line: 0, message: 'the page is missing' },
    ]);
    expect(included['guides/index.md']?.map((code) => code.region)).toEqual(['call']);
    expect(new IncludeError(problems).message).toMatch(/^Code includes failed:\n {2}guides\/index\.md:5: include examples\/missing\.ts#call/);
  });
});

describe('included samples in VitePress', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const examples = () => {
    const root = mkdtempSync(join(tmpdir(), 'honcho-include-'));
    dirs.push(root);
    mkdirSync(join(root, 'examples'));
    writeFileSync(join(root, 'examples', 'a.ts'), source);
    return root;
  };

  it('keeps the text around a region, for the type checker', () => {
    const { code, before, after } = extractRegionInContext(source, 'inner');
    expect(code).toBe('if (a) {\n  console.log(a);\n}');
    expect(before).toMatch(/^import \{ x \} from 'y';[\s\S]*const a = 1;$/);
    expect(after).toBe('  // #endregion call\n}\n');
  });

  it('renders a twoslash block of the whole file beside the example, showing only the region', () => {
    const root = examples();
    const included = readInclude(root, 'examples/a.ts', 'inner');
    const markdown = renderInclude(included, { twoslash: true, vfsRoot: root });
    expect(markdown).toContain('<div class="example" data-source="examples/a.ts#inner">');
    expect(markdown).toContain('```ts twoslash\n// @filename: examples/a.docs-sample.ts\nimport { x } from \'y\';');
    expect(markdown).toContain('// ---cut-before---\nif (a) {\n  console.log(a);\n}\n// ---cut-after---\n');
    // Not the example's own path: twoslash empties its virtual files after each block.
    expect(sampleFileName('/r/x/quick-start.test.ts')).toBe('/r/x/quick-start.test.docs-sample.ts');
    // The search index gets the region alone, as plain code.
    expect(renderInclude(included, { twoslash: false, vfsRoot: root })).toContain('```ts\nif (a) {\n  console.log(a);\n}\n```');
  });

  it('uses a longer fence when the code holds one', () => {
    const root = examples();
    writeFileSync(join(root, 'examples', 'b.ts'), 'const md = `\n```ts\nx\n```\n`;\n');
    expect(renderInclude(readInclude(root, 'examples/b.ts', undefined), { twoslash: false, vfsRoot: root })).toContain('````ts\n');
  });

  it('expands includes before markdown-it parses a page, and throws the page\'s problems', () => {
    const root = examples();
    const parsed: string[] = [];
    const md = { parse: (src: string) => (parsed.push(src), []) } as unknown as MarkdownRenderer;
    includeExamples(md, { examplesSrc: root, vfsRoot: root });
    md.parse('# T\n\n<!-- include: examples/a.ts#inner -->\n', { relativePath: 'guides/t.md' });
    expect(parsed[0]).toContain('```ts twoslash\n');
    md.parse('<!-- include: examples/a.ts#inner -->\n', { relativePath: 'guides/t.md', [PLAIN_INCLUDES]: true });
    expect(parsed[1]).not.toContain('twoslash');
    expect(() => md.parse('# T\n\n<!-- include: examples/a.ts#gone -->\n', { relativePath: 'guides/t.md' })).toThrow(/guides\/t\.md:3: include examples\/a\.ts#gone: no region "gone"/);
  });
});
