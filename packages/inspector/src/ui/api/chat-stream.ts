import type { ChatEvent, ChatRequest } from '../../contract/inspector-api.js';
import { apiErrorFromResponse, ApiError } from './api-error.js';
import { authorisedHeaders, workspacePath } from './client.js';
import { jsonEvents } from '@honcho-ai/sdk-core';

function isChatEvent(value: unknown): value is ChatEvent {
  if (typeof value !== 'object' || value === null) return false;
  const type: unknown = (value as { type?: unknown }).type;
  return type === 'delta' || type === 'done' || type === 'error';
}

/**
 * Posts a chat question and calls `onEvent` for each event as it arrives, so the answer can be
 * shown while it is still being written. Resolves when the stream ends; rejects with an ApiError
 * when the server refuses the request outright.
 */
export async function streamChat(
  workspaceId: string,
  peerId: string,
  request: ChatRequest,
  onEvent: (event: ChatEvent) => void,
): Promise<void> {
  const response = await fetch(workspacePath(workspaceId, ['peers', peerId, 'chat']), {
    method: 'POST',
    headers: authorisedHeaders({ 'content-type': 'application/json', accept: 'text/event-stream' }),
    body: JSON.stringify(request),
    cache: 'no-store',
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.body === null) throw new ApiError('internal', 'The chat answer had no body.', null);

  // The SDK's own event-stream reader (bundled into the page), so the UI reads the stream as the clients do.
  try {
    for await (const event of jsonEvents<unknown>(response)) if (isChatEvent(event)) onEvent(event);
  } catch {
    onEvent({ type: 'error', error: { kind: 'internal', message: 'The chat stream broke off or sent an unreadable event.', status: null } });
  }
}
