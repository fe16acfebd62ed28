import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTE_TEMPLATES } from './route-template.js';

describe('matchRoute', () => {
  it('knows every path of the contract, and nothing else', () => {
    const yaml = readFileSync(fileURLToPath(new URL('../../../api-types/openapi.yaml', import.meta.url)), 'utf8');
    const contract = [...yaml.matchAll(/^ {2}(\/v\d\/\S*):\s*$/gm)].map((match) => match[1]);
    expect(contract.length).toBeGreaterThan(40);
    expect([...ROUTE_TEMPLATES].sort()).toEqual([...contract].sort());
  });

  it('gives the template and the decoded ids', () => {
    expect(matchRoute('/v3/workspaces/w%201/peers/alice/chat')).toEqual({
      template: '/v3/workspaces/{workspace_id}/peers/{peer_id}/chat',
      params: { workspace_id: 'w 1', peer_id: 'alice' },
    });
    expect(matchRoute('/v3/workspaces/w/sessions/s/messages/m?page=2')).toEqual({
      template: '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/{message_id}',
      params: { workspace_id: 'w', session_id: 's', message_id: 'm' },
    });
  });

  it('prefers a literal segment to an id', () => {
    expect(matchRoute('/v3/workspaces/w/peers/list')?.template).toBe('/v3/workspaces/{workspace_id}/peers/list');
    expect(matchRoute('/v3/workspaces/w/peers/lister')?.template).toBe('/v3/workspaces/{workspace_id}/peers/{peer_id}');
    expect(matchRoute('/v3/workspaces/list')?.template).toBe('/v3/workspaces/list');
    expect(matchRoute('/v3/workspaces/w/webhooks/test')?.template).toBe('/v3/workspaces/{workspace_id}/webhooks/test');
  });

  it('gives nothing for a path outside the contract', () => {
    expect(matchRoute('/v3/workspaces/w/peers/p/unknown-thing')).toBeUndefined();
    expect(matchRoute('/health')).toBeUndefined();
    expect(matchRoute('/v3/workspaces/w/peers/%E0%A4%A')).toEqual({
      template: '/v3/workspaces/{workspace_id}/peers/{peer_id}',
      params: { workspace_id: 'w', peer_id: '%E0%A4%A' },
    });
  });
});
