import type { SessionPeerConfig } from '@honcho-ai/api-types';
import type { MemoryStore } from '../store/memory-store.js';
import { peerCardKey, scopePeerId } from '../store/records.js';
import { peerConfiguration, sessionConfiguration, sessionPeerConfig, workspaceConfiguration } from '../validation/configuration.js';
import { metadata, resourceId } from '../validation/shared-fields.js';
import { RequestValidationError } from '../validation/validation-issue.js';
import {
  array,
  boolean,
  datetime,
  nullable,
  object,
  oneOf,
  optional,
  parse,
  record,
  string,
  union,
  type Validator,
} from '../validation/validators.js';
import type { EmulatorSeed, SeedPeer } from './emulator-seed.js';

/** A seed document that does not have the {@link EmulatorSeed} shape; `issues` says where. */
export class EmulatorSeedError extends Error {
  /** Each problem as `path: message`, e.g. `workspaces[0].sessions[1].id: String should match pattern ...`. */
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid emulator seed:\n  ${issues.join('\n  ')}`);
    this.name = 'EmulatorSeedError';
    this.issues = issues;
  }
}

const seedPeer = () =>
  object({ id: resourceId(), metadata: optional(metadata()), configuration: optional(peerConfiguration()), created_at: optional(datetime()) });

const seedSchema = () =>
  object({
    workspaces: array(
      object({
        id: resourceId(),
        metadata: optional(metadata()),
        configuration: optional(workspaceConfiguration()),
        created_at: optional(datetime()),
        peers: optional(array(union<string | SeedPeer>([['id', resourceId()], ['peer', seedPeer() as Validator<SeedPeer>]]))),
        sessions: optional(
          array(
            object({
              id: resourceId(),
              metadata: optional(metadata()),
              configuration: optional(sessionConfiguration()),
              created_at: optional(datetime()),
              is_active: optional(boolean()),
              peers: optional(
                union<string[] | Record<string, SessionPeerConfig>>([
                  ['ids', array(resourceId())],
                  ['configs', record(sessionPeerConfig())],
                ]),
              ),
              messages: optional(
                array(
                  object({
                    id: optional(string({ min: 1 })),
                    peer_id: resourceId(),
                    content: string({ max: 25_000 }),
                    metadata: optional(metadata()),
                    created_at: optional(datetime()),
                  }),
                ),
              ),
            }),
          ),
        ),
        conclusions: optional(
          array(
            object({
              id: optional(string({ min: 1 })),
              content: string({ min: 1, max: 65_535 }),
              observer_id: resourceId(),
              observed_id: resourceId(),
              session_id: optional(nullable(string())),
              level: optional(oneOf(['explicit', 'deductive', 'inductive', 'contradiction'])),
              source_ids: optional(nullable(array(string()))),
              created_at: optional(datetime()),
            }),
          ),
        ),
        scopes: optional(
          array(object({ id: string({ min: 1, max: 506, pattern: { regex: /^[a-zA-Z0-9_-]+$/, source: '^[a-zA-Z0-9_-]+$' } }), metadata: optional(metadata()), sessions: optional(array(string())), created_at: optional(datetime()) })),
        ),
        peer_cards: optional(array(object({ observer: string(), observed: optional(string()), peer_card: array(string()) }))),
        webhooks: optional(array(object({ id: optional(string({ min: 1 })), url: string({ min: 1 }), created_at: optional(datetime()) }))),
      }),
    ),
  });

const describe = (loc: readonly (string | number)[]) =>
  loc
    .slice(1)
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');

/**
 * Checks that `input` (parsed JSON, e.g. a seed file) is an {@link EmulatorSeed}:
 * IDs follow the server's rules, and references point at sessions the seed
 * defines. Returns it typed; throws {@link EmulatorSeedError} listing every
 * problem otherwise.
 */
export function parseEmulatorSeed(input: unknown): EmulatorSeed {
  let seed: EmulatorSeed;
  try {
    seed = parse(seedSchema(), input, ['seed']) as EmulatorSeed;
  } catch (error) {
    if (error instanceof RequestValidationError) {
      throw new EmulatorSeedError(error.issues.map((problem) => `${describe(problem.loc) || '(root)'}: ${problem.msg}`));
    }
    throw error;
  }
  const problems: string[] = [];
  seed.workspaces.forEach((workspace, w) => {
    const sessions = new Set((workspace.sessions ?? []).map((session) => session.id));
    workspace.conclusions?.forEach((conclusion, c) => {
      if (conclusion.session_id != null && !sessions.has(conclusion.session_id)) {
        problems.push(`workspaces[${w}].conclusions[${c}].session_id: no session ${conclusion.session_id} in workspace ${workspace.id}`);
      }
    });
    workspace.scopes?.forEach((scope, s) => {
      scope.sessions?.forEach((sessionId, i) => {
        if (!sessions.has(sessionId)) problems.push(`workspaces[${w}].scopes[${s}].sessions[${i}]: no session ${sessionId} in workspace ${workspace.id}`);
      });
    });
  });
  if (problems.length > 0) throw new EmulatorSeedError(problems);
  return seed;
}

/** Writes a (validated) seed into the store, creating peers wherever they are named. */
export function applySeed(store: MemoryStore, seed: EmulatorSeed): void {
  for (const seeded of seed.workspaces) {
    const workspace = store.ensureWorkspace(seeded.id, seeded).record;
    for (const peer of seeded.peers ?? []) {
      if (typeof peer === 'string') store.ensurePeer(workspace, peer);
      else store.ensurePeer(workspace, peer.id, peer);
    }
    for (const seededSession of seeded.sessions ?? []) {
      const session = store.ensureSession(workspace, seededSession.id, seededSession).record;
      if (seededSession.is_active === false) session.is_active = false;
      const members = seededSession.peers;
      if (members) store.addSessionPeers(workspace, session, Array.isArray(members) ? Object.fromEntries(members.map((id) => [id, {}])) : members);
      if (seededSession.messages) store.appendMessages(workspace, session, seededSession.messages);
    }
    store.addConclusions(workspace, seeded.conclusions ?? []);
    for (const seededScope of seeded.scopes ?? []) {
      store.ensurePeer(workspace, scopePeerId(seededScope.id), { metadata: seededScope.metadata ?? {} }, true);
      const createdAt = seededScope.created_at ?? store.timestamp();
      workspace.scopes.set(seededScope.id, {
        id: seededScope.id,
        metadata: seededScope.metadata ?? {},
        created_at: createdAt,
        seq: store.nextSeq(),
        sessions: new Map((seededScope.sessions ?? []).map((sessionId) => [sessionId, createdAt])),
        backfill: new Map(),
      });
    }
    for (const card of seeded.peer_cards ?? []) {
      store.ensurePeer(workspace, card.observer);
      workspace.peerCards.set(peerCardKey(card.observer, card.observed ?? card.observer), [...card.peer_card]);
    }
    for (const webhook of seeded.webhooks ?? []) {
      const id = webhook.id ?? store.newId();
      workspace.webhooks.set(id, { id, workspace_id: workspace.id, url: webhook.url, created_at: webhook.created_at ?? store.timestamp(), seq: store.nextSeq() });
    }
  }
}
