import type { ObservationGraph } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { EmptyState } from '../components/status.js';
import { TableWrap } from '../components/table-wrap.js';
import { ObserverGraph } from '../pictures/observer-graph.js';
import { links } from '../router.js';

export function GraphView({ workspaceId }: { readonly workspaceId: string }) {
  const graph = useApi<ObservationGraph>(workspacePath(workspaceId, ['graph']));
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
                  <TableWrap label="Observations">
                    <table data-testid="graph-edges" aria-labelledby="graph-edges-heading">
                      <thead>
                        <tr>
                          <th scope="col">Observer</th>
                          <th scope="col">Observed</th>
                          <th scope="col" class="number">
                            Conclusions
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {found.edges.map((edge) => (
                          <tr key={`${edge.observer}\u0000${edge.observed}`}>
                            <td>
                              <a class="id" href={links.peer(workspaceId, edge.observer)}>
                                {edge.observer}
                              </a>
                            </td>
                            <td>
                              <a class="id" href={links.peer(workspaceId, edge.observed)}>
                                {edge.observed}
                              </a>
                            </td>
                            <td class="number">{edge.conclusions}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableWrap>
                )}
              </>
            )}
          </>
        )}
      </LoadableContent>
    </>
  );
}
