import type { ApiPath } from '@honcho-ai/api-types';

/**
 * Every route of the v3 contract. `satisfies` ties the list to the generated
 * types, and a test compares it with `openapi.yaml`, so a route added to the
 * contract and not here fails the checks rather than tracing as a bare method.
 */
const ROUTES = [
  '/v3/keys',
  '/v3/workspaces',
  '/v3/workspaces/list',
  '/v3/workspaces/{workspace_id}',
  '/v3/workspaces/{workspace_id}/search',
  '/v3/workspaces/{workspace_id}/queue/status',
  '/v3/workspaces/{workspace_id}/schedule_dream',
  '/v3/workspaces/{workspace_id}/chat',
  '/v3/workspaces/{workspace_id}/peers/list',
  '/v3/workspaces/{workspace_id}/peers',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/sessions',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/chat',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/representation',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/card',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/context',
  '/v3/workspaces/{workspace_id}/peers/{peer_id}/search',
  '/v3/workspaces/{workspace_id}/sessions/list',
  '/v3/workspaces/{workspace_id}/sessions',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/clone',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/peers',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/peers/{peer_id}/config',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/context',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/summaries',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/search',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/upload',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/list',
  '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/{message_id}',
  '/v3/workspaces/{workspace_id}/conclusions',
  '/v3/workspaces/{workspace_id}/conclusions/list',
  '/v3/workspaces/{workspace_id}/conclusions/query',
  '/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}',
  '/v3/workspaces/{workspace_id}/scopes',
  '/v3/workspaces/{workspace_id}/scopes/list',
  '/v3/workspaces/{workspace_id}/scopes/{scope_id}',
  '/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions',
  '/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/list',
  '/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/{session_id}',
  '/v3/workspaces/{workspace_id}/scopes/{scope_id}/status',
  '/v3/workspaces/{workspace_id}/webhooks',
  '/v3/workspaces/{workspace_id}/webhooks/test',
  '/v3/workspaces/{workspace_id}/webhooks/{endpoint_id}',
  '/v1/chat/completions',
] as const satisfies readonly ApiPath[];

/** The routes, for the test that holds them to the contract. */
export const ROUTE_TEMPLATES: readonly string[] = ROUTES;

/** A concrete path matched to its route: the template and the ids it carried. */
export interface MatchedRoute {
  /** The contract's path template, e.g. `/v3/workspaces/{workspace_id}/peers/{peer_id}/chat`. */
  readonly template: string;
  /** Each `{param}` of the template with its decoded value. */
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly template: string;
  readonly segments: readonly string[];
  /** Literal segments count, so `/peers/list` wins over `/peers/{peer_id}`. */
  readonly literals: number;
}

let compiled: readonly CompiledRoute[] | undefined;

/**
 * The route a request path belongs to, or `undefined` for a path outside the
 * contract (a call made through `honcho.http` to a newer route). The query
 * string is ignored. Span names use the template, so ids never reach them.
 */
export function matchRoute(path: string): MatchedRoute | undefined {
  compiled ??= ROUTES.map((template) => {
    const segments = template.split('/');
    return { template, segments, literals: segments.filter((segment) => !segment.startsWith('{')).length };
  });
  const queryAt = path.indexOf('?');
  const parts = (queryAt < 0 ? path : path.slice(0, queryAt)).split('/');
  let best: CompiledRoute | undefined;
  for (const route of compiled) {
    if (route.segments.length !== parts.length || (best !== undefined && best.literals >= route.literals)) continue;
    if (route.segments.every((segment, index) => segment.startsWith('{') || segment === parts[index])) best = route;
  }
  if (best === undefined) return undefined;
  const params: Record<string, string> = {};
  best.segments.forEach((segment, index) => {
    if (segment.startsWith('{')) params[segment.slice(1, -1)] = decodeSegment(parts[index] ?? '');
  });
  return { template: best.template, params };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
