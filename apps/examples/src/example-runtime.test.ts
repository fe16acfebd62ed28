import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { neededNodeMajor, nodeForExample } from './example-runtime.js';

const folder = mkdtempSync(join(tmpdir(), 'example-runtime-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

const example = (firstLine: string): string => {
  const file = join(folder, `example-${(files += 1)}.ts`);
  writeFileSync(file, `${firstLine}\nconsole.log('hi');\n`);
  return file;
};

describe('the Node an example runs on', () => {
  it('reads the first line only, and only in its exact form', () => {
    expect(neededNodeMajor(example('// Needs Node 22.'))).toBe(22);
    expect(neededNodeMajor(example('/** Needs Node 22. */'))).toBeUndefined();
    expect(neededNodeMajor(example('import x from "y";\n// Needs Node 22.'))).toBeUndefined();
  });

  it('is the running Node when the example asks for nothing, or for a Node it already is', () => {
    expect(nodeForExample(example('// an example'), '20.19.0', '/usr/bin/node')).toEqual({ node: '/usr/bin/node' });
    expect(nodeForExample(example('// Needs Node 22.'), '24.1.0', '/usr/bin/node')).toEqual({ node: '/usr/bin/node' });
  });

  it("is tools/runtimes' Node 22 for an example that needs it, on an older Node", () => {
    const runtime = nodeForExample(example('// Needs Node 22.'), '20.19.0', '/usr/bin/node');
    expect('node' in runtime).toBe(true);
    const node = (runtime as { node: string }).node;
    expect(node).toMatch(/tools\/runtimes\/node_modules\/node22\/bin\/node$/);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./);
  });

  it('skips, saying why, when no such Node is installed', () => {
    expect(nodeForExample(example('// Needs Node 99.'), '20.19.0', '/usr/bin/node')).toEqual({
      skip: 'needs Node 99 or later (this is Node 20.19.0, and tools/runtimes has no Node 99 for this platform)',
    });
  });
});
