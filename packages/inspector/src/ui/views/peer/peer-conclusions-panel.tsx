import { useMemo, useState } from 'preact/hooks';
import { CONCLUSION_LEVELS, type ConclusionItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { usePagedItems } from '../../api/use-paged.js';
import { conclusionColumns } from '../../components/item-columns.js';
import { PagedTable } from '../../components/paged-table.js';
import { PeerSelect } from '../../components/peer-select.js';

/** Honcho's conclusion levels; "" asks for all of them. */
const LEVELS = ['', ...CONCLUSION_LEVELS] as const;

interface ConclusionFilters {
  readonly level: string;
  readonly observer: string;
  readonly observed: string;
}

export function PeerConclusionsPanel({
  workspaceId,
  peerId,
  peerIds,
}: {
  readonly workspaceId: string;
  readonly peerId: string;
  readonly peerIds: readonly string[];
}) {
  const [filters, setFilters] = useState<ConclusionFilters>({ level: '', observer: '', observed: peerId });
  const conclusions = usePagedItems<ConclusionItem>(`conclusions:${workspaceId}:${JSON.stringify(filters)}`, (page) =>
    workspacePath(workspaceId, ['conclusions'], { observer: filters.observer, observed: filters.observed, level: filters.level, page }),
  );
  // The chosen peers stay selectable even before (or without) the peer list loading.
  const columns = useMemo(() => conclusionColumns(workspaceId), [workspaceId]);
  const choices = [...new Set([peerId, filters.observer, filters.observed, ...peerIds])].filter((id) => id !== '');

  return (
    <section aria-labelledby="peer-conclusions-heading">
      <h2 id="peer-conclusions-heading">Conclusions</h2>
      <div class="filters">
        <div class="field">
          <label for="conclusion-level">Level</label>
          <select id="conclusion-level" value={filters.level} onChange={(event) => setFilters({ ...filters, level: event.currentTarget.value })}>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level === '' ? 'any' : level}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="conclusion-observer">Observer</label>
          <PeerSelect id="conclusion-observer" value={filters.observer} onChange={(observer) => setFilters({ ...filters, observer })} noneLabel="any" peerIds={choices} />
        </div>
        <div class="field">
          <label for="conclusion-observed">Observed</label>
          <PeerSelect id="conclusion-observed" value={filters.observed} onChange={(observed) => setFilters({ ...filters, observed })} noneLabel="any" peerIds={choices} />
        </div>
      </div>
      <PagedTable pages={conclusions} columns={columns} label="Conclusions" emptyText="No conclusions yet" rowKey={(conclusion) => conclusion.id} />
    </section>
  );
}
