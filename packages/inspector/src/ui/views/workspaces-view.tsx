import type { WorkspaceItem } from '../../contract/inspector-api.js';
import { apiPath } from '../api/client.js';
import { usePagedItems } from '../api/use-paged.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CopyButton } from '../components/copy-button.js';
import { PageTitle } from '../components/page-title.js';
import { PagedList } from '../components/paged-list.js';
import { RawJson } from '../components/raw-json.js';
import { TimeStamp } from '../components/time-stamp.js';
import { useInfo } from '../info-context.js';
import { links } from '../router.js';

export function WorkspacesView() {
  const info = useInfo();
  const workspaces = usePagedItems<WorkspaceItem>('workspaces', (page) => apiPath(['workspaces'], { page }));
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Workspaces' }]} />
      <PageTitle title="Workspaces" />
      <PagedList
        pages={workspaces}
        label="Workspaces"
        emptyText="No workspaces yet"
        itemKey={(workspace) => workspace.id}
        renderItem={(workspace) => (
          <>
            <a class="id" href={links.workspace(workspace.id)}>
              {workspace.id}
            </a>
            <CopyButton value={workspace.id} what="workspace id" />{' '}
            {workspace.id === info.workspaceId ? <span class="badge">opened on</span> : null}{' '}
            <span class="muted">
              created <TimeStamp iso={workspace.createdAt} />
            </span>
            {Object.keys(workspace.metadata).length === 0 ? null : (
              <span class="muted" data-testid="workspace-metadata">
                {' '}
                · metadata <code>{JSON.stringify(workspace.metadata)}</code>
              </span>
            )}
            <RawJson value={workspace} what={`workspace ${workspace.id}`} />
          </>
        )}
      />
    </>
  );
}
