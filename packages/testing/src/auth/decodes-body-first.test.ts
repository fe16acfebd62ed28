import { describe, expect, it } from 'vitest';
import { decodesBodyFirst } from './decodes-body-first.js';

describe('decodesBodyFirst', () => {
  it('holds for the v3 routes with a JSON body, the legacy messages route included', () => {
    expect(decodesBodyFirst('POST', '/v3/workspaces')).toBe(true);
    expect(decodesBodyFirst('POST', '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/')).toBe(true);
    expect(decodesBodyFirst('DELETE', '/v3/workspaces/{workspace_id}/sessions/{session_id}/peers')).toBe(true);
  });

  it('does not hold for routes without one, uploads, or /v1', () => {
    expect(decodesBodyFirst('POST', '/v3/keys')).toBe(false);
    expect(decodesBodyFirst('POST', '/v3/workspaces/{workspace_id}/scopes/list')).toBe(false);
    expect(decodesBodyFirst('POST', '/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/upload')).toBe(false);
    expect(decodesBodyFirst('POST', '/v1/chat/completions')).toBe(false);
  });
});
