/**
 * The emulator's deterministic dialectic: retrieval, answers, structured
 * output, evidence and the two streaming formats, as pure functions for the
 * route handlers.
 */
export { compareRecency, rankBm25 } from './bm25.js';
export type { Bm25Document, Bm25Hit, Bm25Options } from './bm25.js';
export { parseChatCompletionRequest, MAX_QUERY_CHARS } from './chat-completion-request.js';
export type { ParsedChatCompletionRequest, RejectedChatCompletionRequest } from './chat-completion-request.js';
export { chatCompletionEventStream, toChatCompletion } from './chat-completions.js';
export type { CompletionMeta, CompletionSource, CompletionStreamOptions } from './chat-completions.js';
export { chunkText } from './chunk-text.js';
export { COMPLETION_ID_PREFIX, counterIds, makeCompletionId } from './completion-id.js';
export type { CorpusCard, CorpusConclusion, CorpusMessage, DialecticCorpus } from './corpus.js';
export { dialecticEventStream } from './dialectic-stream.js';
export type { DialecticStreamOptions, DialecticStreamSource } from './dialectic-stream.js';
export { sseStream } from './event-stream.js';
export type { SseStreamOptions } from './event-stream.js';
export {
  CONTENT_PREVIEW_CHARS,
  EVIDENCE_SIZE_LIMIT_BYTES,
  TRUNCATED_TOOL_CALLS,
  capEvidence,
  conclusionEvidence,
  contentPreview,
  messageEvidence,
} from './evidence.js';
export { fillSchema } from './fill-schema.js';
export type { FilledJson } from './fill-schema.js';
export { pythonJsonDumps } from './python-json.js';
export { TOP_K_BY_REASONING_LEVEL, runDialectic, toDialecticResponse } from './run-dialectic.js';
export type { DialecticQuery, DialecticResult } from './run-dialectic.js';
export { hitCreatedAt, hitId, hitText, searchCorpus } from './search-corpus.js';
export type { CorpusSearch, CorpusSearchResult, DialecticHit } from './search-corpus.js';
export { stem, tokenize } from './tokenize.js';
export type { TokenizeOptions } from './tokenize.js';
