import { APIUserAbortError, type Honcho, type Peer } from '@honcho-ai/sdk';
import { checkInput, describeValue, fields, flag, honchoId, type InputSpec, select, z } from '@honcho-ai/sdk-core';
import { untilAborted } from './abortable.js';
import { diffCards, unique, type CardDiff } from './card-diff.js';
import { callInput, callOptionsShape, callSpec, textListSpec, textSpec } from './experimental-specs.js';
import { clientFromFactoryOptions, factoryOptionsSpec } from './factory-options.js';
import type { HonchoClientSource } from './honcho-client-source.js';
import { runExclusive } from './identity-lock.js';
import type { ExperimentalProviderOptions } from './provider-options.js';

/** Longest card entry accepted, in characters. */
export const MAX_CARD_ENTRY_LENGTH = 2_000;
/** Most entries one call may write. */
export const MAX_CARD_ENTRIES = 1_000;

/** Options of {@link createPeerIdentity}. */
export interface PeerIdentityOptions {
  /**
   * The Honcho client: a `Honcho` from `@honcho-ai/sdk`, or the result of
   * `createHoncho()`. Optional: without it, a client is built from the
   * environment as `createHoncho()` builds one (`HONCHO_API_KEY`,
   * `HONCHO_URL`, and `HONCHO_WORKSPACE_ID`, which must then be set).
   */
  client?: HonchoClientSource | undefined;
  /**
   * What Honcho's own AI SDK plugin takes instead of `client`: options to
   * build the client from (`{ workspaceId, apiKey, baseURL, ... }`, the rest
   * from the environment), or a client source as `client` takes one. Give
   * `client` or `provider`, not both. See {@link ExperimentalProviderOptions}.
   */
  provider?: ExperimentalProviderOptions | HonchoClientSource | undefined;
  /** The peer who keeps the card. */
  peerId: string;
  /** The peer the card is about; defaults to `peerId` (the peer's card of itself). */
  targetPeerId?: string | undefined;
}

/** Cancellation and a time limit, for any call of a {@link PeerIdentity}. */
export interface IdentityCallOptions {
  /** Cancels the call (an update already queued behind others is cancelled before it starts). */
  signal?: AbortSignal | undefined;
  /** Milliseconds each request may take (the client's default otherwise). */
  timeout?: number | undefined;
}

/** Options of {@link PeerIdentity.has} and {@link PeerIdentity.search}. */
export interface IdentityMatchOptions extends IdentityCallOptions {
  /** Compare without regard to case (default: `has` is exact, `search` ignores case). */
  ignoreCase?: boolean | undefined;
}

/**
 * A peer card at one moment, from {@link PeerIdentity.snapshot}. Also has
 * the fields of the plugin's `CardSnapshot` (`timestamp`, `observerPeerId`).
 */
export interface IdentitySnapshot {
  readonly peerId: string;
  /** The same as `peerId`, under the name Honcho's own AI SDK plugin uses. */
  readonly observerPeerId: string;
  /** The peer the card is about; `peerId` itself for a peer's own card (the plugin says `null` there). */
  readonly targetPeerId: string;
  readonly entries: readonly string[];
  /** When it was read. */
  readonly takenAt: Date;
  /** `takenAt` as an ISO 8601 string. */
  readonly timestamp: string;
}

/** The name Honcho's own AI SDK plugin gives {@link IdentitySnapshot}. */
export type CardSnapshot = IdentitySnapshot;

/**
 * A peer card (the short list of key facts `peerId` keeps about
 * `targetPeerId`) as a small identity API. Made by {@link createPeerIdentity}.
 *
 * **Experimental**: the API may change in a minor release.
 *
 * Updates (`replace`, `append`, `remove`, `merge`, `clear`) read the card,
 * change it and write it back. Within one process they are serialised per
 * card, across every `PeerIdentity` for the same server, workspace, peer and
 * target, so concurrent updates never lose an entry. The server has no
 * compare-and-set for cards: another process (or a `card_refresh` dream)
 * writing the same card between the read and the write can still overwrite
 * an update. Keep one writer per card, or re-read and reconcile.
 */
