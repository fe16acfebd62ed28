import { useMemo } from 'preact/hooks';
import type { ObservationGraph } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { PeerLink } from '../components/item-columns.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState } from '../components/status.js';
import { SortableTable, type TableColumn } from '../components/sortable-table.js';
import { ObserverGraph } from '../pictures/observer-graph.js';
import { links } from '../router.js';

type Edge = ObservationGraph['edges'][number];

export function GraphView({ workspaceId }: { readonly workspaceId: string }) {
  const graph = useApi<ObservationGraph>(workspacePath(workspaceId, ['graph']));
  const edgeColumns = useMemo<readonly TableColumn<Edge>[]>(
    () => [
      { id: 'observer', label: 'Observer', value: (edge) => edge.observer, render: (edge) => <PeerLink workspaceId={workspaceId} peerId={edge.observer} /> },
      { id: 'observed', label: 'Observed', value: (edge) => edge.observed, render: (edge) => <PeerLink workspaceId={workspaceId} peerId={edge.observed} /> },
      { id: 'conclusions', label: 'Conclusions', numeric: true, value: (edge) => edge.conclusions },
    ],
    [workspaceId],
  );
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: 'Graph' },
        ]}
      />
      <PageTitle title="Who observes whom" />
      <LoadableContent state={graph.state} what="graph">
        {(found) => (
          <>
            {found.truncated ? (
              <p class="note" data-testid="graph-truncated">
                Truncated: drawn from the first {found.counted} conclusions only; the workspace has more.
              </p>
            ) : null}
            {found.edges.length === 0 && found.nodes.length === 0 ? (
              <EmptyState>No conclusions yet, so nobody observes anybody.</EmptyState>
            ) : (
              <>
                <p class="muted">An arrow goes from the observer to the peer it has drawn conclusions about; thicker arrows carry more conclusions. A loop is a peer's conclusions about itself.</p>
                <ObserverGraph graph={found} />
                <h2 id="graph-edges-heading">Observations</h2>
                {found.edges.length === 0 ? (
                  <EmptyState>No conclusions yet</EmptyState>
                ) : (
                  <SortableTable
                    items={found.edges}
                    columns={edgeColumns}
                    label="Observations"
                    labelledBy="graph-edges-heading"
                    testId="graph-edges"
                    rowKey={(edge) => `${edge.observer}\u0000${edge.observed}`}
                  />
                )}
              </>
            )}
          </>
        )}
      </LoadableContent>
    </>
  );
}
