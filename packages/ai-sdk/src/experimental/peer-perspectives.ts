import { allOf, checkInput, describeValue, fields, honchoId, type InputSpec, integer, rule, says, select, z } from '@honcho-ai/sdk-core';
import { unique } from './card-diff.js';
import { callInput, callOptionsShape, callSpec } from './experimental-specs.js';
import { clientFromFactoryOptions, factoryOptionsSpec } from './factory-options.js';
import type { HonchoClientSource } from './honcho-client-source.js';
import { createPeerIdentity, type IdentityCallOptions, type PeerIdentity } from './peer-identity.js';
import type { ExperimentalProviderOptions } from './provider-options.js';
import { settleBounded } from './settle-bounded.js';

/** Most observers one set of perspectives may hold. */
export const MAX_PERSPECTIVES = 100;
/** Cards read at once by `compare()` unless told otherwise. */
export const DEFAULT_PERSPECTIVE_CONCURRENCY = 4;

/** Options of {@link createPeerPerspectives}. */
export interface PeerPerspectivesOptions {
  /**
   * The Honcho client: a `Honcho` from `@honcho-ai/sdk`, or the result of
   * `createHoncho()`. Optional: without it, a client is built from the
   * environment as `createHoncho()` builds one (`HONCHO_API_KEY`,
   * `HONCHO_URL`, and `HONCHO_WORKSPACE_ID`, which must then be set).
   */
  client?: HonchoClientSource | undefined;
  /**
   * What Honcho's own AI SDK plugin takes instead of `client`: options to
   * build the client from, or a client source. Give `client` or `provider`,
   * not both. See {@link ExperimentalProviderOptions}.
   */
  provider?: ExperimentalProviderOptions | HonchoClientSource | undefined;
  /** The peer every card is about. */
  targetPeerId: string;
  /** The peers whose cards about the target are compared (at least one, no repeats; the target itself may be one). */
  observerPeerIds: readonly string[];
  /** Cards read at once, 1..16 (default 4). */
  concurrency?: number | undefined;
}

/**
 * How several peers see one peer: what they all agree on and what only one
 * of them holds. Entries are compared exactly.
 */
export interface PerspectiveComparison {
  /** The peer the cards are about. */
  readonly targetPeerId: string;
  /** Every card, by observer, in the order the observers were given. */
  readonly cards: Readonly<Record<string, readonly string[]>>;
  /** Entries on every observer's card, in the first observer's order. Empty with no observers. */
  readonly consensus: readonly string[];
  /** By observer, the entries on that observer's card and on no other. */
  readonly unique: Readonly<Record<string, readonly string[]>>;
  /** Entries on at least two cards but not on all, with the observers holding each. */
  readonly shared: Readonly<Record<string, readonly string[]>>;
}

/**
 * The cards several observers keep about one peer, as {@link PeerIdentity}
 * objects, with a comparison across them. Made by {@link createPeerPerspectives}.
 * **Experimental**: the API may change in a minor release.
 */
export interface PeerPerspectives {
  readonly targetPeerId: string;
  /** One identity per observer, in the order given. */
  readonly identities: ReadonlyMap<string, PeerIdentity>;
  /** The identity of one observer's card; throws `HonchoValidationError` for an observer not in the set. */
  of(observerPeerId: string): PeerIdentity;
  /** Reads every card and compares them. */
  compare(options?: IdentityCallOptions): Promise<PerspectiveComparison>;
}

const repeats = rule((ids, path) => {
  const seen = new Set<unknown>();
  return (ids as unknown[]).flatMap((id, index) => {
    const again = seen.has(id);
    seen.add(id);
    return again ? [{ path: `${path}[${index}]`, message: `repeats ${describeValue(id)}; each observer may appear once` }] : [];
  });
});

/** The observers: 1..MAX_PERSPECTIVES peer ids, none twice. */
const observerPeerIdsSpec: InputSpec<readonly string[]> = select((ids) => {
  if (!Array.isArray(ids)) return z.custom(() => false, says((value) => `must be a list of peer ids, got ${describeValue(value)}`));
  if (ids.length === 0) return z.custom(() => false, says('must hold at least one peer id'));
  if (ids.length > MAX_PERSPECTIVES) return z.custom(() => false, says(`must hold at most ${MAX_PERSPECTIVES} peer ids (got ${ids.length})`));
  return allOf(z.array(honchoId()), repeats);
});

