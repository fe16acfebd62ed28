import type { ConclusionLevel } from '@honcho-ai/api-types';

/**
 * A stored message as the dialectic reads it. Field names follow the wire
 * format so the store can hand its records over without mapping.
 */
export interface CorpusMessage {
  readonly id: string;
  readonly session_id: string;
  /** Who sent the message. */
  readonly peer_id: string;
  readonly content: string;
  /** ISO 8601 timestamp, as the store serialises it. */
  readonly created_at: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** A stored conclusion (what `observer_id` believes about `observed_id`). */
export interface CorpusConclusion {
  readonly id: string;
  readonly content: string;
  readonly observer_id: string;
  readonly observed_id: string;
  /** The session it was drawn from; `null` for peer-wide conclusions. */
  readonly session_id: string | null;
  readonly level: ConclusionLevel;
  /** Premises of derived conclusions; `null` for explicit ones. */
  readonly source_ids: readonly string[] | null;
  /** ISO 8601 timestamp, as the store serialises it. */
  readonly created_at: string;
}

/** A peer card: what `observer_id` keeps as biographical facts about `observed_id`, one fact per entry. */
export interface CorpusCard {
  readonly observer_id: string;
  readonly observed_id: string;
  readonly entries: readonly string[];
}

/**
 * Everything the dialectic may search. Iterables rather than arrays so the
 * store can pass live collections without copying them per question.
 */
export interface DialecticCorpus {
  readonly messages: Iterable<CorpusMessage>;
  readonly conclusions: Iterable<CorpusConclusion>;
  /** Peer cards; none when left out. */
  readonly cards?: Iterable<CorpusCard> | undefined;
}