export interface PeerIdentity {
  /** The Honcho client the identity calls through. */
  readonly client: Honcho;
  /** The workspace the card is kept in. */
  readonly workspaceId: string;
  readonly peerId: string;
  /** The peer the card is about; `peerId` itself for a peer's own card (the plugin says `null` there). */
  readonly targetPeerId: string;
  /** The card's entries, in order; empty when there is no card yet. */
  read(options?: IdentityCallOptions): Promise<string[]>;
  /** Replaces the whole card (repeated entries are kept once); resolves to the card as stored. */
  replace(entries: readonly string[], options?: IdentityCallOptions): Promise<string[]>;
  /** Adds the entries the card does not hold yet, at the end; resolves to the card as stored. */
  append(entries: string | readonly string[], options?: IdentityCallOptions): Promise<string[]>;
  /** Removes the given entries (exact match), or those `predicate` selects; resolves to the card as stored. */
  remove(entries: string | readonly string[] | ((entry: string) => boolean), options?: IdentityCallOptions): Promise<string[]>;
  /** Adds every entry of `entries` (or of a snapshot) the card lacks, and reports what changed. Never removes. */
  merge(entries: readonly string[] | IdentitySnapshot, options?: IdentityCallOptions): Promise<CardDiff>;
  /** Whether the card holds `entry` (exactly, or ignoring case). */
  has(entry: string, options?: IdentityMatchOptions): Promise<boolean>;
  /** The entries containing `text` (ignoring case unless told otherwise), or matching a regular expression. */
  search(text: string | RegExp, options?: IdentityMatchOptions): Promise<string[]>;
  /** How many entries the card holds. */
  size(options?: IdentityCallOptions): Promise<number>;
  /** The card as it is now, with when it was read, to compare against later. */
  snapshot(options?: IdentityCallOptions): Promise<IdentitySnapshot>;
  /** What changed from `before` (a snapshot or a list) to the card as it is now. */
  diff(before: IdentitySnapshot | readonly string[], options?: IdentityCallOptions): Promise<CardDiff>;
  /** Empties the card. */
  clear(options?: IdentityCallOptions): Promise<void>;
}

const IDENTITY_OPTIONS = factoryOptionsSpec('createPeerIdentity', { peerId: honchoId(), targetPeerId: z.optional(honchoId()) });

const entry = textSpec(MAX_CARD_ENTRY_LENGTH);
const entries = (allowEmpty: boolean): InputSpec<readonly string[]> => textListSpec(MAX_CARD_ENTRY_LENGTH, { maxItems: MAX_CARD_ENTRIES, allowEmpty });
const anything = z.unknown();
const match = { ...callOptionsShape, ignoreCase: z.optional(flag()) };

/** Each method's input: its options and its arguments, named at the top level. */
const SPECS = {
  plain: callSpec(),
  replace: callSpec(callOptionsShape, { entries: entries(true) }),
  append: callSpec(callOptionsShape, { entries: select((value) => (typeof value === 'string' ? entry : entries(false))) }),
  remove: callSpec(callOptionsShape, { entries: select((value) => (typeof value === 'function' ? anything : typeof value === 'string' ? entry : entries(false))) }),
  merge: callSpec(callOptionsShape, { entries: select((value) => (isSnapshot(value) ? fields({ entries: entries(true) }) : entries(true))) }),
  has: callSpec(match, { entry }),
  search: callSpec(match, { text: select((value) => (value instanceof RegExp ? anything : entry)) }),
  diff: callSpec(callOptionsShape, {
    before: z.custom((before) => Array.isArray(isSnapshot(before) ? before.entries : before), {
      error: (issue) => `must be a snapshot or a list of strings, got ${describeValue(issue.input)}`,
      abort: true,
    }),
  }),
};