const optionsSpec = (factory: string): InputSpec<unknown> =>
  factoryOptionsSpec(factory, { targetPeerId: honchoId(), observerPeerIds: observerPeerIdsSpec, concurrency: z.optional(integer(1, 16)) });
const FACTORY_OPTIONS = { createPeerPerspectives: optionsSpec('createPeerPerspectives'), createMultiPerspectiveIdentity: optionsSpec('createMultiPerspectiveIdentity') };
const CALL = callSpec();

const COMPARE_INPUT = callSpec(callOptionsShape, {
  identities: select((identities) => {
    if (!(identities instanceof Map)) return z.custom(() => false, says((value) => `must be a Map of observer ids to identities (from createMultiPerspectiveIdentity()), got ${describeValue(value)}`));
    return rule((map, path) => {
      const all = [...(map as ReadonlyMap<unknown, unknown>)];
      const notIdentity = all.filter(([, identity]) => !isIdentity(identity));
      if (notIdentity.length > 0) return notIdentity.map(([observer, identity]) => ({ path: `${path}.${String(observer)}`, message: `must be a PeerIdentity, got ${describeValue(identity)}` }));
      const targets = [...new Set(all.map(([, identity]) => (identity as PeerIdentity).targetPeerId))];
      return targets.length > 1 ? [{ path, message: `must all be about one peer, got ${targets.join(' and ')}` }] : [];
    });
  }),
});

function isIdentity(value: unknown): value is PeerIdentity {
  return typeof value === 'object' && value !== null && typeof (value as Partial<PeerIdentity>).read === 'function' && typeof (value as Partial<PeerIdentity>).targetPeerId === 'string';
}

/**
 * Creates {@link PeerPerspectives}: one identity per observer over its card
 * about `targetPeerId`. **Experimental**: exported from
 * `@honcho-ai/ai-sdk/experimental`; the API may change in a minor release.
 *
 * @example
 * ```ts
 * const views = createPeerPerspectives({ client: honcho.client, targetPeerId: 'user-123', observerPeerIds: ['coach', 'nutritionist'] });
 * await views.of('coach').append('Runs 40 km a week');
 * const { consensus, unique } = await views.compare();
 * ```
 * @throws `HonchoValidationError` naming each invalid option, before any request.
 */
export function createPeerPerspectives(options: PeerPerspectivesOptions): PeerPerspectives {
  return perspectivesOf(options, 'createPeerPerspectives');
}

function perspectivesOf(options: PeerPerspectivesOptions, factory: keyof typeof FACTORY_OPTIONS): PeerPerspectives {
  const client = clientFromFactoryOptions(options, factory, FACTORY_OPTIONS[factory]);
  const targetPeerId = options.targetPeerId;
  const identities = new Map(options.observerPeerIds.map((peerId) => [peerId, createPeerIdentity({ client, peerId, targetPeerId })] as const));
  const concurrency = options.concurrency ?? DEFAULT_PERSPECTIVE_CONCURRENCY;
  const known = [...identities.keys()];
  const observer = fields({
    observerPeerId: z.custom((id) => identities.has(id as string), says((id) => `must be one of ${known.join(', ')}, got ${describeValue(id)}`)),
  });
  return {
    targetPeerId,
    identities,
    of(observerPeerId) {
      const identity = identities.get(observerPeerId);
      checkInput(observer, { observerPeerId }, 'Invalid perspectives.of() input');
      return identity as PeerIdentity;
    },
    async compare(callOptions: IdentityCallOptions = {}) {
      checkInput(CALL, callInput(callOptions), 'Invalid perspectives.compare() input');
      const observers = [...identities.keys()];
      const read = await settleBounded(observers, concurrency, (peerId, signal) => (identities.get(peerId) as PeerIdentity).read({ signal, timeout: callOptions.timeout }), callOptions.signal);
      const failed = read.find((outcome) => !outcome.ok);
      if (failed !== undefined && !failed.ok) throw failed.error;
      const cards = Object.fromEntries(observers.map((peerId, index) => [peerId, (read[index] as { ok: true; value: string[] }).value]));
      return comparePerspectives(targetPeerId, cards);
    },
  };
}

/**
 * One {@link PeerIdentity} per observer of `targetPeerId`, by observer, in
 * the order given: the form Honcho's own AI SDK plugin documents, for
 * {@link compareIdentityPerspectives}. The same identities as
 * `createPeerPerspectives(options).identities`.
 *
 * Returns the map itself, so `await createMultiPerspectiveIdentity(...)`
 * works as the plugin writes it.
 *
 * @example
 * ```ts
 * const perspectives = createMultiPerspectiveIdentity({ client: honcho, observerPeerIds: ['assistant', 'coach'], targetPeerId: 'user-123' });
 * const { consensus, unique } = await compareIdentityPerspectives(perspectives);
 * ```
 * @throws `HonchoValidationError` naming each invalid option, before any request.
 */
