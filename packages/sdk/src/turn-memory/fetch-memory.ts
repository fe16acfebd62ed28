import { NotFoundError } from '@honcho-ai/sdk-core';
import type { Message } from '../message/message.js';
import type { Deadline } from './deadline.js';
import type { Conversation } from './memory-conversation.js';
import type { HonchoHistoryMessage, HonchoMemoryContext } from './memory-context.js';

/** How to fetch memory for one turn. @internal */
export interface FetchMemoryOptions {
  /** Include the session's recent messages. */
  readonly injectHistory: boolean;
  /** Token budget for those messages. */
  readonly contextTokens: number;
  /** Bounds every call. */
  readonly deadline: Deadline;
  /** The caller's abort signal. */
  readonly signal?: AbortSignal | undefined;
  /** Texts already in the prompt, which history must not repeat. */
  readonly promptTexts?: readonly string[] | undefined;
  /** Curates the representation around a topic. */
  readonly searchQuery?: string | undefined;
}

/**
 * Fetches what Honcho knows for one conversation.
 *
 * Without a session it only reads (the user's own representation and card),
 * so a user Honcho has never seen simply has no memory yet. With a session
 * it first makes the session and both peers exist, then reads the session
 * context from the assistant's point of view.
 *
 * @internal
 */
export async function fetchMemory(conversation: Conversation, options: FetchMemoryOptions): Promise<HonchoMemoryContext> {
  const base = {
    userId: conversation.userId,
    assistantId: conversation.assistantId,
    sessionId: conversation.sessionId,
    observerId: conversation.observerId,
  };
  const { deadline, signal } = options;
  if (conversation.sessionId === undefined) {
    try {
      const context = await deadline.bound(
        conversation.userPeer().context({ searchQuery: options.searchQuery, timeout: deadline.remaining(), signal }),
      );
      return { ...base, representation: context.representation, peerCard: context.peerCard, summary: null, messages: [], sessionContext: undefined };
    } catch (error) {
      // The workspace does not exist until something is written: no memory yet, not a failure.
      if (NotFoundError.isInstance(error)) return { ...base, representation: null, peerCard: null, summary: null, messages: [], sessionContext: undefined };
      throw error;
    }
  }
  const session = await conversation.sessionWithin(deadline);
  const context = await deadline.bound(
    session.context({
      summary: true,
      // A zero budget still returns the summary, representation and card, without the messages.
      tokens: options.injectHistory ? options.contextTokens : 0,
      peerTarget: conversation.userId,
      peerPerspective: conversation.assistantId,
      representationOptions: options.searchQuery === undefined ? undefined : { searchQuery: options.searchQuery },
      timeout: deadline.remaining(),
      signal,
    }),
  );
  const messages = options.injectHistory ? withoutRepeats(context.messages, options.promptTexts ?? []).map((message) => historyMessage(message, conversation.assistantId)) : [];
  return {
    ...base,
    representation: context.peerRepresentation,
    peerCard: context.peerCard,
    summary: context.summary?.content ?? null,
    messages,
    sessionContext: context,
  };
}

function historyMessage(message: Message, assistantId: string): HonchoHistoryMessage {
  return {
    role: message.peerId === assistantId ? 'assistant' : 'user',
    peerId: message.peerId,
    content: message.content,
    createdAt: message.createdAt,
  };
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Drops stored messages whose text is already in the prompt (a client-side
 * `messages` array, or the input saved with `honcho.send()`), one for one, so
 * each turn appears once, and messages with no text at all.
 */
function withoutRepeats(messages: readonly Message[], promptTexts: readonly string[]): Message[] {
  const inPrompt = new Map<string, number>();
  for (const text of promptTexts) {
    const key = normalize(text);
    inPrompt.set(key, (inPrompt.get(key) ?? 0) + 1);
  }
  const kept: Message[] = [];
  // Newest first: the prompt's copy of a repeated text is its latest occurrence.
  for (const message of [...messages].reverse()) {
    const key = normalize(message.content);
    // A message without text (an adapter's record of a tool call, say) tells the model nothing.
    if (key === '') continue;
    const count = inPrompt.get(key) ?? 0;
    if (count > 0) inPrompt.set(key, count - 1);
    else kept.push(message);
  }
  return kept.reverse();
}
