import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertProgramTip } from './markdown-includes.js';
import { pageProgram, programCommand, programEmulatorArgs, programFile, programModelProvider, programNode, programTip, sectionPrograms } from './page-program.js';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-program-'));
  mkdirSync(join(root, 'examples'));
  writeFileSync(join(root, 'examples', 'a.ts'), ['export async function run() {', '  // #region call', '  const answer = await ask();', '  // #endregion call', '}', ''].join('\n'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const page = (body: string, program = 'page.mts'): string => `---\nprogram: ${program}\ntitle: x\n---\n\n# Title\n\n${body}`;

describe('programFile', () => {
  it('reads the frontmatter key, with or without quotes', () => {
    expect(programFile(page(''))).toBe('page.mts');
    expect(programFile(page('', "'quoted.mts'"))).toBe('quoted.mts');
    expect(programFile('# No frontmatter\n\nprogram: not.mts\n')).toBeUndefined();
    expect(programFile('---\ntitle: x\n---\n# T\n')).toBeUndefined();
  });
});

describe('programNode', () => {
  it('reads the Node major a page needs, which pageProgram and the tip carry', () => {
    const needs22 = '---\nprogram: agents.mts\nnode: 22\n---\n\n# Agents\n';
    expect(programNode(needs22)).toBe(22);
    expect(programNode(page(''))).toBeUndefined();
    expect(pageProgram(needs22, root).node).toBe(22);
    expect(programTip('agents.mts', 22)).toContain('It needs Node 22 or later, as its framework does.');
    expect(programTip('agents.mts')).not.toContain('It needs Node');
  });

  it('refuses a value that is not a major version', () => {
    expect(() => programNode('---\nnode: ">=22"\n---\n')).toThrow('frontmatter node: must be a Node major version such as 22, got ">=22"');
  });
});

describe('programEmulatorArgs', () => {
  it('reads the flags a page starts its emulator with, which pageProgram and the tip carry', () => {
    const webhooks = '---\nprogram: webhooks.mts\nemulator: --webhook-secret dev-secret --allow-loopback-webhooks\n---\n\n# Webhooks\n';
    expect(programEmulatorArgs(webhooks)).toBe('--webhook-secret dev-secret --allow-loopback-webhooks');
    expect(pageProgram(webhooks, root).emulatorArgs).toBe('--webhook-secret dev-secret --allow-loopback-webhooks');
    expect(programEmulatorArgs(page(''))).toBeUndefined();
    expect(pageProgram(page(''), root)).not.toHaveProperty('emulatorArgs');
    expect(programTip('webhooks.mts', undefined, '--webhook-secret dev-secret')).toContain('`npx @honcho-ai/testing --port 8000 --webhook-secret dev-secret`');
  });

  it.each(['webhook-secret s', '--webhook-secret "a b"', '--webhook-secret s; rm -rf ~', '--port 9000', '--cors --port 1'])('refuses %j: flags only, plain values, no --port', (value) => {
    expect(() => programEmulatorArgs(`---\nemulator: ${value}\n---\n`)).toThrow('frontmatter emulator: must be emulator flags');
  });
});

describe('programModelProvider', () => {
  it('reads model-provider: stand-in, which pageProgram carries and the tip turns into the stand-in and its environment', () => {
    const agents = '---\nprogram: agents.mts\nmodel-provider: stand-in\n---\n\n# Agents\n';
    expect(programModelProvider(agents)).toBe(true);
    expect(pageProgram(agents, root).modelProvider).toBe(true);
    expect(programModelProvider(page(''))).toBe(false);
    expect(pageProgram(page(''), root)).not.toHaveProperty('modelProvider');
    const tip = programTip('agents.mts', undefined, undefined, true);
    expect(tip).toContain('`npx @honcho-ai/testing --model-provider --port 8080`');
    expect(tip).toContain('`HONCHO_URL=http://127.0.0.1:8000 OPENAI_BASE_URL=http://127.0.0.1:8080/v1 OPENAI_API_KEY=stand-in npx tsx agents.mts`');
    expect(programTip('agents.mts')).not.toContain('OPENAI_BASE_URL');
  });

  it('refuses any other value', () => {
    expect(() => programModelProvider('---\nmodel-provider: openai\n---\n')).toThrow('frontmatter model-provider: the only value is stand-in, got "openai"');
  });
});

describe('pageProgram', () => {
  it('joins fenced TypeScript blocks and example includes in page order, and leaves other languages out', () => {
    const program = pageProgram(
      page(
        [
          '```sh',
          'npm install @honcho-ai/sdk zod',
          '# pnpm add @honcho-ai/sdk',
          'npx tsx page.mts',
          '```',
          '',
          '```ts',
          "import { ask } from './ask.js';",
          '```',
          '',
          '<!-- include: examples/a.ts#call -->',
          '',
          '```json',
          '{ "not": "code" }',
          '```',
          '',
          '````typescript',
          'console.log(`a ``` inside`);',
          '````',
        ].join('\n'),
      ),
      root,
    );
    expect(program.file).toBe('page.mts');
    expect(program.installs).toEqual(['npm install @honcho-ai/sdk zod']);
    expect(program.blocks.map((block) => [block.line, block.source])).toEqual([
      [14, 'page'],
      [18, 'examples/a.ts#call'],
      [24, 'page'],
    ]);
    expect(program.code).toBe("import { ask } from './ask.js';\n\nconst answer = await ask();\n\nconsole.log(`a ``` inside`);\n");
  });

  it('names no file for a page without the key, and still reads its blocks', () => {
    const program = pageProgram('# T\n\n```ts\nconst a = 1;\n```\n', root);
    expect(program.file).toBeUndefined();
    expect(program.blocks).toHaveLength(1);
  });

  it('refuses a block that is never closed, and an include that does not resolve', () => {
    expect(() => pageProgram(page('```ts\nconst a = 1;\n'), root)).toThrow('the code block opened on line 8 is never closed');
    expect(() => pageProgram(page('<!-- include: examples/a.ts#nope -->'), root)).toThrow('no region "nope"');
  });
});

describe('running a program', () => {
  it('runs a test file with vitest and anything else with tsx', () => {
    expect(programCommand('support.test.ts')).toBe('npx vitest run support.test.ts');
    expect(programCommand('page.mts')).toBe('npx tsx page.mts');
  });

  it("puts the tip under the page's title, saying where the code goes and how to run it", () => {
    const markdown = insertProgramTip('# Streaming\n\nText.\n', 'streaming.mts');
    expect(markdown).toBe(`# Streaming\n\n${programTip('streaming.mts')}\n\n\nText.\n`);
    expect(programTip('streaming.mts')).toContain('`HONCHO_URL=http://127.0.0.1:8000 npx tsx streaming.mts`');
    expect(programTip('streaming.mts')).toContain('`npx @honcho-ai/testing --port 8000`');
    expect(programTip('support.test.ts')).toContain('`npx vitest run support.test.ts` (the test starts its own emulator)');
  });
});

describe('sectionPrograms', () => {
  it('makes the rest of a marked section one program, ending at the next heading of its level or above', () => {
    const markdown = [
      '# Package', //                                   1
      '',
      '```ts',
      'const notInAny = 1;',
      '```',
      '',
      '## Testing', //                                  7
      '',
      '<!-- program: testing.mts -->',
      '',
      '```sh',
      'npm install --save-dev @honcho-ai/testing',
      '```',
      '',
      '```ts',
      '# not a heading, inside a block',
      'const first = 1;',
      '```',
      '',
      '### A sub-section stays in', //                 20
      '',
      '```ts',
      'const second = 2;',
      '```',
      '',
      '## Next', //                                     26
      '',
      '```ts',
      'const after = 3;',
      '```',
    ].join('\n');
    const programs = sectionPrograms(markdown, root);
    expect(programs.map((program) => [program.file, program.line, program.installs])).toEqual([['testing.mts', 9, ['npm install --save-dev @honcho-ai/testing']]]);
    expect(programs[0]?.blocks.map((block) => block.line)).toEqual([15, 22]);
    expect(programs[0]?.code).toBe('# not a heading, inside a block\nconst first = 1;\n\nconst second = 2;\n');
  });
});
