import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from './build-site.js';
import { expandIncludes, extractRegion, IncludeError, readInclude } from './include-code.js';

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

  it('fails the build on a missing file or region, listing every problem with its line', () => {
    const root = fixture();
    writeFileSync(
      join(root, 'guides', 'index.md'),
      '# Home\n\n<!-- include: examples/a.ts#call -->\n\n<!-- include: examples/missing.ts#call -->\n\n<!-- include: examples/a.ts#gone -->\n',
    );
    const build = () => buildSite({ guidesDir: join(root, 'guides'), examplesSrc: root, apiDir: join(root, 'api'), outDir: join(root, 'dist'), guides: [{ slug: 'index', title: 'Home' }] });
    expect(build).toThrow(IncludeError);
    try {
      build();
    } catch (error) {
      expect((error as IncludeError).problems).toEqual([
        { guide: 'index.md', line: 5, message: 'include examples/missing.ts#call: no file apps/examples/src/examples/missing.ts' },
        { guide: 'index.md', line: 7, message: 'include examples/a.ts#gone: no region "gone" (expected a line "// #region gone")' },
      ]);
    }
  });

  it('fails the build on an include marker that is not alone on its line', () => {
    const root = fixture();
    writeFileSync(join(root, 'guides', 'index.md'), '# Home\n\nSee <!-- include: examples/a.ts#call --> here.\n');
    expect(() => buildSite({ guidesDir: join(root, 'guides'), examplesSrc: root, apiDir: join(root, 'api'), outDir: join(root, 'dist'), guides: [{ slug: 'index', title: 'Home' }] })).toThrow(
      /index\.md:3: malformed include/,
    );
  });

  it('builds a page with the code escaped, and a placeholder when the API reference is missing', () => {
    const root = fixture();
    writeFileSync(join(root, 'guides', 'index.md'), '# Home\n\n<!-- include: examples/a.ts#call -->\n\nSee [next](other.md#top).\n');
    writeFileSync(join(root, 'guides', 'other.md'), '# Top\n');
    const result = buildSite({
      guidesDir: join(root, 'guides'),
      examplesSrc: root,
      apiDir: join(root, 'api'),
      outDir: join(root, 'dist'),
      guides: [
        { slug: 'index', title: 'Home' },
        { slug: 'other', title: 'Other' },
      ],
    });
    expect(result.apiReference).toBe(false);
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<code class="language-ts">const a = 1;\nif (a) {\n  console.log(a);\n}</code>');
    expect(html).toContain('href="other.html#top"');
    expect(readFileSync(join(root, 'dist', 'api', 'index.html'), 'utf8')).toContain('API reference not built');
  });
});
