import type { ConclusionLevel } from '@honcho-ai/api-types';
import { lexicalSearch } from '../search/lexical-search.js';
import type { ConclusionRecord } from '../store/records.js';

/** Default `max_conclusions` (the server's `WORKING_REPRESENTATION_MAX_OBSERVATIONS`). */
export const DEFAULT_MAX_CONCLUSIONS = 25;

/** Which conclusions a representation draws on. */
export interface RepresentationQuery {
  observer: string;
  observed: string;
  /** Only conclusions filed under these sessions; `undefined` for all. */
  sessionIds?: readonly string[] | undefined;
  searchQuery?: string | null | undefined;
  searchTopK?: number | null | undefined;
  searchMaxDistance?: number | null | undefined;
  maxConclusions?: number | null | undefined;
}

/**
 * Picks the conclusions `observer` holds about `observed`. Without a search
 * query: the newest `maxConclusions`. With one: first the lexical matches
 * (best first, at most `searchTopK`, and only those whose distance, 1 minus
 * the match score, is within `searchMaxDistance`), then the newest of the
 * rest up to `maxConclusions`. The result is in the order it was chosen.
 */
export function selectConclusions(conclusions: Iterable<ConclusionRecord>, query: RepresentationQuery): ConclusionRecord[] {
  const limit = query.maxConclusions ?? DEFAULT_MAX_CONCLUSIONS;
  const allow = query.sessionIds === undefined ? undefined : new Set(query.sessionIds);
  const pool = [...conclusions].filter(
    (conclusion) =>
      conclusion.observer_id === query.observer &&
      conclusion.observed_id === query.observed &&
      (allow === undefined || (conclusion.session_id !== null && allow.has(conclusion.session_id))),
  );
  const newest = [...pool].sort((a, b) => b.seq - a.seq);
  const searchQuery = query.searchQuery?.trim();
  if (!searchQuery) return newest.slice(0, limit);
  const maxDistance = query.searchMaxDistance ?? 1;
  const hits = lexicalSearch(pool, searchQuery, (conclusion) => conclusion.content)
    .filter((hit) => 1 - hit.score <= maxDistance)
    .slice(0, Math.min(query.searchTopK ?? limit, limit))
    .map((hit) => hit.item);
  const chosen = new Set(hits);
  return [...hits, ...newest.filter((conclusion) => !chosen.has(conclusion))].slice(0, limit);
}

const LEVEL_TITLES: readonly (readonly [ConclusionLevel, string])[] = [
  ['explicit', 'Explicit'],
  ['deductive', 'Deductive'],
  ['inductive', 'Inductive'],
  ['contradiction', 'Contradiction'],
];

/**
 * Renders conclusions as the representation text: one markdown section per
 * level that has any (`## Explicit Observations`, ...), each a bullet list in
 * the order they were written. An empty selection renders as `""`.
 */
export function renderRepresentation(conclusions: readonly ConclusionRecord[]): string {
  const sections: string[] = [];
  for (const [level, title] of LEVEL_TITLES) {
    const items = conclusions.filter((conclusion) => conclusion.level === level).sort((a, b) => a.seq - b.seq);
    if (items.length === 0) continue;
    sections.push(`## ${title} Observations\n\n${items.map((conclusion) => `- ${conclusion.content}`).join('\n')}`);
  }
  return sections.join('\n\n');
}
