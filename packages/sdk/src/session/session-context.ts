import type { SessionContext as WireSessionContext } from '@honcho-ai/api-types';
import { HonchoValidationError } from '@honcho-ai/sdk-core';
import type { IdLike } from '../internal/resolve-id.js';
import type { MemoryTrim } from '../token-budget/trim-to-budget.js';
import { Message } from '../message/message.js';
import type { AnthropicMessage, OpenAIChatMessage } from './llm-messages.js';
import { Summary } from './summary.js';

/** The server's session-context JSON (snake_case), as `@honcho-ai/sdk` 2.5 exported it. */
export type SessionContextResponse = WireSessionContext;

/**
 * A session packed for an LLM prompt: the most recent messages that fit the
 * token budget, the summary of what came before, and optionally what one peer
 * knows about another (representation and peer card).
 *
 * Convert it with {@link toOpenAI} or {@link toAnthropic}; both put the
 * representation, peer card and summary first, then the messages, oldest first.
 *
 * @example
 * ```ts
 * const context = await session.context({ summary: true, tokens: 4000, peerTarget: user });
 * const messages = context.toOpenAI(assistant);
 * ```
 */
export class SessionContext {
  /** The session this context was built from. */
  readonly sessionId: string;
  /** The messages that fit, oldest first. */
  readonly messages: Message[];
  /** The summary covering earlier messages, when one exists and was asked for. */
  readonly summary: Summary | null;
  /** The requested perspective's representation of the target peer, as text. */
  readonly peerRepresentation: string | null;
  /** The requested perspective's card for the target peer: one fact per entry. */
  readonly peerCard: string[] | null;
  /**
   * What `session.context({ maxTokens })` left out to fit its budget, and the
   * tokens before and after; `undefined` when no `maxTokens` was given.
   */
  readonly trimmed: MemoryTrim | undefined;

  constructor(
    sessionId: string,
    messages: Message[],
    summary: Summary | null = null,
    peerRepresentation: string | null = null,
    peerCard: string[] | null = null,
    trimmed: MemoryTrim | undefined = undefined,
  ) {
    this.sessionId = sessionId;
    this.messages = messages;
    this.summary = summary;
    this.peerRepresentation = peerRepresentation;
    this.peerCard = peerCard;
    this.trimmed = trimmed;
  }

  /** Builds a `SessionContext` from the server's snake_case JSON. */
  static fromApiResponse(sessionId: string, data: SessionContextResponse): SessionContext {
    return new SessionContext(
      sessionId,
      data.messages.map((message) => Message.fromApiResponse(message)),
      data.summary ? Summary.fromApiResponse(data.summary) : null,
      data.peer_representation ?? null,
      data.peer_card ?? null,
    );
  }

  /**
   * The context as OpenAI Chat Completions messages. The representation,
   * peer card and summary come first as `system` messages; then each message
   * is `assistant` when `assistant` sent it and `user` otherwise, with the
   * sender's peer id as `name`.
   *
   * @param assistant - The peer (or its id) speaking as the assistant.
   * @returns Messages assignable to `ChatCompletionMessageParam[]` from `openai`.
   *
   * @example
   * ```ts
   * const completion = await openai.chat.completions.create({
   *   model: 'gpt-4o',
   *   messages: [...context.toOpenAI(assistant), { role: 'user', content: question }],
   * });
   * ```
   */
  toOpenAI(assistant: IdLike): OpenAIChatMessage[] {
    const assistantId = assistantIdOf(assistant);
    const preamble: OpenAIChatMessage[] = this.#contextBlocks().map((content) => ({ role: 'system', content }));
    const messages = this.messages.map((message): OpenAIChatMessage =>
      message.peerId === assistantId
        ? { role: 'assistant', name: message.peerId, content: message.content }
        : { role: 'user', name: message.peerId, content: message.content },
    );
    return [...preamble, ...messages];
  }

  /**
   * The context as Anthropic Messages API messages. Anthropic has no system
   * role inside `messages`, so the representation, peer card and summary come
   * first as `user` messages (as in `@honcho-ai/sdk` 2.5). Messages from
   * `assistant` are `assistant`; every other message is `user`, prefixed with
   * `"<peer id>: "` since Anthropic messages carry no sender name. The API
   * combines consecutive messages of the same role into one turn.
   *
   * @param assistant - The peer (or its id) speaking as the assistant.
   * @returns Messages assignable to `MessageParam[]` from `@anthropic-ai/sdk`.
   */
  toAnthropic(assistant: IdLike): AnthropicMessage[] {
    const assistantId = assistantIdOf(assistant);
    const preamble: AnthropicMessage[] = this.#contextBlocks().map((content) => ({ role: 'user', content }));
    const messages = this.messages.map((message): AnthropicMessage =>
      message.peerId === assistantId
        ? { role: 'assistant', content: message.content }
        : { role: 'user', content: `${message.peerId}: ${message.content}` },
    );
    return [...preamble, ...messages];
  }

  /** Number of messages, counting the summary as one. */
  get length(): number {
    return this.messages.length + (this.summary ? 1 : 0);
  }

  /** A short description: message count and whether there is a summary. */
  toString(): string {
    return `SessionContext(messages=${this.messages.length}, summary=${this.summary ? 'present' : 'none'})`;
  }

  #contextBlocks(): string[] {
    return contextBlocks(this.peerRepresentation, this.peerCard, this.summary);
  }
}

/**
 * The representation, peer card and summary as the converters put them
 * before the messages, one text each.
 *
 * @internal
 */
export function contextBlocks(peerRepresentation: string | null, peerCard: readonly string[] | null, summary: Summary | null): string[] {
  const blocks: string[] = [];
  if (peerRepresentation) blocks.push(`<peer_representation>${peerRepresentation}</peer_representation>`);
  // The peer card is a list of facts; 2.5 interpolated the array, which joined
  // them with bare commas and ran facts that contain commas together.
  if (peerCard && peerCard.length > 0) blocks.push(`<peer_card>\n${peerCard.map((fact) => `- ${fact}`).join('\n')}\n</peer_card>`);
  if (summary) blocks.push(`<summary>${summary.content}</summary>`);
  return blocks;
}

function assistantIdOf(assistant: IdLike): string {
  const id: unknown = typeof assistant === 'string' ? assistant : (assistant as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') {
    throw new HonchoValidationError([{ path: 'assistant', message: 'must be a peer id or a Peer' }]);
  }
  return id;
}
