import type { PeerItem, SessionItem } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { usePagedItems } from '../api/use-paged.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { PeerRow, SessionRow } from '../components/item-rows.js';
import { PageTitle } from '../components/page-title.js';
import { PagedList } from '../components/paged-list.js';
import { links } from '../router.js';

export function WorkspaceView({ workspaceId }: { readonly workspaceId: string }) {
  const peers = usePagedItems<PeerItem>(`peers:${workspaceId}`, (page) => workspacePath(workspaceId, ['peers'], { page }));
  const sessions = usePagedItems<SessionItem>(`sessions:${workspaceId}`, (page) => workspacePath(workspaceId, ['sessions'], { page }));
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Workspaces', href: links.workspaces() }, { label: workspaceId }]} />
      <PageTitle title={`Workspace ${workspaceId}`}>
        Workspace <span class="id">{workspaceId}</span>
      </PageTitle>
      <nav aria-label="Workspace tools" class="tool-links">
        <ul>
          <li>
            <a href={links.search(workspaceId)}>Search messages</a>
          </li>
          <li>
            <a href={links.queue(workspaceId)}>Queue</a>
          </li>
          <li>
            <a href={links.graph(workspaceId)}>Graph</a>
          </li>
          <li>
            <a href={links.settings(workspaceId)}>Webhooks &amp; keys</a>
          </li>
        </ul>
      </nav>
      <div class="columns">
        <section aria-labelledby="peers-heading">
          <h2 id="peers-heading">Peers</h2>
          <PagedList
            pages={peers}
            label="Peers"
            emptyText="No peers yet"
            itemKey={(peer) => peer.id}
            renderItem={(peer) => <PeerRow workspaceId={workspaceId} peer={peer} />}
          />
        </section>
        <section aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Sessions</h2>
          <PagedList
            pages={sessions}
            label="Sessions"
            emptyText="No sessions yet"
            itemKey={(session) => session.id}
            renderItem={(session) => <SessionRow workspaceId={workspaceId} session={session} />}
          />
        </section>
      </div>
    </>
  );
}
