import type { Block, Inline } from './markdown-blocks.js';
import { parseMarkdown } from './markdown-blocks.js';

/**
 * Markdown shown as elements whose children are only text: safe without a sanitizer. Its headings
 * start at `firstHeading` (under the page's own) and go down one level at a time, whatever levels the
 * text uses, so the page's outline has no gaps.
 */
export function MarkdownText({ source, firstHeading = 3 }: { readonly source: string; readonly firstHeading?: number }) {
  const blocks = parseMarkdown(source);
  const levels = [...new Set(blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])))].sort();
  const headingTag = (level: number) => `h${Math.min(6, firstHeading + levels.indexOf(level as never))}` as 'h3';
  return (
    <div class="prose markdown">
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} block={block} headingTag={headingTag} />
      ))}
    </div>
  );
}

function MarkdownBlock({ block, headingTag }: { readonly block: Block; readonly headingTag: (level: number) => 'h3' }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = headingTag(block.level);
      return <Tag>{inline(block.content)}</Tag>;
    }
    case 'paragraph':
      return <p>{inline(block.content)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{inline(item)}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
  }
}

function inline(runs: readonly Inline[]) {
  return runs.map((run, index) => {
    switch (run.kind) {
      case 'strong':
        return <strong key={index}>{run.text}</strong>;
      case 'em':
        return <em key={index}>{run.text}</em>;
      case 'code':
        return <code key={index}>{run.text}</code>;
      case 'text':
        return run.text;
    }
  });
}
