import type { MessageResponse } from '@honcho-ai/api-types';

/**
 * A message stored in a session. Same fields, constructor and
 * `fromApiResponse` as `@honcho-ai/sdk` 2.5; timestamps stay ISO strings.
 *
 * @example
 * ```ts
 * const [hit] = await honcho.search('pizza');
 * console.log(hit?.peerId, hit?.content, hit?.createdAt);
 * ```
 */
export class Message {
  /** Unique identifier for this message. */
  readonly id: string;
  /** The message text. */
  readonly content: string;
  /** The peer who sent it. */
  readonly peerId: string;
  /** The session it belongs to. */
  readonly sessionId: string;
  /** The workspace it belongs to. */
  readonly workspaceId: string;
  /** Metadata attached to it. */
  readonly metadata: Record<string, unknown>;
  /** When it was created (ISO 8601). */
  readonly createdAt: string;
  /** Length of `content` in tokens, as the server counts them. */
  readonly tokenCount: number;
  #raw: MessageResponse | undefined;

  constructor(
    id: string,
    content: string,
    peerId: string,
    sessionId: string,
    workspaceId: string,
    metadata: Record<string, unknown>,
    createdAt: string,
    tokenCount: number,
  ) {
    this.id = id;
    this.content = content;
    this.peerId = peerId;
    this.sessionId = sessionId;
    this.workspaceId = workspaceId;
    this.metadata = metadata;
    this.createdAt = createdAt;
    this.tokenCount = tokenCount;
  }

  /** Builds a `Message` from the server's snake_case JSON. */
  static fromApiResponse(data: MessageResponse): Message {
    const message = new Message(
      data.id,
      data.content,
      data.peer_id,
      data.session_id,
      data.workspace_id,
      data.metadata ?? {},
      data.created_at,
      data.token_count,
    );
    message.#raw = data;
    return message;
  }

  /**
   * The message as the server sent it (snake_case), including any field this
   * SDK does not map. Not an own property, so `JSON.stringify(message)` shows
   * the same fields as 2.5 did.
   */
  get raw(): MessageResponse {
    return (
      this.#raw ?? {
        id: this.id,
        content: this.content,
        peer_id: this.peerId,
        session_id: this.sessionId,
        workspace_id: this.workspaceId,
        metadata: this.metadata,
        created_at: this.createdAt,
        token_count: this.tokenCount,
      }
    );
  }

  /** A short description: id, sender and the first 50 characters. */
  toString(): string {
    const content = this.content.length > 50 ? `${this.content.slice(0, 50)}...` : this.content;
    return `Message(id='${this.id}', peerId='${this.peerId}', content='${content}')`;
  }
}