/**
 * A {@link PeerIdentity} over the card `peerId` keeps about `targetPeerId`
 * (itself by default). **Experimental**: exported from
 * `@honcho-ai/ai-sdk/experimental`; the API may change in a minor release.
 *
 * @example
 * ```ts
 * import { createPeerIdentity } from '@honcho-ai/ai-sdk/experimental';
 *
 * const identity = createPeerIdentity({ client: honcho.client, peerId: 'assistant', targetPeerId: 'user-123' });
 * await identity.append(['Lives in Lisbon', 'Vegetarian']);
 * const { added } = await identity.merge(['Vegetarian', 'Runs marathons']); // ['Runs marathons']
 * ```
 *
 * Returns the identity itself, so `await createPeerIdentity(...)`, as
 * Honcho's own AI SDK plugin writes it, works too.
 * @throws `HonchoValidationError` naming each invalid option, before any request.
 */
export function createPeerIdentity(options: PeerIdentityOptions): PeerIdentity {
  const client = clientFromFactoryOptions(options, 'createPeerIdentity', IDENTITY_OPTIONS);
  return new CardIdentity(client, options.peerId, options.targetPeerId ?? options.peerId);
}

class CardIdentity implements PeerIdentity {
  readonly peerId: string;
  readonly targetPeerId: string;
  readonly #client: Honcho;
  readonly #lockKey: string;
  #peer: Promise<Peer> | undefined;

  constructor(client: Honcho, peerId: string, targetPeerId: string) {
    this.#client = client;
    this.peerId = peerId;
    this.targetPeerId = targetPeerId;
    // Same server, workspace, keeper and subject: the same card, whichever client or object reaches it.
    this.#lockKey = [client.baseURL, client.workspaceId, peerId, targetPeerId].join('\u0000');
  }

  // Getters, not fields: the client stays out of `JSON.stringify(identity)` and object spreads.
  get client(): Honcho {
    return this.#client;
  }

  get workspaceId(): string {
    return this.#client.workspaceId;
  }

  async read(options: IdentityCallOptions = {}): Promise<string[]> {
    checkInput(SPECS.plain, callInput(options), 'Invalid identity.read() input');
    return this.#read(options);
  }

  async replace(entries: readonly string[], options: IdentityCallOptions = {}): Promise<string[]> {
    checkInput(SPECS.replace, callInput(options, { entries }), 'Invalid identity.replace() input');
    return this.#update(options, () => unique(entries));
  }

  async append(entries: string | readonly string[], options: IdentityCallOptions = {}): Promise<string[]> {
    const list = typeof entries === 'string' ? [entries] : entries;
    checkInput(SPECS.append, callInput(options, { entries }), 'Invalid identity.append() input');
    return this.#update(options, (card) => unique([...card, ...list]));
  }

  async remove(entries: string | readonly string[] | ((entry: string) => boolean), options: IdentityCallOptions = {}): Promise<string[]> {
    checkInput(SPECS.remove, callInput(options, { entries }), 'Invalid identity.remove() input');
    const drop = typeof entries === 'function' ? entries : ((wanted) => (entry: string) => wanted.has(entry))(new Set(typeof entries === 'string' ? [entries] : entries));
    return this.#update(options, (card) => card.filter((entry) => !drop(entry)));
  }

