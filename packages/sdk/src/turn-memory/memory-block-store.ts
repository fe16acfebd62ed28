import { LruCache } from './lru-cache.js';

/** A memory block kept for the next turn that has to go ahead without a fresh one. */
export interface StoredMemoryBlock {
  /** The block's text, as formatted, without the `<honcho_memory>` markers. */
  readonly text: string;
  /** When it was fetched, in milliseconds since the epoch. */
  readonly savedAt: number;
}

/**
 * Where turn memory keeps the last good memory block of each conversation,
 * for turns whose `deadline` passes before Honcho answers. In memory by
 * default; give any async get/set store (Redis, Workers KV, a database) for a
 * serverless app, whose memory does not outlive a request. Keys name the
 * workspace, the assistant, the user and the session; values are small JSON
 * objects.
 *
 * @example
 * ```ts
 * const blockStore: MemoryBlockStore = {
 *   get: async (key) => JSON.parse((await redis.get(`honcho:${key}`)) ?? 'null') ?? undefined,
 *   set: async (key, block) => void (await redis.set(`honcho:${key}`, JSON.stringify(block), { EX: 86_400 })),
 * };
 * ```
 */
export interface MemoryBlockStore {
  /** The block last saved under `key`, if any. */
  get(key: string): Promise<StoredMemoryBlock | undefined> | StoredMemoryBlock | undefined;
  /** Saves the newest good block under `key`. */
  set(key: string, block: StoredMemoryBlock): Promise<void> | void;
}

/** The default {@link MemoryBlockStore}: the newest `maxEntries` conversations' blocks, in this process. @internal */
export function inMemoryBlockStore(maxEntries: number): MemoryBlockStore {
  const blocks = new LruCache<string, StoredMemoryBlock>(maxEntries);
  return { get: (key) => blocks.get(key), set: (key, block) => blocks.set(key, block) };
}

/** The store key of one conversation's block. @internal */
export function memoryBlockKey(workspaceId: string, assistantId: string, userId: string, sessionId: string | undefined): string {
  return JSON.stringify([workspaceId, assistantId, userId, sessionId ?? null]);
}
