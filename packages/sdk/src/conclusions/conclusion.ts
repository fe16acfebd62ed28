import type { Conclusion as ApiConclusion, ConclusionLevel } from '@honcho-ai/api-types';

/**
 * A conclusion as the server sends it (snake_case).
 *
 * The contract's `Conclusion` plus the attribution fields newer servers add
 * (`source_ids`, `times_derived`), which the published 2.5 SDK already read.
 * They are optional: servers that do not send them give `sourceIds: null` and
 * `timesDerived: 1`.
 */
export type ConclusionResponse = ApiConclusion & {
  /** Conclusions this one was derived from; `null` (or absent) for explicit conclusions. */
  source_ids?: string[] | null;
  /** How many times this conclusion has been independently derived. */
  times_derived?: number;
};

// Kept outside the instance so the raw object never shows up in JSON output or
// equality checks that compare own properties.
const rawResponses = new WeakMap<Conclusion, ConclusionResponse>();

/**
 * A conclusion from Honcho's reasoning system: a fact one peer (the observer)
 * holds about another (the observed), learnt from messages or derived from
 * other conclusions while dreaming.
 *
 * @example
 * ```ts
 * const page = await alice.conclusions.list();
 * for await (const conclusion of page) {
 *   console.log(conclusion.level, conclusion.content);
 * }
 * ```
 */
export class Conclusion {
  /** Server-assigned id. */
  readonly id: string;
  /** The conclusion's text. */
  readonly content: string;
  /** The peer holding the conclusion. */
  readonly observerId: string;
  /** The peer it is about. */
  readonly observedId: string;
  /** The session it was learnt in, or `null`. */
  readonly sessionId: string | null;
  /**
   * Reasoning level: `'explicit'` conclusions are extracted directly from
   * messages; `'deductive'`, `'inductive'` and `'contradiction'` are derived
   * during dreaming.
   */
  readonly level: ConclusionLevel;
  /**
   * Ids of the conclusions this one was derived from (premises for
   * `'deductive'`, supporting sources for `'inductive'`, conflicting
   * conclusions for `'contradiction'`). `null` for `'explicit'` conclusions.
   */
  readonly sourceIds: string[] | null;
  /** Number of times this conclusion has been independently derived. */
  readonly timesDerived: number;
  /** ISO 8601 creation time, as the server sent it. */
  readonly createdAt: string;
  /**
   * Builds a conclusion from its fields. Conclusions normally come from the
   * server: see {@link Conclusion.fromApiResponse}.
   */
  constructor(
    id: string,
    content: string,
    observerId: string,
    observedId: string,
    sessionId: string | null,
    createdAt: string,
    level: ConclusionLevel = 'explicit',
    sourceIds: string[] | null = null,
    timesDerived = 1,
  ) {
    this.id = id;
    this.content = content;
    this.observerId = observerId;
    this.observedId = observedId;
    this.sessionId = sessionId;
    this.level = level;
    this.sourceIds = sourceIds;
    this.timesDerived = timesDerived;
    this.createdAt = createdAt;
  }

  /**
   * The wire object this conclusion was built from, when it came from the
   * server (`undefined` for one built with the constructor). A getter, so
   * `JSON.stringify(conclusion)` shows the same fields as in 2.5.
   */
  get raw(): ConclusionResponse | undefined {
    return rawResponses.get(this);
  }

  /** Builds a conclusion from the server's snake_case object. The one wire-to-SDK mapping for conclusions. */
  static fromApiResponse(data: ConclusionResponse): Conclusion {
    const conclusion = new Conclusion(
      data.id,
      data.content,
      data.observer_id,
      data.observed_id,
      data.session_id ?? null,
      data.created_at,
      data.level,
      data.source_ids ?? null,
      data.times_derived ?? 1,
    );
    rawResponses.set(conclusion, data);
    return conclusion;
  }

  /** `Conclusion(id='…', content='…')`, the content cut to 50 characters. */
  toString(): string {
    const content = this.content.length > 50 ? `${this.content.slice(0, 50)}...` : this.content;
    return `Conclusion(id='${this.id}', content='${content}')`;
  }
}
