import { useMemo } from 'preact/hooks';
import type { QueueView as QueueStatus } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { usePolling } from '../api/use-polling.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState, ErrorAlert, Loading } from '../components/status.js';
import { SortableTable, type TableColumn } from '../components/sortable-table.js';
import { formatClock } from '../format.js';
import { links } from '../router.js';

/** Fast enough to watch the deriver work, slow enough not to load Honcho. */
const POLL_INTERVAL_MS = 1000;

export function QueueView({ workspaceId }: { readonly workspaceId: string }) {
  const queue = usePolling<QueueStatus>(workspacePath(workspaceId, ['queue']), POLL_INTERVAL_MS);
  const status = queue.data;
  const sessionColumns = useMemo<readonly TableColumn<QueueStatus['sessions'][number]>[]>(
    () => [
      {
        id: 'session',
        label: 'Session',
        rowHeader: true,
        value: (row) => row.sessionId,
        // Honcho keys the queue by its internal session id, which no other route shows: only an id
        // that names a session of the workspace can be opened.
        render: (row) =>
          row.known ? (
            <a class="id" href={links.session(workspaceId, row.sessionId)}>
              {row.sessionId}
            </a>
          ) : (
            <span data-testid="queue-internal-session">
              internal session id <span class="id">{row.sessionId}</span>
            </span>
          ),
      },
      { id: 'total', label: 'Total', numeric: true, value: (row) => row.totalWorkUnits },
      { id: 'completed', label: 'Completed', numeric: true, value: (row) => row.completedWorkUnits },
      { id: 'in-progress', label: 'In progress', numeric: true, value: (row) => row.inProgressWorkUnits },
      { id: 'pending', label: 'Pending', numeric: true, value: (row) => row.pendingWorkUnits },
    ],
    [workspaceId],
  );

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: 'Queue' },
        ]}
      />
      <PageTitle title="Queue" />
      <p class="muted">The deriver's work on this workspace, in work units, refreshed every second while this page is open.</p>
      {queue.error === null ? null : <ErrorAlert error={queue.error} />}
      {status === null ? (
        queue.error === null ? <Loading what="queue" /> : null
      ) : (
        <>
          <dl class="counts">
            <div>
              <dt>Total</dt>
              <dd data-testid="queue-total">{status.totalWorkUnits}</dd>
            </div>
            <div>
              <dt>Completed</dt>
              <dd data-testid="queue-completed">{status.completedWorkUnits}</dd>
            </div>
            <div>
              <dt>In progress</dt>
              <dd data-testid="queue-in-progress">{status.inProgressWorkUnits}</dd>
            </div>
            <div>
              <dt>Pending</dt>
              <dd data-testid="queue-pending">{status.pendingWorkUnits}</dd>
            </div>
          </dl>
          <div class="field">
            <label for="queue-progress">Completed work units</label>
            {/* A progress element needs a positive max; an empty queue counts as done. */}
            <progress
              id="queue-progress"
              max={Math.max(1, status.totalWorkUnits)}
              value={status.totalWorkUnits === 0 ? 1 : status.completedWorkUnits}
            >
              {status.completedWorkUnits} of {status.totalWorkUnits}
            </progress>
          </div>
          <p class="muted" aria-live="off">
            Updated {queue.updatedAt === null ? 'never' : formatClock(queue.updatedAt)}
          </p>
          <section aria-labelledby="queue-sessions-heading">
            <h2 id="queue-sessions-heading">By session</h2>
            {status.sessions.some((row) => !row.known) ? (
              <p class="muted">Honcho counts the queue by its own internal session ids, which its API shows nowhere else; those rows cannot be opened.</p>
            ) : null}
            {status.sessions.length === 0 ? (
              <EmptyState>No session has queued work</EmptyState>
            ) : (
              <SortableTable items={status.sessions} columns={sessionColumns} label="Queue by session" rowKey={(row) => row.sessionId} />
            )}
          </section>
        </>
      )}
    </>
  );
}
