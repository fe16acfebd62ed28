import { serverFeature, type ServerFeature } from '@honcho-ai/sdk-core';
import type { ChatKind } from './chat-request.js';

/** Workspace chat, as a feature some servers lack (server 3.0.12 has no `POST /v3/workspaces/{id}/chat`). */
const WORKSPACE_CHAT = serverFeature('workspace chat', "peer.chat(query) asks one peer's memory on every server");

/**
 * The feature a chat needs where some servers lack it, for the request's
 * `feature`: workspace chat's; peer chat is on every server.
 *
 * @internal
 */
export function chatFeature(kind: ChatKind): ServerFeature | undefined {
  return kind === 'workspace' ? WORKSPACE_CHAT : undefined;
}