  async merge(entries: readonly string[] | IdentitySnapshot, options: IdentityCallOptions = {}): Promise<CardDiff> {
    const list = isSnapshot(entries) ? entries.entries : entries;
    checkInput(SPECS.merge, callInput(options, { entries }), 'Invalid identity.merge() input');
    let diff: CardDiff | undefined;
    await this.#update(options, (card) => {
      const merged = unique([...card, ...list]);
      diff = diffCards(card, merged);
      return merged;
    });
    return diff as CardDiff;
  }

  async has(entry: string, options: IdentityMatchOptions = {}): Promise<boolean> {
    checkInput(SPECS.has, callInput(options, { entry }), 'Invalid identity.has() input');
    const card = await this.#read(options);
    if (options.ignoreCase !== true) return card.includes(entry);
    const wanted = entry.toLocaleLowerCase();
    return card.some((candidate) => candidate.toLocaleLowerCase() === wanted);
  }

  async search(text: string | RegExp, options: IdentityMatchOptions = {}): Promise<string[]> {
    checkInput(SPECS.search, callInput(options, { text }), 'Invalid identity.search() input');
    const card = await this.#read(options);
    if (text instanceof RegExp) {
      // A copy without the g/y flags, whose lastIndex would make test() skip matches.
      const pattern = new RegExp(text.source, text.flags.replace(/[gy]/g, ''));
      return card.filter((entry) => pattern.test(entry));
    }
    if (options.ignoreCase === false) return card.filter((entry) => entry.includes(text));
    const needle = text.toLocaleLowerCase();
    return card.filter((entry) => entry.toLocaleLowerCase().includes(needle));
  }

  async size(options: IdentityCallOptions = {}): Promise<number> {
    checkInput(SPECS.plain, callInput(options), 'Invalid identity.size() input');
    return (await this.#read(options)).length;
  }

  async snapshot(options: IdentityCallOptions = {}): Promise<IdentitySnapshot> {
    checkInput(SPECS.plain, callInput(options), 'Invalid identity.snapshot() input');
    const entries = await this.#read(options);
    const takenAt = new Date();
    return { peerId: this.peerId, observerPeerId: this.peerId, targetPeerId: this.targetPeerId, entries, takenAt, timestamp: takenAt.toISOString() };
  }

  async diff(before: IdentitySnapshot | readonly string[], options: IdentityCallOptions = {}): Promise<CardDiff> {
    const list = isSnapshot(before) ? before.entries : before;
    checkInput(SPECS.diff, callInput(options, { before }), 'Invalid identity.diff() input');
    return diffCards(list, await this.#read(options));
  }

  async clear(options: IdentityCallOptions = {}): Promise<void> {
    checkInput(SPECS.plain, callInput(options), 'Invalid identity.clear() input');
    await this.#update(options, () => []);
  }

  async #read(options: IdentityCallOptions): Promise<string[]> {
    const peer = await this.#keeper(options);
    return (await peer.getCard(this.targetPeerId, options)) ?? [];
  }

  /** Read, change and write the card, with every other update of this card in the process queued behind or ahead. */
  #update(options: IdentityCallOptions, change: (card: string[]) => string[]): Promise<string[]> {
    return runExclusive(this.#lockKey, async () => {
      // Cancelled while queued behind other updates: nothing was read or written.
      if (options.signal?.aborted === true) throw new APIUserAbortError('The identity update was aborted before it started', { cause: options.signal.reason });
      const peer = await this.#keeper(options);
      const current = (await peer.getCard(this.targetPeerId, options)) ?? [];
      const next = change(current);
      return (await peer.setCard(next, this.targetPeerId, options)) ?? next;
    });
  }

  /**
   * The keeping peer (and the target) exist before the first card call.
   * Created once and shared by every call (again after a failure), so not tied
   * to one caller's signal; each caller stops waiting on its own signal.
   */
  #keeper(options: IdentityCallOptions): Promise<Peer> {
    if (this.#peer === undefined) {
      const created = (async () => {
        const peer = await this.#client.peer(this.peerId);
        if (this.targetPeerId !== this.peerId) await this.#client.peer(this.targetPeerId);
        return peer;
      })();
      this.#peer = created;
      created.catch(() => {
        if (this.#peer === created) this.#peer = undefined;
      });
    }
    return untilAborted(this.#peer, options.signal, () => new APIUserAbortError('Request was aborted', { cause: options.signal?.reason }));
  }
}

function isSnapshot(value: unknown): value is IdentitySnapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'entries' in value;
}
