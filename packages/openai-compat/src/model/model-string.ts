import { fields, honchoId, inputIssues, type InputSpec, select, z } from '@honcho-ai/sdk-core';
import { ModelStringError } from '../errors/model-string-error.js';
import { shorten } from './honcho-id.js';

/** The two ids a model string names. */
export interface HonchoModel {
  /** The workspace whose memory is asked. */
  workspaceId: string;
  /** The peer whose point of view answers (the dialectic's observer). */
  peerId: string;
}

/** Anything that names a peer in a workspace, such as the SDK's `Peer` (`{ id, workspaceId }`). */
export interface PeerLike {
  /** The peer's id. */
  readonly id: string;
  /** The workspace the peer belongs to. */
  readonly workspaceId: string;
}

/** A model string, `workspace/{workspace_id}/peer/{peer_id}`, as a template literal type. */
export type HonchoModelString = `workspace/${string}/peer/${string}`;

const MODEL_SHAPE = /^workspace\/([^/]*)\/peer\/([^/]*)$/;
const EXPECTED = "'workspace/{workspace_id}/peer/{peer_id}'";

const MODEL_IDS = fields({ workspaceId: honchoId(), peerId: honchoId() });

/**
 * Builds the `model` string that points an OpenAI-compatible client at a
 * peer's dialectic: `workspace/{workspace_id}/peer/{peer_id}`.
 *
 * @example
 * ```ts
 * buildModelString('my-app', 'user-123'); // 'workspace/my-app/peer/user-123'
 * const alice = await honcho.peer('alice');
 * buildModelString(alice); // 'workspace/<honcho.workspaceId>/peer/alice'
 * ```
 * @throws {@link ModelStringError} when an id is empty, longer than 512
 *   characters, or has characters other than letters, digits, `_` and `-`.
 */
export function buildModelString(workspaceId: string, peerId: string): HonchoModelString;
/** Builds the model string of a peer object (the SDK's `Peer`, or any `{ id, workspaceId }`). */
export function buildModelString(peer: PeerLike): HonchoModelString;
export function buildModelString(workspaceOrPeer: string | PeerLike, peerId?: string): HonchoModelString {
  const ids =
    typeof workspaceOrPeer === 'object' && workspaceOrPeer !== null
      ? { workspaceId: workspaceOrPeer.workspaceId, peerId: workspaceOrPeer.id }
      : { workspaceId: workspaceOrPeer, peerId };
  const issues = inputIssues(MODEL_IDS, ids);
  if (issues.length > 0) throw new ModelStringError(issues);
  return `workspace/${ids.workspaceId as string}/peer/${ids.peerId as string}`;
}

/**
 * Reads the workspace and peer ids out of a model string,
 * `workspace/{workspace_id}/peer/{peer_id}`.
 *
 * @example
 * ```ts
 * parseModelString('workspace/my-app/peer/user-123'); // { workspaceId: 'my-app', peerId: 'user-123' }
 * parseModelString('gpt-4o'); // throws ModelStringError
 * ```
 * @throws {@link ModelStringError} naming `model` (a string of another shape)
 *   or `model.workspace_id` / `model.peer_id` (an id that breaks Honcho's rules).
 */
export function parseModelString(model: unknown): HonchoModel {
  const issues = inputIssues(modelStringSpec, model, 'model');
  if (issues.length > 0) throw new ModelStringError(issues);
  const [, workspaceId = '', peerId = ''] = MODEL_SHAPE.exec(model as string) ?? [];
  return { workspaceId, peerId };
}

/**
 * The rules of a model string, checked at `model`: a string of the form
 * `workspace/{workspace_id}/peer/{peer_id}` whose ids follow Honcho's rules
 * (named `model.workspace_id` and `model.peer_id`). For callers that report
 * problems their own way too (the request mapper turns them into
 * OpenAI-shaped 400s).
 *
 * @internal
 */
export const modelStringSpec: InputSpec<HonchoModelString> = select((model) => {
  if (typeof model !== 'string') return z.custom(() => false, { error: `must be a string ${EXPECTED}, got ${model === null ? 'null' : typeof model}`, abort: true });
  const match = MODEL_SHAPE.exec(model);
  if (match === null) return z.custom(() => false, { error: `must be ${EXPECTED}, got ${JSON.stringify(shorten(model))}`, abort: true });
  return z.pipe(z.transform((): unknown => ({ workspace_id: match[1], peer_id: match[2] })), fields({ workspace_id: honchoId(), peer_id: honchoId() }));
});
