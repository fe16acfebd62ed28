import type { SessionSummaries } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { useApi } from '../../api/use-api.js';
import { LoadableContent } from '../../components/loadable.js';
import { EmptyState } from '../../components/status.js';
import { SummaryBlock } from './summary-block.js';

export function SessionSummariesPanel({ workspaceId, sessionId }: { readonly workspaceId: string; readonly sessionId: string }) {
  const summaries = useApi<SessionSummaries>(workspacePath(workspaceId, ['sessions', sessionId, 'summaries']));
  return (
    <section aria-labelledby="session-summaries-heading">
      <h2 id="session-summaries-heading">Summaries</h2>
      <LoadableContent state={summaries.state} what="summaries">
        {(found) => (
          <div class="columns">
            <div>
              <h3>Short</h3>
              {found.short === null ? <EmptyState>No short summary yet</EmptyState> : <SummaryBlock summary={found.short} />}
            </div>
            <div>
              <h3>Long</h3>
              {found.long === null ? <EmptyState>No long summary yet</EmptyState> : <SummaryBlock summary={found.long} />}
            </div>
          </div>
        )}
      </LoadableContent>
    </section>
  );
}
