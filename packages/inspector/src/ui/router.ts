import { useEffect, useState } from 'preact/hooks';

/** Every view the inspector has, as parsed from the location hash. */
export type Route =
  | { readonly view: 'workspaces' }
  | { readonly view: 'workspace'; readonly workspaceId: string }
  | { readonly view: 'peer'; readonly workspaceId: string; readonly peerId: string }
  | { readonly view: 'chat'; readonly workspaceId: string; readonly peerId: string }
  | { readonly view: 'session'; readonly workspaceId: string; readonly sessionId: string; readonly messageId: string | null }
  | { readonly view: 'conclusion'; readonly workspaceId: string; readonly conclusionId: string }
  | { readonly view: 'search'; readonly workspaceId: string; readonly query: string }
  | { readonly view: 'queue'; readonly workspaceId: string }
  | { readonly view: 'graph'; readonly workspaceId: string }
  | { readonly view: 'settings'; readonly workspaceId: string }
  | { readonly view: 'not-found'; readonly hash: string };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function parseHash(hash: string): Route {
  const withoutMark = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryStart = withoutMark.indexOf('?');
  const pathPart = queryStart === -1 ? withoutMark : withoutMark.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : withoutMark.slice(queryStart + 1));
  const rawSegments = pathPart.split('/').filter((segment) => segment !== '');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const decoded = decodeSegment(raw);
    if (decoded === null) return { view: 'not-found', hash };
    segments.push(decoded);
  }

  if (segments.length === 0) return { view: 'workspaces' };
  const [first, workspaceId, section, id, sub] = segments;
  if (first !== 'w' || workspaceId === undefined) return { view: 'not-found', hash };
  if (section === undefined) return { view: 'workspace', workspaceId };
  if (segments.length === 3) {
    if (section === 'search') return { view: 'search', workspaceId, query: query.get('q') ?? '' };
    if (section === 'queue') return { view: 'queue', workspaceId };
    if (section === 'graph') return { view: 'graph', workspaceId };
    if (section === 'settings') return { view: 'settings', workspaceId };
  }
  if (id !== undefined && segments.length === 4) {
    if (section === 'peers') return { view: 'peer', workspaceId, peerId: id };
    if (section === 'sessions') return { view: 'session', workspaceId, sessionId: id, messageId: query.get('message') };
    if (section === 'conclusions') return { view: 'conclusion', workspaceId, conclusionId: id };
  }
  if (id !== undefined && section === 'peers' && sub === 'chat' && segments.length === 5) {
    return { view: 'chat', workspaceId, peerId: id };
  }
  return { view: 'not-found', hash };
}

function hashPath(segments: readonly string[], query: Record<string, string> = {}): string {
  const path = '#/' + segments.map((segment) => encodeURIComponent(segment)).join('/');
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Link targets, so no view spells a hash by hand. */
export const links = {
  workspaces: (): string => '#/',
  workspace: (workspaceId: string): string => hashPath(['w', workspaceId]),
  peer: (workspaceId: string, peerId: string): string => hashPath(['w', workspaceId, 'peers', peerId]),
  chat: (workspaceId: string, peerId: string): string => hashPath(['w', workspaceId, 'peers', peerId, 'chat']),
  session: (workspaceId: string, sessionId: string, messageId?: string): string =>
    hashPath(['w', workspaceId, 'sessions', sessionId], messageId === undefined ? {} : { message: messageId }),
  conclusion: (workspaceId: string, conclusionId: string): string => hashPath(['w', workspaceId, 'conclusions', conclusionId]),
  search: (workspaceId: string, query?: string): string =>
    hashPath(['w', workspaceId, 'search'], query === undefined || query === '' ? {} : { q: query }),
  queue: (workspaceId: string): string => hashPath(['w', workspaceId, 'queue']),
  graph: (workspaceId: string): string => hashPath(['w', workspaceId, 'graph']),
  settings: (workspaceId: string): string => hashPath(['w', workspaceId, 'settings']),
};

export function navigate(hash: string): void {
  window.location.hash = hash;
}

/** Navigates without leaving the current address in the history (used for redirects). */
export function redirect(hash: string): void {
  window.location.replace(hash);
}

/** The current route, following hash changes (back/forward, links, navigate()). */
export function useHashRoute(): Route {
  const [route, setRoute] = useState<Route>(() => parseHash(window.location.hash));
  useEffect(() => {
    const follow = (): void => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}

/** The workspace a route is inside, if any. */
export function routeWorkspace(route: Route): string | null {
  return 'workspaceId' in route ? route.workspaceId : null;
}
