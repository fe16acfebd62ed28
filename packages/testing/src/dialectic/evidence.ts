import type { Evidence, EvidenceMessageRef, EvidenceObservation, EvidenceToolCall } from '@honcho-ai/api-types';
import type { CorpusConclusion, CorpusMessage } from './corpus.js';
import { pythonJsonDumps } from './python-json.js';

/** Characters of a message kept in {@link EvidenceMessageRef.content_preview}. */
export const CONTENT_PREVIEW_CHARS = 200;

/** Serialised size past which {@link capEvidence} cuts `tool_calls` (spec 3.B.6: 100 KB). */
export const EVIDENCE_SIZE_LIMIT_BYTES = 100_000;

/** How many of the latest tool calls survive the cut. */
export const TRUNCATED_TOOL_CALLS = 20;

/**
 * The first {@link CONTENT_PREVIEW_CHARS} characters of `content`, counted in
 * code points as Python's `content[:200]` counts them, so an emoji is never
 * split into half a surrogate pair.
 */
export function contentPreview(content: string): string {
  let count = 0;
  let end = 0;
  for (const char of content) {
    if (count === CONTENT_PREVIEW_CHARS) return content.slice(0, end);
    count += 1;
    end += char.length;
  }
  return content;
}

/** A message as evidence; keys in the server's field order, which the SSE bytes expose. */
export function messageEvidence(message: CorpusMessage): EvidenceMessageRef {
  return {
    id: message.id,
    session_id: message.session_id,
    peer_id: message.peer_id,
    content_preview: contentPreview(message.content),
    created_at: message.created_at,
  };
}

/** A conclusion as evidence; keys in the server's field order, which the SSE bytes expose. */
export function conclusionEvidence(conclusion: CorpusConclusion): EvidenceObservation {
  return {
    id: conclusion.id,
    content: conclusion.content,
    level: conclusion.level,
    created_at: conclusion.created_at,
    // Empty, not null, for explicit conclusions: the docs say "empty for explicit ones", and the
    // published Python SDK (honcho-ai 2.7) rejects a null list.
    source_ids: conclusion.source_ids === null ? [] : [...conclusion.source_ids],
    session_id: conclusion.session_id,
  };
}

/**
 * Applies the spec's safety valve: when `evidence` serialises to more than
 * {@link EVIDENCE_SIZE_LIMIT_BYTES}, keep only the last
 * {@link TRUNCATED_TOOL_CALLS} tool calls and set `truncated: true`. Nothing
 * else is cut (the spec leaves conclusions and messages whole), so the result
 * may still be large. Size is measured on the Python-style serialisation, which
 * is pure ASCII, so characters equal bytes.
 */
export function capEvidence(evidence: Evidence): Evidence {
  if (pythonJsonDumps(evidence).length <= EVIDENCE_SIZE_LIMIT_BYTES) return evidence;
  const toolCalls: EvidenceToolCall[] = evidence.tool_calls.slice(-TRUNCATED_TOOL_CALLS);
  return { ...evidence, tool_calls: toolCalls, truncated: true };
}
