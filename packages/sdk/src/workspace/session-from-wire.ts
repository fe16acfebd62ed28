import type { SessionResponse } from '@honcho-ai/api-types';
import { workspaceConfigFromWire } from '../configuration/configuration-mapping.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { Session } from '../session/session.js';

/**
 * Builds a {@link Session} from the server's JSON through its 2.5
 * constructor, for the list routes outside `Session` itself
 * (`honcho.sessions()`, `peer.sessions()`).
 *
 * @internal
 */
export function sessionFromWire(wire: SessionResponse, context: WorkspaceContext): Session {
  return new Session(
    wire.id,
    context.workspaceId,
    context.http,
    wire.metadata ?? undefined,
    workspaceConfigFromWire(wire.configuration),
    () => context.ensureWorkspace(),
    wire.created_at,
    wire.is_active,
  );
}
