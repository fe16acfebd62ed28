import type {
  DreamConfig,
  MessageConfiguration,
  PeerCardConfig,
  PeerConfig,
  ReasoningConfig,
  SessionPeerConfig,
  SummaryConfig,
  WorkspaceConfig,
} from './configuration-types.js';

// The one place configuration crosses between the SDK's camelCase and the
// wire's snake_case. Unknown keys pass through untouched: the server accepts
// extra configuration keys, and a newer server may know ones this SDK does not.

type Wire = Record<string, unknown>;

const reasoning = {
  toWire: (config: ReasoningConfig): Wire =>
    renameKeys(config as Wire, { customInstructions: 'custom_instructions' }),
  fromWire: (wire: Wire): ReasoningConfig => renameKeys(wire, { custom_instructions: 'customInstructions' }) as ReasoningConfig,
};

const summary = {
  toWire: (config: SummaryConfig): Wire =>
    renameKeys(config as Wire, {
      messagesPerShortSummary: 'messages_per_short_summary',
      messagesPerLongSummary: 'messages_per_long_summary',
    }),
  fromWire: (wire: Wire): SummaryConfig =>
    renameKeys(wire, {
      messages_per_short_summary: 'messagesPerShortSummary',
      messages_per_long_summary: 'messagesPerLongSummary',
    }) as SummaryConfig,
};

const identity = {
  toWire: (config: PeerCardConfig | DreamConfig): Wire => ({ ...(config as Wire) }),
  fromWire: (wire: Wire): PeerCardConfig | DreamConfig => ({ ...wire }),
};

/** Workspace or session configuration to the wire. `undefined` stays `undefined` (field omitted). */
export function workspaceConfigToWire(config: WorkspaceConfig | null | undefined): Wire | undefined {
  if (config === undefined || config === null) return undefined;
  const { reasoning: r, peerCard, summary: s, dream, ...rest } = config as WorkspaceConfig & Wire;
  return omitUndefined({
    ...rest,
    reasoning: mapNullable(r, reasoning.toWire),
    peer_card: mapNullable(peerCard, identity.toWire),
    summary: mapNullable(s, summary.toWire),
    dream: mapNullable(dream, identity.toWire),
  });
}

/** Workspace or session configuration from the wire. */
export function workspaceConfigFromWire(wire: unknown): WorkspaceConfig {
  if (!isRecord(wire)) return {};
  const { reasoning: r, peer_card: peerCard, summary: s, dream, ...rest } = wire;
  return omitUndefined({
    ...rest,
    reasoning: mapNullable(asRecordOrNullish(r), reasoning.fromWire),
    peerCard: mapNullable(asRecordOrNullish(peerCard), identity.fromWire),
    summary: mapNullable(asRecordOrNullish(s), summary.fromWire),
    dream: mapNullable(asRecordOrNullish(dream), identity.fromWire),
  }) as WorkspaceConfig;
}

/** Message configuration to the wire. */
export function messageConfigToWire(config: MessageConfiguration | null | undefined): Wire | null | undefined {
  if (config === undefined || config === null) return config;
  const { reasoning: r, ...rest } = config as MessageConfiguration & Wire;
  return omitUndefined({ ...rest, reasoning: mapNullable(r, reasoning.toWire) });
}

/** Message configuration from the wire. */
export function messageConfigFromWire(wire: unknown): MessageConfiguration {
  if (!isRecord(wire)) return {};
  const { reasoning: r, ...rest } = wire;
  return omitUndefined({ ...rest, reasoning: mapNullable(asRecordOrNullish(r), reasoning.fromWire) }) as MessageConfiguration;
}

/** Peer configuration to the wire. */
export function peerConfigToWire(config: PeerConfig | null | undefined): Wire | undefined {
  if (config === undefined || config === null) return undefined;
  return renameKeys(config as Wire, { observeMe: 'observe_me' });
}

/** Peer configuration from the wire. */
export function peerConfigFromWire(wire: unknown): PeerConfig {
  return isRecord(wire) ? (renameKeys(wire, { observe_me: 'observeMe' }) as PeerConfig) : {};
}

/** Session-peer configuration to the wire. */
export function sessionPeerConfigToWire(config: SessionPeerConfig | null | undefined): Wire {
  if (config === undefined || config === null) return {};
  return renameKeys(config as Wire, { observeMe: 'observe_me', observeOthers: 'observe_others' });
}

/** Session-peer configuration from the wire. */
export function sessionPeerConfigFromWire(wire: unknown): SessionPeerConfig {
  return isRecord(wire)
    ? (renameKeys(wire, { observe_me: 'observeMe', observe_others: 'observeOthers' }) as SessionPeerConfig)
    : {};
}

function renameKeys(source: Wire, names: Record<string, string>): Wire {
  const result: Wire = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined) result[names[key] ?? key] = value;
  }
  return result;
}

function mapNullable<T, R>(value: T | null | undefined, map: (value: T) => R): R | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return map(value);
}

function omitUndefined<T extends Wire>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

function isRecord(value: unknown): value is Wire {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecordOrNullish(value: unknown): Wire | null | undefined {
  if (value === null) return null;
  return isRecord(value) ? value : undefined;
}
