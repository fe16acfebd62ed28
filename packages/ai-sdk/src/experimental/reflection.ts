import { APIUserAbortError, type Peer } from '@honcho-ai/sdk';
import { settleBounded } from './settle-bounded.js';

/**
 * The questions `reflect()` asks when given none: what the observer has come
 * to understand about the observed peer, after a dream has consolidated it.
 */
export const DEFAULT_REFLECTION_QUERIES: readonly string[] = [
  'What are the most important things to know about this person?',
  'What patterns show up in how they communicate and what they ask for?',
  'What are their current goals and what is getting in their way?',
];

/** Questions asked at once by `reflect()` unless told otherwise. */
export const DEFAULT_REFLECTION_CONCURRENCY = 3;

/** The answer to one reflection query, or why it failed. */
export type ReflectionResult =
  | {
      /** The question. */
      readonly query: string;
      readonly ok: true;
      /** Honcho's answer; `null` when it had nothing to say. */
      readonly answer: string | null;
    }
  | {
      /** The question. */
      readonly query: string;
      readonly ok: false;
      /** What went wrong (an `APIError`, `APITimeoutError`, `APIUserAbortError`, ...). */
      readonly error: unknown;
    };

/** What `reflect()` learnt: one result per query, in the order asked, and the failures picked out. */
export interface ReflectionReport {
  /** Every query's result, in the order the queries were given. */
  readonly results: readonly ReflectionResult[];
  /** Answers by query, for the queries that succeeded. */
  readonly answers: Readonly<Record<string, string | null>>;
  /** The queries that failed, with their errors; empty when all succeeded. */
  readonly failures: readonly Extract<ReflectionResult, { ok: false }>[];
}

/** Asks `observer` each query about `target`, `concurrency` at a time, and reports every outcome. */
export async function reflectOn(
  observer: Peer,
  target: string | undefined,
  queries: readonly string[],
  options: { concurrency: number; signal?: AbortSignal | undefined; timeout?: number | undefined },
): Promise<ReflectionReport> {
  const settled = await settleBounded(
    queries,
    options.concurrency,
    (query, signal) => observer.chat(query, { ...(target !== undefined && { target }), signal, timeout: options.timeout }),
    options.signal,
  );
  // The caller gave up: a cancelled reflection, not a list of failed questions.
  if (options.signal?.aborted === true) throw new APIUserAbortError('Request was aborted', { cause: options.signal.reason });
  const results = settled.map((outcome, index): ReflectionResult => {
    const query = queries[index] as string;
    return outcome.ok ? { query, ok: true, answer: outcome.value } : { query, ok: false, error: outcome.error };
  });
  const answers: Record<string, string | null> = {};
  for (const result of results) if (result.ok) answers[result.query] = result.answer;
  return { results, answers, failures: results.filter((result): result is Extract<ReflectionResult, { ok: false }> => !result.ok) };
}
