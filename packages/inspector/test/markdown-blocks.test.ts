/** The representation's Markdown, parsed into plain blocks and runs: HTML in it stays text. */
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from '../src/ui/markdown/markdown-blocks.js';

describe('parseMarkdown', () => {
  it('reads headings, lists, paragraphs and code', () => {
    const blocks = parseMarkdown('## Explicit\n- alice drinks **tea**\n- likes `kyoto`\n\nShe *often* hikes.\nEvery week.\n\n1. first\n2. second\n\n```\nraw <b>\n```');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Explicit' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { kind: 'text', text: 'alice drinks ' },
            { kind: 'strong', text: 'tea' },
          ],
          [
            { kind: 'text', text: 'likes ' },
            { kind: 'code', text: 'kyoto' },
          ],
        ],
      },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'She ' },
          { kind: 'em', text: 'often' },
          { kind: 'text', text: ' hikes. Every week.' },
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
      { kind: 'code', text: 'raw <b>' },
    ]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror="alert(1)"> and <script>alert(2)</script>')).toEqual([{ kind: 'text', text: '<img src=x onerror="alert(1)"> and <script>alert(2)</script>' }]);
  });
});
