import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import type { WorkspaceRecord } from '../store/records.js';
import { ADMIN_REQUIRED, authorize, NOT_PERMISSIONED, routeTargets, type RouteTargets } from './authorize.js';
import type { KeyClaims } from './key-registry.js';
import type { RoutePolicy } from './route-policy.js';

const WORKSPACE: RoutePolicy = { workspace: 'workspace_id' };
const PEER: RoutePolicy = { workspace: 'workspace_id', peer: 'peer_id' };
const SESSION: RoutePolicy = { workspace: 'workspace_id', session: 'session_id' };
const SESSION_READ: RoutePolicy = { ...SESSION, memberRead: true };

const admin: KeyClaims = { admin: true };
const workspaceKey: KeyClaims = { admin: false, workspace: 'w' };
const aliceKey: KeyClaims = { admin: false, workspace: 'w', peer: 'alice' };
const s1Key: KeyClaims = { admin: false, workspace: 'w', session: 's1' };
const aliceInS1Key: KeyClaims = { admin: false, workspace: 'w', peer: 'alice', session: 's1' };

/** Workspace `w` with session `s1` whose only member is alice. */
const workspaces = (id: string) =>
  id === 'w' ? ({ sessions: new Map([['s1', { peers: new Map([['alice', {}]]) }]]) } as unknown as WorkspaceRecord) : undefined;

/** The `detail` of the refusal, or `'ok'`. */
function decide(claims: KeyClaims, policy: RoutePolicy, targets: RouteTargets): string {
  try {
    authorize(claims, policy, targets, workspaces);
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.status).toBe(401);
    return error.message;
  }
}

describe('authorize', () => {
  it('lets the admin key through everything', () => {
    expect(decide(admin, { admin: true }, {})).toBe('ok');
    expect(decide(admin, PEER, { workspace: 'other', peer: 'bob' })).toBe('ok');
  });

  it('keeps other keys off admin routes', () => {
    for (const claims of [workspaceKey, aliceKey, s1Key]) expect(decide(claims, { admin: true }, {})).toBe(ADMIN_REQUIRED);
  });

  it('lets any key through a route that names nothing (its handler checks the body)', () => {
    for (const claims of [workspaceKey, aliceKey, s1Key]) expect(decide(claims, {}, {})).toBe('ok');
  });

  it('confines every key to its workspace', () => {
    for (const claims of [workspaceKey, aliceKey, s1Key]) {
      expect(decide(claims, WORKSPACE, { workspace: 'other' })).toBe(NOT_PERMISSIONED);
      expect(decide(claims, PEER, { workspace: 'other', peer: 'alice' })).toBe(NOT_PERMISSIONED);
    }
    expect(decide(workspaceKey, WORKSPACE, { workspace: 'w' })).toBe('ok');
    expect(decide(workspaceKey, PEER, { workspace: 'w', peer: 'bob' })).toBe('ok');
    expect(decide(workspaceKey, SESSION, { workspace: 'w', session: 's9' })).toBe('ok');
  });

  it('confines a peer key to its peer, plus reads of the sessions its peer is in', () => {
    expect(decide(aliceKey, PEER, { workspace: 'w', peer: 'alice' })).toBe('ok');
    expect(decide(aliceKey, PEER, { workspace: 'w', peer: 'bob' })).toBe(NOT_PERMISSIONED);
    expect(decide(aliceKey, WORKSPACE, { workspace: 'w' })).toBe(NOT_PERMISSIONED);
    expect(decide(aliceKey, SESSION_READ, { workspace: 'w', session: 's1' })).toBe('ok');
    expect(decide(aliceKey, SESSION_READ, { workspace: 'w', session: 's2' })).toBe(NOT_PERMISSIONED);
    // Writes stay closed even in its own sessions.
    expect(decide(aliceKey, SESSION, { workspace: 'w', session: 's1' })).toBe(NOT_PERMISSIONED);
  });

  it('confines a session key to its session, with no way onto peer routes', () => {
    expect(decide(s1Key, SESSION, { workspace: 'w', session: 's1' })).toBe('ok');
    expect(decide(s1Key, SESSION_READ, { workspace: 'w', session: 's2' })).toBe(NOT_PERMISSIONED);
    expect(decide(s1Key, PEER, { workspace: 'w', peer: 'alice' })).toBe(NOT_PERMISSIONED);
    expect(decide(s1Key, WORKSPACE, { workspace: 'w' })).toBe(NOT_PERMISSIONED);
  });

  it('treats a key naming a peer and a session as a session key', () => {
    expect(decide(aliceInS1Key, SESSION, { workspace: 'w', session: 's1' })).toBe('ok');
    expect(decide(aliceInS1Key, PEER, { workspace: 'w', peer: 'alice' })).toBe(NOT_PERMISSIONED);
  });
});

describe('routeTargets', () => {
  it('reads path parameters, then query parameters, and skips empty ones', () => {
    const query = new URLSearchParams('session_id=s1&peer_id=');
    expect(routeTargets({ workspace: 'workspace_id', peer: 'peer_id', session: 'session_id' }, { workspace_id: 'w' }, query)).toEqual({ workspace: 'w', session: 's1' });
    expect(routeTargets({}, { workspace_id: 'w' }, query)).toEqual({});
  });
});
