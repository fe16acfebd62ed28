import { useState } from 'preact/hooks';
import type { RepresentationView } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { useApi } from '../../api/use-api.js';
import { LoadableContent } from '../../components/loadable.js';
import { PeerSelect } from '../../components/peer-select.js';
import { EmptyState } from '../../components/status.js';
import { MarkdownText } from '../../markdown/markdown-text.js';

/** The viewer choice that means Honcho's own view: PeerSelect's empty value. */
const GLOBAL_VIEW = '';

/**
 * What Honcho knows about the peer: its global representation, or what another peer has come to
 * know about it (that other peer's representation with this peer as target).
 */
export function PeerRepresentationPanel({
  workspaceId,
  peerId,
  peerIds,
}: {
  readonly workspaceId: string;
  readonly peerId: string;
  readonly peerIds: readonly string[];
}) {
  const [viewer, setViewer] = useState(GLOBAL_VIEW);
  const path =
    viewer === GLOBAL_VIEW
      ? workspacePath(workspaceId, ['peers', peerId, 'representation'])
      : workspacePath(workspaceId, ['peers', viewer, 'representation'], { target: peerId });
  const representation = useApi<RepresentationView>(path);
  const otherPeers = peerIds.filter((id) => id !== peerId);

  return (
    <section aria-labelledby="peer-representation-heading">
      <h2 id="peer-representation-heading">Representation</h2>
      <div class="field inline">
        <label for="representation-viewer">From the view of</label>
        <PeerSelect id="representation-viewer" value={viewer} onChange={setViewer} noneLabel="Honcho (global representation)" peerIds={otherPeers} />
      </div>
      <LoadableContent state={representation.state} what="representation">
        {(view) =>
          view.representation.trim() === '' ? (
            <EmptyState>{viewer === GLOBAL_VIEW ? 'No representation yet' : `${viewer} has no view of ${peerId} yet`}</EmptyState>
          ) : (
            <div aria-live="polite" data-testid="representation">
              <MarkdownText source={view.representation} />
            </div>
          )
        }
      </LoadableContent>
    </section>
  );
}
