import { describe, expect, it } from 'vitest';
import { EMULATOR_ROUTES } from '../emulator/emulator-routes.js';
import { ROUTE_POLICIES, routePolicy } from './route-policy.js';

describe('ROUTE_POLICIES', () => {
  it('has a policy for every route the emulator serves, and none for a route it does not', () => {
    const served = EMULATOR_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(served.filter((key) => ROUTE_POLICIES[key] === undefined)).toEqual([]);
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('names only parameters the route has', () => {
    for (const route of EMULATOR_ROUTES) {
      const policy = routePolicy(route.method, route.path);
      for (const name of [policy?.workspace, policy?.peer, policy?.session]) {
        if (name !== undefined) expect(route.path, `${route.method} ${route.path}`).toContain(`{${name}}`);
      }
    }
  });

  it('gives member read only to routes that do not write', () => {
    const memberRead = Object.entries(ROUTE_POLICIES).filter(([, policy]) => policy.memberRead).map(([key]) => key);
    expect(memberRead.every((key) => key.startsWith('GET ') || /\/(list|search)$/.test(key))).toBe(true);
    expect(memberRead).toContain('POST /v3/workspaces/{workspace_id}/sessions/{session_id}/messages/list');
    expect(memberRead).not.toContain('POST /v3/workspaces/{workspace_id}/sessions/{session_id}/messages');
  });
});
