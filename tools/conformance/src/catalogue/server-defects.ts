import type { CorrectResponse, ExchangeGroup } from '../exchange.js';
import { id, post, quietWorkspace, serverDefect as defect, workspacePath } from './builders.js';

/** Words only workspace A ever holds: an answer in workspace B that contains them leaked. */
export const WORKSPACE_A_WORDS = 'only workspace A may read this';

const alice = id('alice');
/** Workspace A of a scenario, the one whose messages leak, and B, the one that clones. */
const A = (n: number): string => workspacePath(`defect-a${n}`);
const B = (n: number): string => workspacePath(`defect-b${n}`);
/** The session name both workspaces of scenario `n` use. */
const S = (n: number): string => `/sessions/${id(`same-name-${n}`)}`;

/** A clone as a correct server answers it: a new session in B, B's metadata and configuration. */
const cloneOf = (n: number, clone: string): CorrectResponse => ({
  status: 201,
  contentType: 'application/json',
  json: { id: clone, is_active: true, workspace_id: `cf-{run}-defect-b${n}`, metadata: { workspace: 'B' }, configuration: {}, created_at: '<timestamp>' },
});

/**
 * Answers of the server that are defects, not contract: recorded as it gives them, each marked
 * `server-defect` with what a correct server answers, which the emulator is held to.
 *
 * Clone picks the messages to copy by session name alone, with no workspace filter. Three
 * scenarios, each in its own pair of workspaces A and B that hold a session of the same name:
 * (1) B's session is empty and B has a peer of the name A's message came from: the clone in B
 * holds A's message word for word; (2) B has no such peer: a 500 (a foreign-key violation);
 * (3) both sessions hold messages: a 500 (a duplicate `seq_in_session`). Every setup comes
 * first and the clones last, since after a defect the server's answers number new ids apart
 * from the emulator's.
 */
export const serverDefectsGroup: ExchangeGroup = {
  name: 'server-defects',
  description: "Answers that are server defects, not contract: clone copying a same-named session's messages from another workspace.",
  exchanges: [
    ...[1, 2, 3].flatMap((n) => [
      quietWorkspace(`defect-a${n}`, `setup ${n}: workspace A`),
      quietWorkspace(`defect-b${n}`, `setup ${n}: workspace B`),
      post(`setup ${n}: A's session, alice a member`, `${A(n)}/sessions`, { id: id(`same-name-${n}`), metadata: { workspace: 'A' }, peers: { [alice]: {} } }),
      post(`setup ${n}: A's message from alice`, `${A(n)}${S(n)}/messages`, { messages: [{ peer_id: alice, content: `${WORKSPACE_A_WORDS} (${n})` }] }),
      // Scenario 1's B has a peer alice outside the session (a member in both sessions would
      // collide on the copied membership row first); scenario 2's B has none.
      ...(n === 1 ? [post(`setup ${n}: B's peer alice`, `${B(n)}/peers`, { id: alice })] : []),
      post(`setup ${n}: B's session of the same name`, `${B(n)}/sessions`, {
        id: id(`same-name-${n}`),
        metadata: { workspace: 'B' },
        ...(n === 3 && { peers: { [alice]: {} } }),
      }),
    ]),
    post("setup 3: B's own message from alice", `${B(3)}${S(3)}/messages`, { messages: [{ peer_id: alice, content: "workspace B's own words" }] }),
    post("clone 1: B's empty session, B has an alice too", `${B(1)}${S(1)}/clone`, undefined, { capture: { clone1: 'id' } }),
    post('clone 1: the messages of the clone', `${B(1)}/sessions/{{clone1}}/messages/list`, {}, {
      divergence: defect(
        "the clone in workspace B holds workspace A's message word for word (clone selects messages by session name, not workspace)",
        { status: 200, bodyIncludes: WORKSPACE_A_WORDS },
        { status: 200, contentType: 'application/json', json: { items: [], total: 0, page: 1, size: 50, pages: 0 } },
      ),
    }),
    post("clone 2: B's empty session, no alice in B", `${B(2)}${S(2)}/clone`, undefined, {
      divergence: defect(
        "a 500: the copy of workspace A's message names a peer workspace B lacks (foreign-key violation)",
        { status: 500 },
        cloneOf(2, '<id:6>'),
      ),
    }),
    post("clone 3: both sessions hold messages", `${B(3)}${S(3)}/clone`, undefined, {
      divergence: defect(
        "a 500: the copies of both workspaces' messages collide on seq_in_session (duplicate key)",
        { status: 500 },
        cloneOf(3, '<id:7>'),
      ),
    }),
  ],
};
