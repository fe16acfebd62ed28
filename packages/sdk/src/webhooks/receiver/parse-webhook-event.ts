import type { QueueEmptyEvent, TestEvent, VerifiedWebhookEvent, WebhookWireBody } from './webhook-event.js';
import { WebhookVerificationError } from './webhook-verification-error.js';

const malformed = (rule: string) => new WebhookVerificationError('malformed_body', `Webhook body is malformed: ${rule}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalName(data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw malformed(`data.${field} must be a string or null`);
  return value;
}

function requiredName(data: Record<string, unknown>, field: string): string {
  const value = data[field];
  if (typeof value !== 'string') throw malformed(`data.${field} must be a string`);
  return value;
}

/**
 * Reads a signed body into a typed event. The body is parsed only after its
 * signature checked out, so nothing here runs on unauthenticated input.
 */
export function parseWebhookEvent(text: string): VerifiedWebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed('not JSON');
  }
  if (!isRecord(parsed)) throw malformed('must be a JSON object');
  const { type, data, timestamp } = parsed;
  if (typeof type !== 'string') throw malformed('type must be a string');
  if (!isRecord(data)) throw malformed('data must be an object');
  if (typeof timestamp !== 'string') throw malformed('timestamp must be a string');
  const raw = parsed as unknown as WebhookWireBody;
  if (type === 'queue.empty') {
    const queueType = requiredName(data, 'queue_type');
    // The server files a summary under observer and observed "None" (Python's str(None)); they name no peer.
    const peer = (field: string) => {
      const name = optionalName(data, field);
      return queueType === 'summary' && name === 'None' ? null : name;
    };
    return {
      type,
      timestamp,
      data: {
        workspaceId: requiredName(data, 'workspace_id'),
        queueType,
        sessionId: optionalName(data, 'session_id'),
        observer: peer('observer'),
        observed: peer('observed'),
      },
      raw: raw as QueueEmptyEvent['raw'],
    } satisfies QueueEmptyEvent;
  }
  if (type === 'test.event') {
    return { type, timestamp, data: { workspaceId: requiredName(data, 'workspace_id') }, raw: raw as TestEvent['raw'] } satisfies TestEvent;
  }
  return { type: 'unknown', eventType: type, timestamp, data, raw };
}
