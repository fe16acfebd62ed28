import type { PeerDetail } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { useApi } from '../api/use-api.js';
import { usePeerIds } from '../api/use-peer-ids.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CopyButton } from '../components/copy-button.js';
import { JsonBlock } from '../components/json-block.js';
import { LoadableContent } from '../components/loadable.js';
import { PageTitle } from '../components/page-title.js';
import { RawJson } from '../components/raw-json.js';
import { TimeStamp } from '../components/time-stamp.js';
import { links } from '../router.js';
import { PeerCardPanel } from './peer/peer-card-panel.js';
import { PeerConclusionsOverTimePanel } from './peer/peer-conclusions-over-time-panel.js';
import { PeerConclusionsPanel } from './peer/peer-conclusions-panel.js';
import { PeerRepresentationPanel } from './peer/peer-representation-panel.js';
import { PeerSessionsPanel } from './peer/peer-sessions-panel.js';

/*
 * The panels below the peer's own details load only once the peer is known to exist, so an
 * unknown peer shows one "not found" instead of four.
 */
export function PeerView({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  const peer = useApi<PeerDetail>(workspacePath(workspaceId, ['peers', peerId]));
  const peerIds = usePeerIds(workspaceId);

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Workspaces', href: links.workspaces() },
          { label: workspaceId, href: links.workspace(workspaceId) },
          { label: `Peer ${peerId}` },
        ]}
      />
      <PageTitle title={`Peer ${peerId}`}>
        Peer <span class="id">{peerId}</span>
        <CopyButton value={peerId} what="peer id" />
      </PageTitle>
      {/* Offered only for a peer Honcho has: chatting as one it lacks can only fail. */}
      {peer.state.status === 'ready' ? (
        <p>
          <a class="button-link" href={links.chat(workspaceId, peerId)}>
            Chat with <span class="id">{peerId}</span>
          </a>
        </p>
      ) : null}
      <LoadableContent state={peer.state} what="peer">
        {(detail) => (
          <>
            <section aria-labelledby="peer-about-heading">
              <h2 id="peer-about-heading">Metadata and configuration</h2>
              <p>
                Created <TimeStamp iso={detail.createdAt} />
              </p>
              <div class="columns">
                <div>
                  <h3>Metadata</h3>
                  <JsonBlock value={detail.metadata} label="metadata" />
                </div>
                <div>
                  <h3>Configuration</h3>
                  <JsonBlock value={detail.configuration} label="configuration" />
                </div>
              </div>
              <RawJson value={detail} what={`peer ${detail.id}`} />
            </section>
            <PeerCardPanel workspaceId={workspaceId} peer={detail} onSaved={peer.replace} />
            <PeerRepresentationPanel workspaceId={workspaceId} peerId={peerId} peerIds={peerIds} />
            <PeerConclusionsPanel workspaceId={workspaceId} peerId={peerId} peerIds={peerIds} />
            <PeerConclusionsOverTimePanel workspaceId={workspaceId} peerId={peerId} />
            <PeerSessionsPanel workspaceId={workspaceId} peerId={peerId} />
          </>
        )}
      </LoadableContent>
    </>
  );
}
