import type { ChatEvent, ChatRequest } from '../../contract/inspector-api.js';
import { apiErrorFromResponse, ApiError } from './api-error.js';
import { authorisedHeaders, workspacePath } from './client.js';
import { createEventStreamParser } from './event-stream.js';

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

  const parser = createEventStreamParser((data) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      onEvent({ type: 'error', error: { kind: 'internal', message: 'The server sent an unreadable chat event.', status: null } });
      return;
    }
    if (isChatEvent(parsed)) onEvent(parsed);
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
