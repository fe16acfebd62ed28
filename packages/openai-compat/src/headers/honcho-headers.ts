import { REASONING_LEVELS } from '@honcho-ai/api-types';
import { checkInput, fields, honchoId, type InputSpec, type SpecShape, z } from '@honcho-ai/sdk-core';
import type { ReasoningLevel } from '@honcho-ai/sdk';

/** Header naming the session to answer within; omitted, the whole workspace is searched. */
export const HONCHO_SESSION_HEADER = 'X-Honcho-Session-Id';
/** Header naming the peer to answer about, from the model's peer's point of view; omitted, the peer itself. */
export const HONCHO_TARGET_HEADER = 'X-Honcho-Target';
/** Header setting the reasoning level; it wins over the body's `honcho_reasoning_level`. */
export const HONCHO_REASONING_LEVEL_HEADER = 'X-Honcho-Reasoning-Level';

/** Every reasoning level, least effort first (the contract's list, from `@honcho-ai/api-types`). */
export { REASONING_LEVELS };

/** A session or peer: its id, or an object with one (the SDK's `Session` and `Peer`). */
export type HonchoIdLike = string | { readonly id: string };

/** What the `X-Honcho-*` headers can say. Every field is optional. */
export interface HonchoHeaderOptions {
  /** Answer within this session (`X-Honcho-Session-Id`). */
  session?: HonchoIdLike | undefined;
  /** Answer about this peer, as the model's peer sees them (`X-Honcho-Target`). */
  target?: HonchoIdLike | undefined;
  /** How hard the dialectic thinks (`X-Honcho-Reasoning-Level`); Honcho defaults to `low`. */
  reasoningLevel?: ReasoningLevel | undefined;
}

/** An id, or an object carrying one, checked by Honcho's id rule at the field's own path. */
const idLike = z.pipe(
  z.transform((value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)),
  honchoId(),
) as unknown as InputSpec<HonchoIdLike>;

const HEADER_OPTIONS = fields({
  session: z.optional(idLike),
  target: z.optional(idLike),
  reasoningLevel: z.optional(
    z.custom<ReasoningLevel>(isReasoningLevel, { error: (issue) => `must be one of ${REASONING_LEVELS.join(', ')}, got ${JSON.stringify(issue.input)}`, abort: true }),
  ),
} satisfies SpecShape<HonchoHeaderOptions>);

/**
 * The `X-Honcho-*` headers for a session, a target and a reasoning level,
 * for `defaultHeaders` of a client or `headers` of one call. Fields left out
 * give no header.
 *
 * @example
 * ```ts
 * const completion = await openai.chat.completions.create(
 *   { model: buildModelString('my-app', 'assistant'), messages: [{ role: 'user', content: 'What does bob like?' }] },
 *   { headers: honchoHeaders({ target: 'bob', session: 'support-42', reasoningLevel: 'medium' }) },
 * );
 * ```
 * @throws `HonchoValidationError` (from `@honcho-ai/sdk-core`) naming `session`, `target` or
 *   `reasoningLevel` when an id breaks Honcho's rules or the level is unknown.
 */
export function honchoHeaders(options: HonchoHeaderOptions = {}): Record<string, string> {
  checkInput(HEADER_OPTIONS, options, 'Invalid Honcho headers');
  const session = idOf(options.session);
  const target = idOf(options.target);
  const level = options.reasoningLevel;
  const headers: Record<string, string> = {};
  if (session !== undefined) headers[HONCHO_SESSION_HEADER] = session;
  if (target !== undefined) headers[HONCHO_TARGET_HEADER] = target;
  if (level !== undefined) headers[HONCHO_REASONING_LEVEL_HEADER] = level;
  return headers;
}

/** Whether `value` is one of {@link REASONING_LEVELS}. */
export function isReasoningLevel(value: unknown): value is ReasoningLevel {
  return typeof value === 'string' && (REASONING_LEVELS as readonly string[]).includes(value);
}

function idOf(value: HonchoIdLike | undefined): string | undefined {
  return typeof value === 'object' && value !== null ? value.id : value;
}
