import type { Route } from '../router.js';
import { ChatView } from './chat-view.js';
import { ConclusionView } from './conclusion-view.js';
import { GraphView } from './graph-view.js';
import { NotFoundView } from './not-found-view.js';
import { PeerView } from './peer-view.js';
import { QueueView } from './queue-view.js';
import { SearchView } from './search-view.js';
import { SessionView } from './session-view.js';
import { SettingsView } from './settings-view.js';
import { WorkspaceView } from './workspace-view.js';
import { WorkspacesView } from './workspaces-view.js';

/**
 * One view per route. Keys make a view start fresh when its ids change (another peer, another
 * session), instead of briefly showing the previous one's data.
 */
export function RouteView({ route }: { readonly route: Route }) {
  switch (route.view) {
    case 'workspaces':
      return <WorkspacesView />;
    case 'workspace':
      return <WorkspaceView key={route.workspaceId} workspaceId={route.workspaceId} />;
    case 'peer':
      return <PeerView key={`${route.workspaceId}/${route.peerId}`} workspaceId={route.workspaceId} peerId={route.peerId} />;
    case 'chat':
      return <ChatView key={`${route.workspaceId}/${route.peerId}`} workspaceId={route.workspaceId} peerId={route.peerId} />;
    case 'session':
      return (
        <SessionView
          key={`${route.workspaceId}/${route.sessionId}`}
          workspaceId={route.workspaceId}
          sessionId={route.sessionId}
          messageId={route.messageId}
        />
      );
    case 'conclusion':
      return <ConclusionView key={`${route.workspaceId}/${route.conclusionId}`} workspaceId={route.workspaceId} conclusionId={route.conclusionId} />;
    case 'search':
      return <SearchView key={route.workspaceId} workspaceId={route.workspaceId} query={route.query} />;
    case 'queue':
      return <QueueView key={route.workspaceId} workspaceId={route.workspaceId} />;
    case 'graph':
      return <GraphView key={route.workspaceId} workspaceId={route.workspaceId} />;
    case 'settings':
      return <SettingsView key={route.workspaceId} workspaceId={route.workspaceId} />;
    case 'not-found':
      return <NotFoundView hash={route.hash} />;
  }
}
