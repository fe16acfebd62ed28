import type { Route } from '../router.js';
import { links } from '../router.js';

interface NavEntry {
  readonly label: string;
  readonly href: string;
  /** The views this entry stands for, so the current one is marked. */
  readonly views: readonly Route['view'][];
}

export function MainNav({ route, workspaceId }: { readonly route: Route; readonly workspaceId: string }) {
  const entries: readonly NavEntry[] = [
    { label: 'Workspaces', href: links.workspaces(), views: ['workspaces'] },
    { label: 'Overview', href: links.workspace(workspaceId), views: ['workspace', 'peer', 'session', 'conclusion', 'chat'] },
    { label: 'Search', href: links.search(workspaceId), views: ['search'] },
    { label: 'Queue', href: links.queue(workspaceId), views: ['queue'] },
    { label: 'Graph', href: links.graph(workspaceId), views: ['graph'] },
    { label: 'Webhooks & keys', href: links.settings(workspaceId), views: ['settings'] },
  ];
  return (
    <nav class="main-nav" aria-label="Main">
      <ul>
        {entries.map((entry) => {
          const here = entry.views.includes(route.view);
          // Only the exact page is "page"; a peer inside Overview is still inside that section.
          const exact = here && (route.view === 'workspaces' || route.view === 'workspace' || entry.label !== 'Overview');
          return (
            <li key={entry.label}>
              <a href={entry.href} class={here ? 'active' : undefined} aria-current={exact ? 'page' : here ? 'true' : undefined}>
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
