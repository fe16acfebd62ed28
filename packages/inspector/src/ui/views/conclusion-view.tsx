import { useState } from 'preact/hooks';
import type { ConclusionItem } from '../../contract/inspector-api.js';
import type { ApiError } from '../api/api-error.js';
import { toApiError } from '../api/api-error.js';
import { apiDelete, workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CopyButton } from '../components/copy-button.js';
import { useConfirm } from '../components/confirm-dialog.js';
import { PeerLink } from '../components/item-columns.js';
import { LevelBadge } from '../components/item-rows.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { RawJson } from '../components/raw-json.js';
import { ErrorAlert } from '../components/status.js';
import { TimeStamp } from '../components/time-stamp.js';
import { useInfo } from '../info-context.js';
import { links, navigate } from '../router.js';

export function ConclusionView({ workspaceId, conclusionId }: { readonly workspaceId: string; readonly conclusionId: string }) {
  const { allowWrites } = useInfo();
  const conclusion = useApi<ConclusionItem>(workspacePath(workspaceId, ['conclusions', conclusionId]));
  const { dialog, ask } = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<ApiError | null>(null);

  async function remove(item: ConclusionItem): Promise<void> {
    const confirmed = await ask(`Delete this conclusion of ${item.observerId} about ${item.observedId}? Honcho cannot undo this.`, 'Delete conclusion');
    if (!confirmed) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await apiDelete(workspacePath(workspaceId, ['conclusions', item.id]));
      navigate(links.peer(workspaceId, item.observedId));
    } catch (thrown) {
      setDeleteError(toApiError(thrown));
      setDeleting(false);
    }
  }

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: `Conclusion ${conclusionId}` },
        ]}
      />
      <PageTitle title="Conclusion" />
      <LoadableContent state={conclusion.state} what="conclusion">
        {(item) => (
          <>
            <blockquote class="conclusion-content">{item.content}</blockquote>
            <dl class="facts">
              <dt>Level</dt>
              <dd>
                <LevelBadge level={item.level} />
              </dd>
              <dt>Observer → observed</dt>
              <dd>
                <PeerLink workspaceId={workspaceId} peerId={item.observerId} /> →{' '}
                <PeerLink workspaceId={workspaceId} peerId={item.observedId} />
              </dd>
              <dt>Session</dt>
              <dd>
                {item.sessionId === null ? (
                  <span class="muted">none</span>
                ) : (
                  <>
                    <a class="id" href={links.session(workspaceId, item.sessionId)}>
                      {item.sessionId}
                    </a>
                    <CopyButton value={item.sessionId} what="session id" />
                  </>
                )}
              </dd>
              <dt>Created</dt>
              <dd>
                <TimeStamp iso={item.createdAt} />
              </dd>
              <dt>Id</dt>
              <dd>
                <span class="id">{item.id}</span>
                <CopyButton value={item.id} what="conclusion id" />
              </dd>
            </dl>
            <RawJson value={item} what={`conclusion ${item.id}`} />
            {allowWrites ? (
              <>
                <button type="button" class="danger" disabled={deleting} onClick={() => void remove(item)}>
                  {deleting ? 'Deleting…' : 'Delete'}
                </button>
                {dialog}
              </>
            ) : null}
            {deleteError === null ? null : <ErrorAlert error={deleteError} />}
          </>
        )}
      </LoadableContent>
    </>
  );
}
