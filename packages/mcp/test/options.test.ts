import { describe, expect, it } from 'vitest';
import { HonchoValidationError } from '@honcho-ai/sdk';
import { createHonchoMcpServer, createMcpHandler } from '../src/index.js';

// Bad options fail when the server or handler is created, naming each one, so a misconfigured
// route or command fails at start-up rather than on a user's first tool call.
describe('createHonchoMcpServer options', () => {
  it.each([
    [{}, 'peerId: is required for the memory tools'],
    [{ peerId: 'alice', tools: 'some' }, 'tools: must be one of memory, workspace, all'],
    [{ peerId: 'alice', peer: 'x' }, 'peer: is not an option (did you mean peerId?)'],
    [{ peerId: '../etc' }, 'peerId'],
    [{ peerId: 'alice', sessionId: 'a b' }, 'sessionId'],
    [{ peerId: 'alice', honcho: { baseURL: 'not a url' } }, 'baseURL'],
    [{ peerId: 'alice', onToolError: 'log' }, 'onToolError: must be a function'],
  ])('refuses %j', (options, message) => {
    let caught: unknown;
    try {
      createHonchoMcpServer(options as never);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HonchoValidationError);
    expect((caught as Error).message).toContain(message);
  });

  it('needs no peer for the workspace toolset', () => {
    expect(() => createHonchoMcpServer({ tools: 'workspace', honcho: { baseURL: 'http://127.0.0.1:1' } })).not.toThrow();
  });
});

describe('createMcpHandler options', () => {
  it.each([
    [{ peerId: 'alice', sessions: 'yes' }, 'sessions: must be true or false'],
    [{ peerId: 'alice', maxSessions: 0 }, 'maxSessions: must be a positive integer'],
    [{ peerId: 'alice', sessionIdleTimeout: 1.5 }, 'sessionIdleTimeout: must be a positive integer'],
    [{ peerId: 'alice', allowedHosts: 'localhost' }, 'allowedHosts: must be a list of host names'],
    [{ peerId: 'alice', allowedOrigins: 'https://app.example' }, "allowedOrigins: must be a list of origins, e.g. ['https://app.example']"],
    [{ peerId: 'alice', allowedOrigins: ['https://app.example', 'https://app.example/mcp'] }, 'allowedOrigins[1]: must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got "https://app.example/mcp"'],
    [{ peerId: 'alice', allowedOrigins: ['null'] }, 'allowedOrigins[0]: must be an origin'],
    [{ peerId: 'alice', allowedOrigins: ['*'] }, 'allowedOrigins[0]: must be an origin'],
    [{ peerId: 'alice', allowedOrigins: [42] }, 'allowedOrigins[0]: must be an origin: http:// or https://, a host and an optional port, nothing after it (e.g. https://app.example), got 42'],
    [{ peerId: 'alice', honcho: { workspaceId: 'bad id!' } }, 'workspaceId'],
  ])('refuses %j', (options, message) => {
    expect(() => createMcpHandler(options as never)).toThrow(message);
  });

  it('answers 403 for a host it was not told to accept', async () => {
    const handler = createMcpHandler({ peerId: 'alice', allowedHosts: ['127.0.0.1:8787'] });
    const response = await handler(new Request('http://evil.example:8787/mcp', { method: 'POST', headers: { host: 'evil.example:8787', authorization: 'Bearer k' }, body: '{}' }));
    expect(response.status).toBe(403);
  });

  it('answers 403 for an origin it was not told to accept before reading the key, even on an allowed host', async () => {
    const handler = createMcpHandler({ peerId: 'alice', allowedHosts: ['127.0.0.1:8787'], allowedOrigins: ['https://app.example'] });
    const response = await handler(new Request('http://127.0.0.1:8787/mcp', { method: 'POST', headers: { host: '127.0.0.1:8787', origin: 'https://evil.example' }, body: '{}' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining('"https://evil.example" is not allowed') } });
  });
});
