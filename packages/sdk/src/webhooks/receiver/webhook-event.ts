/** The JSON body Honcho POSTs to a webhook endpoint, as sent (snake_case). */
export interface WebhookWireBody {
  type: string;
  data: Record<string, unknown>;
  /** When the server sent it: ISO 8601 in UTC, whole seconds (`2026-02-13T00:00:00Z`). */
  timestamp: string;
}

/** `data` of a `queue.empty` event as sent. */
export interface QueueEmptyWireData {
  workspace_id: string;
  queue_type: string;
  session_id?: string | null;
  observer?: string | null;
  observed?: string | null;
}

/** `data` of a `test.event` as sent. */
export interface TestEventWireData {
  workspace_id: string;
}

interface WebhookEventBase<Raw> {
  /** When the server sent the event (ISO 8601, UTC, whole seconds). */
  timestamp: string;
  /** The body as sent, snake_case. */
  raw: Raw;
}

/**
 * The deriver finished the queued work of one unit: a session's
 * representation work for one sender (`queueType: 'representation'`,
 * `observed` set), or a session's summary (`queueType: 'summary'`). Sent
 * once per unit when its queue runs dry, so memory written before it is
 * now searchable.
 */
export interface QueueEmptyEvent extends WebhookEventBase<WebhookWireBody & { type: 'queue.empty'; data: QueueEmptyWireData }> {
  type: 'queue.empty';
  data: {
    workspaceId: string;
    /** `'representation'` or `'summary'` on server 3.0.12. */
    queueType: 'representation' | 'summary' | (string & {});
    /** The session's name. */
    sessionId: string | null;
    /** `null` for representation work (it serves every observer) and summaries. */
    observer: string | null;
    /** The peer whose messages were reasoned about; `null` for summaries. */
    observed: string | null;
  };
}

/** Sent by `GET /v3/workspaces/{id}/webhooks/test` (`honcho.webhooks.test()`) to every endpoint. */
export interface TestEvent extends WebhookEventBase<WebhookWireBody & { type: 'test.event'; data: TestEventWireData }> {
  type: 'test.event';
  data: { workspaceId: string };
}

/**
 * A signed event of a type this SDK does not know (a newer server's). It is
 * returned rather than refused: the signature proves Honcho sent it, and a
 * refusal would only be logged by the server, which never retries.
 * `eventType` is the type as sent.
 */
export interface UnknownWebhookEvent extends WebhookEventBase<WebhookWireBody> {
  type: 'unknown';
  eventType: string;
  data: Record<string, unknown>;
}

/** An event Honcho sends, by `type`. */
export type HonchoWebhookEvent = QueueEmptyEvent | TestEvent;

/** What {@link verifyWebhook} returns: a known event, or an {@link UnknownWebhookEvent}. */
export type VerifiedWebhookEvent = HonchoWebhookEvent | UnknownWebhookEvent;

/** The event types this SDK knows. */
export type HonchoWebhookEventType = HonchoWebhookEvent['type'];
