import { Document } from '@langchain/core/documents';
import { BaseRetriever, type BaseRetrieverInput } from '@langchain/core/retrievers';
import { Peer, type Conclusion, type ConclusionLevel, type Message, type MemoryConversation, type TurnMemory } from '@honcho-ai/sdk';
import { checkedTurnMemory, memoryIdentityShape, type HonchoConnectionOptions } from '@honcho-ai/sdk/integrations';
import { describeValue, honchoId, integer, isPlainObject, required, type SpecShape, z } from '@honcho-ai/sdk-core';

/** Where a {@link HonchoRetriever} looks: the user's messages, or the conclusions Honcho drew about the user. */
export type HonchoRetrieverSource = 'messages' | 'conclusions';

/** The metadata of a `Document` the retriever found in the user's messages. */
export interface HonchoMessageMetadata {
  /** Always `'honcho_message'`. */
  source: 'honcho_message';
  /** The Honcho message's id. */
  id: string;
  /** The session it was said in. */
  sessionId: string;
  /** Who said it. */
  peerId: string;
  /** When (ISO 8601). */
  createdAt: string;
}

/** The metadata of a `Document` the retriever found in the conclusions about the user. */
export interface HonchoConclusionMetadata {
  /** Always `'honcho_conclusion'`. */
  source: 'honcho_conclusion';
  /** The conclusion's id. */
  id: string;
  /** Whose view it is. */
  observerId: string;
  /** Who it is about (the user). */
  observedId: string;
  /** The session it was drawn from, if any. */
  sessionId: string | null;
  /** How it was reached (`'explicit'`, `'deductive'`, ...). */
  level: ConclusionLevel;
  /** When (ISO 8601). */
  createdAt: string;
}

/** The metadata of one document {@link HonchoRetriever} returns; `source` tells which kind. */
export type HonchoDocumentMetadata = HonchoMessageMetadata | HonchoConclusionMetadata;

/**
 * Options of {@link HonchoRetriever}.
 *
 * @example
 * ```ts
 * new HonchoRetriever({ userId: 'ada', sessionId: 'chat-42', limit: 3 });
 * ```
 */
export interface HonchoRetrieverOptions extends HonchoConnectionOptions, Pick<BaseRetrieverInput, 'callbacks' | 'tags' | 'metadata' | 'verbose'> {
  /** The user whose messages are searched and whom the conclusions are about. */
  userId: string;
  /**
   * The conversation, if there is one: then the conclusions searched are the
   * assistant's view of the user, formed in its sessions; without one, the
   * user's own representation (as the Honcho tools read it).
   */
  sessionId?: string | undefined;
  /** The assistant's peer (default `'assistant'`). */
  assistantId?: string | undefined;
  /** What to search, in the order the documents come back; default both, messages first. */
  sources?: readonly HonchoRetrieverSource[] | undefined;
  /** Most documents from each source, 1..100 (default 5). */
  limit?: number | undefined;
  /** Milliseconds creating the peers and session may take, 1..600,000 (default 5,000). */
  timeout?: number | undefined;
}

const CALLED_AS = 'HonchoRetriever';
const SOURCES: readonly HonchoRetrieverSource[] = ['messages', 'conclusions'];
const notSources = (value: unknown): string => `must be a non-empty array of 'messages' and 'conclusions', got ${describeValue(value)}`;
const OWN = {
  ...memoryIdentityShape,
  userId: required(honchoId()),
  sources: z.optional(
    z.array(z.enum(SOURCES, { error: (issue) => `must be 'messages' or 'conclusions', got ${describeValue(issue.input)}` }), { error: (issue) => notSources(issue.input) }).check(
      z.refine((sources) => sources.length > 0, { error: (issue) => notSources(issue.input), abort: true }),
      z.refine((sources) => new Set(sources).size === sources.length, { error: 'must not name a source twice', abort: true }),
    ),
  ),
  limit: z.optional(integer(1, 100)),
  // LangChain's own, handed to BaseRetriever.
  callbacks: z.optional(z.custom<HonchoRetrieverOptions['callbacks']>()),
  tags: z.optional(z.custom<HonchoRetrieverOptions['tags']>()),
  metadata: z.optional(z.custom<HonchoRetrieverOptions['metadata']>()),
  verbose: z.optional(z.custom<HonchoRetrieverOptions['verbose']>()),
} satisfies SpecShape<Omit<HonchoRetrieverOptions, keyof HonchoConnectionOptions | 'timeout'>>;
const DEFAULT_LIMIT = 5;

