import type { Honcho } from '@honcho-ai/sdk';
import { describeValue, type InputSpec, z } from '@honcho-ai/sdk-core';

/**
 * Where the experimental helpers get their Honcho client: a `Honcho` from
 * `@honcho-ai/sdk`, or what `createHoncho()` returns (its `client` is used),
 * so they share the workspace, credentials and transport of the rest of the app.
 */
export type HonchoClientSource = Honcho | { readonly client: Honcho };

/** The client behind `source`, or `undefined` when it is neither form. */
export function clientFrom(source: unknown): Honcho | undefined {
  if (isHonchoLike(source)) return source;
  if (typeof source === 'object' && source !== null && 'client' in source && isHonchoLike(source.client)) return source.client;
  return undefined;
}

/** A {@link HonchoClientSource}, refused with `message` for anything else. */
export function clientSourceSpec(message = 'must be a Honcho client from @honcho-ai/sdk or the result of createHoncho()'): InputSpec<HonchoClientSource> {
  return z.custom<HonchoClientSource>((source) => clientFrom(source) !== undefined, {
    error: (issue) => `${message}, got ${describeValue(issue.input)}`,
    abort: true,
  });
}

// Duck-typed rather than `instanceof`, so a client from another copy of the SDK still works.
function isHonchoLike(value: unknown): value is Honcho {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<'peer' | 'queueStatus' | 'scheduleDream' | 'workspaceId', unknown>>;
  return (
    typeof candidate.peer === 'function' &&
    typeof candidate.queueStatus === 'function' &&
    typeof candidate.scheduleDream === 'function' &&
    typeof candidate.workspaceId === 'string'
  );
}
