import type { Honcho } from '@honcho-ai/sdk';
import { describe, type Issue } from '../config/input-issues.js';

/**
 * Where the experimental helpers get their Honcho client: a `Honcho` from
 * `@honcho-ai/sdk`, or what `createHoncho()` returns (its `client` is used),
 * so they share the workspace, credentials and transport of the rest of the app.
 */
export type HonchoClientSource = Honcho | { readonly client: Honcho };

/** The client behind `source`, or an issue at `path` when it is neither form. */
export function clientFrom(source: unknown, path: string): { client?: Honcho; issues: Issue[] } {
  if (isHonchoLike(source)) return { client: source, issues: [] };
  if (typeof source === 'object' && source !== null && 'client' in source && isHonchoLike(source.client)) {
    return { client: source.client, issues: [] };
  }
  return {
    issues: [{ path, message: `must be a Honcho client from @honcho-ai/sdk or the result of createHoncho(), got ${describe(source)}` }],
  };
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
