import type * as Wire from '@honcho-ai/api-types';
import { type HttpClient, unsupportedFeatureMessage } from '@honcho-ai/sdk-core';

/**
 * A conclusion the dialectic read while answering. As the wire type, except
 * that `source_ids` is always a list (empty for explicit conclusions) and
 * `session_id` always present (`null` when the conclusion has no session), as
 * 2.5 typed them; the server may leave either out.
 */
export type EvidenceObservation = Omit<Wire.EvidenceObservation, 'source_ids' | 'session_id'> & {
  /** Conclusions this one was reasoned from; empty for explicit conclusions. */
  source_ids: string[];
  /** Session the conclusion belongs to, or `null`. */
  session_id: string | null;
};

/**
 * What the dialectic read and did while answering: the conclusions and
 * messages it read and the tools it called. Collated from the agent's own
 * reads rather than reported by the model, so it over-reports: something
 * listed was read, which is not proof the answer relied on it.
 */
export type Evidence = Omit<Wire.Evidence, 'conclusions'> & {
  conclusions: EvidenceObservation[];
};

/** A message the dialectic read (identity, provenance and the first 200 characters). */
export type EvidenceMessageRef = Wire.EvidenceMessageRef;

/** A tool the dialectic called, with its arguments but not its result. */
export type EvidenceToolCall = Wire.EvidenceToolCall;

/**
 * The wire evidence with the fields 2.5 promised always filled in; `null`
 * for absent evidence. Everything else passes through untouched.
 *
 * @internal
 */
export function evidenceFromWire(evidence: Wire.Evidence | null | undefined): Evidence | null {
  if (evidence === null || evidence === undefined || typeof evidence !== 'object') return null;
  const conclusions = Array.isArray(evidence.conclusions) ? evidence.conclusions : [];
  return {
    ...evidence,
    conclusions: conclusions.map((conclusion) => ({
      ...conclusion,
      source_ids: conclusion.source_ids ?? [],
      session_id: conclusion.session_id ?? null,
    })),
  };
}

/** Clients already told that their server sent no evidence: a server without it would otherwise be reported on every call. */
const TOLD = new WeakSet<HttpClient>();

/**
 * {@link evidenceFromWire} for an answer that asked for evidence. When the
 * server sent none, says so at `warn` through the client's logger, once per
 * client: `null` alone reads as "nothing relevant", not "this server has no
 * evidence".
 *
 * @internal
 */
export function requestedEvidence(http: HttpClient, evidence: Wire.Evidence | null | undefined): Evidence | null {
  const mapped = evidenceFromWire(evidence);
  if (mapped === null && !TOLD.has(http)) {
    TOLD.add(http);
    // Evidence is a field, not a route, so there is no error to carry this: server 3.0.12 ignores `include_evidence`.
    http.logger.warn(
      unsupportedFeatureMessage(
        'chat evidence',
        'a chat answer asked for with includeEvidence: true carried none',
        'answers asked for with includeEvidence come with `evidence: null` (said once per client)',
      ),
    );
  }
  return mapped;
}