export function createMultiPerspectiveIdentity(options: PeerPerspectivesOptions): Map<string, PeerIdentity> {
  return new Map(perspectivesOf(options, 'createMultiPerspectiveIdentity').identities);
}

/**
 * What {@link compareIdentityPerspectives} found, in the plugin's shape
 * (maps by observer), plus what some but not all observers share.
 */
export interface IdentityPerspectivesComparison {
  /** Every card, by observer, in the map's order. */
  readonly perspectives: Map<string, string[]>;
  /** Entries on every card, in the first observer's order. */
  readonly consensus: string[];
  /** By observer, the entries on that card and on no other. */
  readonly unique: Map<string, string[]>;
  /** Entries on at least two cards but not on all, with the observers holding each. */
  readonly shared: Map<string, string[]>;
}

/**
 * Reads every identity's card (a few at a time) and compares them: the
 * consensus, what is unique to each observer, and what some share. The
 * identities must all be about one peer; an empty map compares nothing.
 *
 * @throws `HonchoValidationError` (as a rejection) for identities that are not one peer's, before any request.
 */
export async function compareIdentityPerspectives(identities: ReadonlyMap<string, PeerIdentity>, options: IdentityCallOptions = {}): Promise<IdentityPerspectivesComparison> {
  const prefix = 'Invalid compareIdentityPerspectives() input';
  checkInput(COMPARE_INPUT, callInput(options, { identities }), prefix);
  const targets = [...new Set([...identities.values()].map((identity) => identity.targetPeerId))];
  const observers = [...identities.keys()];
  const read = await settleBounded(observers, DEFAULT_PERSPECTIVE_CONCURRENCY, (observer, signal) => (identities.get(observer) as PeerIdentity).read({ signal, timeout: options.timeout }), options.signal);
  const failed = read.find((outcome) => !outcome.ok);
  if (failed !== undefined && !failed.ok) throw failed.error;
  const cards = Object.fromEntries(observers.map((observer, index) => [observer, (read[index] as { ok: true; value: string[] }).value]));
  const comparison = comparePerspectives(targets[0] ?? '', cards);
  const byObserver = (record: Readonly<Record<string, readonly string[]>>): Map<string, string[]> => new Map(Object.entries(record).map(([key, entries]) => [key, [...entries]]));
  return {
    perspectives: byObserver(comparison.cards),
    consensus: [...comparison.consensus],
    unique: byObserver(comparison.unique),
    shared: byObserver(comparison.shared),
  };
}

/**
 * Compares cards several observers keep about one peer: the consensus (on
 * every card), what is unique to each, and what some but not all share.
 * Pure: give it cards you already have.
 *
 * @example
 * ```ts
 * comparePerspectives('user-123', { coach: ['Runs', 'Vegetarian'], nutritionist: ['Vegetarian', 'Allergic to nuts'] });
 * // consensus: ['Vegetarian'], unique: { coach: ['Runs'], nutritionist: ['Allergic to nuts'] }, shared: {}
 * ```
 */
export function comparePerspectives(targetPeerId: string, cards: Readonly<Record<string, readonly string[]>>): PerspectiveComparison {
  const observers = Object.keys(cards);
  const holders = new Map<string, string[]>();
  for (const observer of observers) {
    for (const entry of unique(cards[observer] ?? [])) {
      const list = holders.get(entry) ?? [];
      list.push(observer);
      holders.set(entry, list);
    }
  }
  const first = observers[0];
  const consensus = first === undefined ? [] : unique(cards[first] ?? []).filter((entry) => holders.get(entry)?.length === observers.length);
  const uniqueByObserver: Record<string, string[]> = {};
  for (const observer of observers) uniqueByObserver[observer] = unique(cards[observer] ?? []).filter((entry) => holders.get(entry)?.length === 1 && observers.length > 1);
  const shared: Record<string, string[]> = {};
  for (const [entry, list] of holders) if (list.length > 1 && list.length < observers.length) shared[entry] = list;
  const copied = Object.fromEntries(observers.map((observer) => [observer, [...(cards[observer] ?? [])]]));
  return { targetPeerId, cards: copied, consensus, unique: uniqueByObserver, shared };
}
