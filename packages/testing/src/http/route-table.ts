/** The HTTP methods routes are registered for. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route handler receives. */
export interface RouteRequest<C> {
  request: Request;
  url: URL;
  /** Path parameters, percent-decoded. */
  params: Readonly<Record<string, string>>;
  /** Whatever the router was given for every request (the emulator's state). */
  context: C;
}

/** A route handler. */
export type RouteHandler<C> = (input: RouteRequest<C>) => Promise<Response> | Response;

/** One registered route. */
export interface Route<C> {
  method: RouteMethod;
  /** e.g. `/v3/workspaces/{workspace_id}/peers/{peer_id}`, spelled as in the OpenAPI document. */
  path: string;
  handler: RouteHandler<C>;
}

/** How a request resolved against the table. */
export type RouteMatch<C> =
  | { kind: 'found'; route: Route<C>; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: RouteMethod[] }
  | { kind: 'not-found' };

interface Compiled<C> {
  route: Route<C>;
  segments: readonly string[];
}

/**
 * Matches a method and path against routes written with `{param}`
 * placeholders. Literal segments win over placeholders (`/sessions/list`
 * before `/sessions/{session_id}`), like Starlette's first-match order when
 * the literal routes are declared first.
 */
export class RouteTable<C> {
  private readonly compiled: Compiled<C>[] = [];

  constructor(routes: readonly Route<C>[]) {
    for (const route of routes) this.compiled.push({ route, segments: route.path.split('/').slice(1) });
    // More literal segments first; a stable sort keeps declaration order among equals.
    this.compiled.sort((a, b) => literalCount(b.segments) - literalCount(a.segments));
  }

  /** Every registered route, as given. */
  get routes(): Route<C>[] {
    return this.compiled.map((entry) => entry.route);
  }

  /** Resolves `method` and `pathname` (not yet decoded). */
  match(method: string, pathname: string): RouteMatch<C> {
    const parts = pathname.split('/').slice(1);
    const allowed: RouteMethod[] = [];
    for (const { route, segments } of this.compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      if (!allowed.includes(route.method)) allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }
}

function literalCount(segments: readonly string[]): number {
  return segments.filter((segment) => !segment.startsWith('{')).length;
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as string;
    const part = parts[index] as string;
    if (segment.startsWith('{')) {
      if (part === '') return undefined;
      try {
        params[segment.slice(1, -1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (segment !== part) {
      return undefined;
    }
  }
  return params;
}
