import type { Evidence } from '@honcho-ai/api-types';
import { describe, expect, it } from 'vitest';
import { CONTENT_PREVIEW_CHARS, EVIDENCE_SIZE_LIMIT_BYTES, capEvidence, conclusionEvidence, contentPreview, messageEvidence } from './evidence.js';
import { pythonJsonDumps } from './python-json.js';
import { conclusion, message } from './test-support/fixtures.js';

const toolCall = (index: number) => ({ tool_name: 'search_messages', tool_input: { query: `q${index}` } });

describe('contentPreview', () => {
  it('keeps the first 200 characters', () => {
    const long = 'x'.repeat(150) + 'y'.repeat(100);
    expect(contentPreview(long)).toBe('x'.repeat(150) + 'y'.repeat(50));
    expect(contentPreview(long)).toHaveLength(CONTENT_PREVIEW_CHARS);
    expect(contentPreview('short')).toBe('short');
    expect(contentPreview('z'.repeat(200))).toBe('z'.repeat(200));
  });

  it('counts code points, as Python slices do, and never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(250);
    expect(Array.from(contentPreview(emoji))).toHaveLength(200);
    expect(contentPreview(emoji)).toBe('😀'.repeat(200));
  });
});

describe('evidence records', () => {
  it('lists message fields in the server order with a preview', () => {
    const record = messageEvidence(message({ id: 'm1', content: 'a'.repeat(300), metadata: { secret: true } }));
    expect(Object.keys(record)).toEqual(['id', 'session_id', 'peer_id', 'content_preview', 'created_at']);
    expect(record.content_preview).toBe('a'.repeat(200));
  });

  it('lists conclusion fields in the server order, copying source ids', () => {
    const source = conclusion({ id: 'c1', content: 'x', level: 'deductive', source_ids: ['a', 'b'] });
    const record = conclusionEvidence(source);
    expect(Object.keys(record)).toEqual(['id', 'content', 'level', 'created_at', 'source_ids', 'session_id']);
    expect(record).toEqual({ id: 'c1', content: 'x', level: 'deductive', created_at: source.created_at, source_ids: ['a', 'b'], session_id: 's1' });
    expect(record.source_ids).not.toBe(source.source_ids);
  });
});

describe('capEvidence', () => {
  const base: Evidence = { conclusions: [], messages: [], tool_calls: [], reasoning_trace_id: null };

  it('leaves evidence under 100 KB alone, without a truncated flag', () => {
    const evidence = { ...base, tool_calls: Array.from({ length: 30 }, (_, index) => toolCall(index)) };
    expect(capEvidence(evidence)).toBe(evidence);
  });

  it('keeps the last 20 tool calls and flags truncation past 100 KB', () => {
    const tool_calls = Array.from({ length: 2000 }, (_, index) => ({ tool_name: 'grep_messages', tool_input: { query: `${index} ${'p'.repeat(60)}` } }));
    const evidence = { ...base, tool_calls };
    expect(pythonJsonDumps(evidence).length).toBeGreaterThan(EVIDENCE_SIZE_LIMIT_BYTES);
    const capped = capEvidence(evidence);
    expect(capped.truncated).toBe(true);
    expect(capped.tool_calls).toEqual(tool_calls.slice(-20));
    expect(evidence.tool_calls).toHaveLength(2000);
  });

  it('measures the ASCII-escaped size the wire carries', () => {
    // 40,000 "é" are 80 KB of UTF-8 but 240 KB once json.dumps escapes them.
    const evidence = { ...base, conclusions: [conclusionEvidence(conclusion({ id: 'c', content: 'é'.repeat(40_000) }))], tool_calls: [toolCall(1)] };
    expect(capEvidence(evidence).truncated).toBe(true);
  });
});