/**
 * A LangChain retriever over what Honcho holds about a user: the user's
 * messages, by Honcho's message search (across every session), and the
 * conclusions Honcho drew about the user, by the conclusion query. Each
 * `Document` has the text as `pageContent` and, in `metadata`, its
 * `source` (`'honcho_message'` or `'honcho_conclusion'`) and `id`, with
 * where it came from. Honcho failures are thrown as the SDK's errors.
 *
 * @example
 * ```ts
 * import { HonchoRetriever } from '@honcho-ai/langchain';
 *
 * const retriever = new HonchoRetriever({ userId: 'ada', sessionId: 'chat-42' });
 * const documents = await retriever.invoke('What does Ada eat?');
 * for (const document of documents) console.log(document.metadata.source, document.pageContent);
 * ```
 */
export class HonchoRetriever extends BaseRetriever<HonchoDocumentMetadata> {
  lc_namespace = ['honcho', 'langchain', 'retrievers'];
  /** The sources searched, in order. */
  readonly sources: readonly HonchoRetrieverSource[];
  /** Most documents per source. */
  readonly limit: number;
  readonly #memory: TurnMemory;
  readonly #conversation: MemoryConversation;

  /**
   * Checks the options; nothing is sent until the first query.
   *
   * @throws `HonchoValidationError` naming each bad option and the rule it breaks.
   */
  constructor(options: HonchoRetrieverOptions) {
    // Only LangChain's own fields go to the base class: the options may hold a client and its key.
    const given: unknown = options;
    super(isPlainObject(given) ? { callbacks: options.callbacks, tags: options.tags, metadata: options.metadata, verbose: options.verbose } : {});
    this.#memory = checkedTurnMemory(options, { calledAs: CALLED_AS, own: OWN, memoryKeys: ['timeout'] });
    this.#conversation = this.#memory.conversation({ userId: options.userId, sessionId: options.sessionId, assistantId: options.assistantId });
    this.sources = [...(options.sources ?? SOURCES)];
    this.limit = options.limit ?? DEFAULT_LIMIT;
  }

  /** The documents matching `query`, from each source in turn. @internal */
  override async _getRelevantDocuments(query: string): Promise<Document<HonchoDocumentMetadata>[]> {
    const conversation = this.#conversation;
    await conversation.prepare();
    const { client } = this.#memory;
    const found = await Promise.all(
      this.sources.map(async (source) => {
        if (source === 'messages') {
          const messages = await new Peer(conversation.userId, client.workspaceId, client.http).search(query, { limit: this.limit });
          return messages.map(messageDocument);
        }
        const observer = new Peer(conversation.observerId, client.workspaceId, client.http);
        const conclusions = await observer.conclusionsOf(conversation.userId).query(query, { topK: this.limit });
        return conclusions.map(conclusionDocument);
      }),
    );
    return found.flat();
  }
}

function messageDocument(message: Message): Document<HonchoDocumentMetadata> {
  const metadata: HonchoMessageMetadata = { source: 'honcho_message', id: message.id, sessionId: message.sessionId, peerId: message.peerId, createdAt: message.createdAt };
  return new Document({ pageContent: message.content, metadata, id: message.id });
}

function conclusionDocument(conclusion: Conclusion): Document<HonchoDocumentMetadata> {
  const metadata: HonchoConclusionMetadata = {
    source: 'honcho_conclusion',
    id: conclusion.id,
    observerId: conclusion.observerId,
    observedId: conclusion.observedId,
    sessionId: conclusion.sessionId,
    level: conclusion.level,
    createdAt: conclusion.createdAt,
  };
  return new Document({ pageContent: conclusion.content, metadata, id: conclusion.id });
}
