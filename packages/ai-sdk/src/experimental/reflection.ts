import type { Logger } from '@honcho-ai/sdk-core';
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

/**
 * The answer to one reflection query, or why it failed. Every result has the
 * `{ query, insight }` shape Honcho's own AI SDK plugin documents, so
 * `for (const { query, insight } of await agent.reflect())` works; `ok`,
 * `answer` and `error` say more.
 */
export type ReflectionResult =
  | {
      /** The question. */
      readonly query: string;
      /** Honcho's answer as text: `''` when it had nothing to say. */
      readonly insight: string;
      readonly ok: true;
      /** Honcho's answer; `null` when it had nothing to say. */
      readonly answer: string | null;
    }
  | {
      /** The question. */
      readonly query: string;
      /** `''`: the query failed (see `error`). */
      readonly insight: string;
      readonly ok: false;
      /** What went wrong (an `APIError`, `APITimeoutError`, `APIUserAbortError`, ...). */
      readonly error: unknown;
    };

/**
 * What `reflect()` learnt: an array of one result per query, in the order
 * asked (the shape Honcho's own AI SDK plugin documents), with the failures
 * and the answers picked out.
 */
export interface ReflectionReport extends Array<ReflectionResult> {
  /** Every query's result, in the order the queries were given (the same entries as the array). */
  readonly results: readonly ReflectionResult[];
  /** Answers by query, for the queries that succeeded. */
  readonly answers: Readonly<Record<string, string | null>>;
  /** The queries that failed, with their errors; empty when all succeeded. */
  readonly failures: readonly Extract<ReflectionResult, { ok: false }>[];
}

/** A report over `results`: the array of them, with `results`, `answers` and `failures` beside. */
export function reflectionReport(results: readonly ReflectionResult[]): ReflectionReport {
  const answers: Record<string, string | null> = {};
  for (const result of results) if (result.ok) answers[result.query] = result.answer;
  const failures = results.filter((result): result is Extract<ReflectionResult, { ok: false }> => !result.ok);
  return Object.assign([...results], { results: [...results], answers, failures });
}

/** Asks `observer` each query about `target`, `concurrency` at a time, and reports every outcome. */
export async function reflectOn(
  observer: Peer,
  target: string | undefined,
  queries: readonly string[],
  options: { concurrency: number; signal?: AbortSignal | undefined; timeout?: number | undefined; logger?: Logger | undefined },
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
    return outcome.ok ? { query, insight: outcome.value ?? '', ok: true, answer: outcome.value } : { query, insight: '', ok: false, error: outcome.error };
  });
  const report = reflectionReport(results);
  // A failed query reads as an empty insight to code that only destructures `{ query, insight }`: say so once.
  if (report.failures.length > 0 && options.logger?.enabled('warn') === true) {
    options.logger.warn(`[honcho] reflect(): ${report.failures.length} of ${results.length} queries failed; their insight is '' (see the report's failures)`, report.failures.map((failure) => failure.query));
  }
  return report;
}
