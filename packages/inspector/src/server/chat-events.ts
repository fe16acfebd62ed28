import type { Evidence, Peer } from '@honcho-ai/sdk';
import type { ChatEvent, ChatRequest, EvidenceView } from '../contract/inspector-api.js';
import { errorAnswer } from './api-error.js';

/**
 * A chat with a peer as the UI's event stream: each text delta as it arrives, then the evidence
 * (or `null` when the server sent none), or the error. `signal` is the browser going away.
 */
export async function* chatEvents(peer: Peer, request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  try {
    const stream = await peer.chatStream(request.query, {
      includeEvidence: true,
      signal,
      ...(request.target !== undefined && { target: request.target }),
      ...(request.session !== undefined && { session: request.session }),
    });
    for await (const text of stream) yield { type: 'delta', text };
    yield { type: 'done', evidence: evidenceView(stream.evidence) };
  } catch (error) {
    if (signal.aborted) return;
    yield { type: 'error', error: errorAnswer(error).body.error };
  }
}

function evidenceView(evidence: Evidence | null): EvidenceView | null {
  if (!evidence) return null;
  return {
    conclusions: evidence.conclusions.map((conclusion) => ({ id: conclusion.id, content: conclusion.content, level: conclusion.level ?? null, sessionId: conclusion.session_id })),
    messages: evidence.messages.map((message) => ({ id: message.id, sessionId: message.session_id, peerId: message.peer_id, contentPreview: message.content_preview })),
    toolCalls: evidence.tool_calls.map((call) => ({ toolName: call.tool_name, toolInput: call.tool_input })),
  };
}
