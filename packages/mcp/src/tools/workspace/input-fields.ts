import { HONCHO_ID_PATTERN } from '@honcho-ai/sdk-core';
import type { BooleanPropertySchema, IntegerPropertySchema, ObjectPropertySchema, StringPropertySchema } from '@honcho-ai/sdk';

/**
 * The server's limits that the workspace tools' schemas repeat, so an
 * argument the server would refuse is refused before any request, naming the
 * field (values from the v3 contract, server 3.0.12).
 *
 * @internal
 */
export const SERVER_LIMITS = {
  /** Workspace, peer and session ids. */
  idMaxLength: 512,
  /** Chat questions and search queries. */
  queryMaxLength: 10_000,
  messageContentMaxLength: 25_000,
  conclusionContentMaxLength: 65_535,
  /** Messages or conclusions the server takes in one request. */
  itemsPerRequest: 100,
  /** Search results, conclusion query results and representation sizes. */
  resultsMax: 100,
  /** The largest page a list route serves; the list tools without paging arguments ask for it. */
  pageSizeMax: 100,
  contextTokensMax: 100_000,
} as const;

/**
 * An id of a workspace, peer or session: the server's charset (letters,
 * digits, `_` and `-`) and length, so a bad id is refused under the tool's
 * own field name before any request.
 *
 * @internal
 */
export function idField(description: string): StringPropertySchema {
  return { type: 'string', description, minLength: 1, maxLength: SERVER_LIMITS.idMaxLength, pattern: HONCHO_ID_PATTERN.source };
}

/** A non-empty text argument of at most `maxLength` characters. @internal */
export function textField(description: string, maxLength: number = SERVER_LIMITS.queryMaxLength): StringPropertySchema {
  return { type: 'string', description, minLength: 1, maxLength };
}

/** A whole number between `minimum` and `maximum`, with the default the server applies when it is omitted. @internal */
export function countField(description: string, minimum: number, maximum: number, defaultValue?: number): IntegerPropertySchema {
  return defaultValue === undefined ? { type: 'integer', description, minimum, maximum } : { type: 'integer', description, minimum, maximum, default: defaultValue };
}

/** A yes/no argument. @internal */
export function flagField(description: string): BooleanPropertySchema {
  return { type: 'boolean', description };
}

/** Free-form JSON metadata (the SDK checks the server's 100-key, 5-level limits). @internal */
export function metadataField(description: string): ObjectPropertySchema {
  return { type: 'object', description, additionalProperties: true };
}

/** How every filter argument explains the filter language to the model. */
const FILTER_LANGUAGE =
  'Honcho filter: conditions on fields, e.g. {"metadata": {"topic": "billing"}} or {"created_at": {"gte": "2025-01-01"}}, ' +
  'with operators gt, gte, lt, lte, ne, in, contains, icontains, combined with AND, OR and NOT lists.';

/** A filter in Honcho's filter language; `what` says what it narrows. @internal */
export function filtersField(what: string): ObjectPropertySchema {
  return { type: 'object', description: `${what} ${FILTER_LANGUAGE}`, additionalProperties: true };
}
