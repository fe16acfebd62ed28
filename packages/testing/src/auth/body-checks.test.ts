import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import type { WorkspaceRecord } from '../store/records.js';
import { peerChatRefusal, requireCreatable, requireMemberSessions, requireOwnPeer, requireOwnWorkspace, requireWorkspaceLevelKey } from './body-checks.js';
import type { KeyClaims } from './key-registry.js';

const admin: KeyClaims = { admin: true };
const workspaceKey: KeyClaims = { admin: false, workspace: 'w' };
const aliceKey: KeyClaims = { admin: false, workspace: 'w', peer: 'alice' };
const s1Key: KeyClaims = { admin: false, workspace: 'w', session: 's1' };
const workspace = { sessions: new Map([['s1', { peers: new Map([['alice', {}]]) }], ['s2', { peers: new Map([['bob', {}]]) }]]) } as unknown as WorkspaceRecord;

function outcome(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return error.message;
    throw error;
  }
}

describe('checks on IDs in the body', () => {
  it('lets a key get or create only its own workspace', () => {
    expect(outcome(() => requireOwnWorkspace(aliceKey, 'w'))).toBe('ok');
    expect(outcome(() => requireOwnWorkspace(workspaceKey, 'x'))).toBe('Unauthorized access to resource');
    expect(outcome(() => requireOwnWorkspace(admin, 'x'))).toBe('ok');
  });

  it('lets a peer key create only its peer, a session key only its session', () => {
    expect(outcome(() => requireCreatable(aliceKey, 'w', { peer: 'alice' }))).toBe('ok');
    expect(outcome(() => requireCreatable(aliceKey, 'w', { peer: 'bob' }))).toBe('Unauthorized access to resource');
    expect(outcome(() => requireCreatable(aliceKey, 'w', { session: 'any' }))).toBe('ok');
    expect(outcome(() => requireCreatable(s1Key, 'w', { peer: 'bob' }))).toBe('ok');
    expect(outcome(() => requireCreatable(s1Key, 'w', { session: 's2' }))).toBe('Unauthorized access to resource');
    expect(outcome(() => requireCreatable(workspaceKey, 'x', { peer: 'bob' }))).toBe('Unauthorized access to resource');
  });

  it('keeps scopes for workspace and admin keys', () => {
    expect(outcome(() => requireWorkspaceLevelKey(workspaceKey, 'no'))).toBe('ok');
    expect(outcome(() => requireWorkspaceLevelKey(aliceKey, 'no'))).toBe('no');
    expect(outcome(() => requireWorkspaceLevelKey(s1Key, 'no'))).toBe('no');
  });

  it('lets a peer key act only as its peer and name only its sessions', () => {
    expect(outcome(() => requireOwnPeer(aliceKey, 'bob'))).toBe('JWT not permissioned for this resource');
    expect(outcome(() => requireOwnPeer(s1Key, 'bob'))).toBe('ok');
    expect(outcome(() => requireMemberSessions(aliceKey, workspace, ['s1']))).toBe('ok');
    expect(outcome(() => requireMemberSessions(aliceKey, workspace, ['s1', 's2']))).toBe('JWT not permissioned for this resource');
    expect(outcome(() => requireMemberSessions(aliceKey, undefined, ['s1']))).toBe('JWT not permissioned for this resource');
    expect(outcome(() => requireMemberSessions(workspaceKey, workspace, ['s2']))).toBe('ok');
  });

  it('holds a chat reached by another name to the peer chat rules', () => {
    const lookup = (id: string) => (id === 'w' ? workspace : undefined);
    expect(peerChatRefusal(aliceKey, lookup, { workspace: 'w', peer: 'alice', session: 's1' })).toBeUndefined();
    expect(peerChatRefusal(aliceKey, lookup, { workspace: 'w', peer: 'alice', session: 's2' })?.message).toBe('JWT not permissioned for this resource');
    expect(peerChatRefusal(aliceKey, lookup, { workspace: 'w', peer: 'bob' })?.status).toBe(401);
    expect(peerChatRefusal(s1Key, lookup, { workspace: 'w', peer: 'alice' })?.status).toBe(401);
    expect(peerChatRefusal(workspaceKey, lookup, { workspace: 'w', peer: 'bob', session: 's1' })).toBeUndefined();
  });
});
