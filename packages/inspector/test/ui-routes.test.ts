/** The UI's hash routes: every link a view makes parses back to the view it names, ids of any spelling included. */
import { describe, expect, it } from 'vitest';
import { links, parseHash } from '../src/ui/router.js';

const workspaceId = 'my app/1';
const peerId = 'alice+bob';
const sessionId = 'support #42';

describe('hash routes', () => {
  it.each([
    [links.workspaces(), { view: 'workspaces' }],
    [links.workspace(workspaceId), { view: 'workspace', workspaceId }],
    [links.peer(workspaceId, peerId), { view: 'peer', workspaceId, peerId }],
    [links.chat(workspaceId, peerId), { view: 'chat', workspaceId, peerId }],
    [links.session(workspaceId, sessionId), { view: 'session', workspaceId, sessionId, messageId: null }],
    [links.session(workspaceId, sessionId, 'msg 1'), { view: 'session', workspaceId, sessionId, messageId: 'msg 1' }],
    [links.conclusion(workspaceId, 'c/1'), { view: 'conclusion', workspaceId, conclusionId: 'c/1' }],
    [links.search(workspaceId, 'tea & coffee'), { view: 'search', workspaceId, query: 'tea & coffee' }],
    [links.queue(workspaceId), { view: 'queue', workspaceId }],
    [links.graph(workspaceId), { view: 'graph', workspaceId }],
    [links.settings(workspaceId), { view: 'settings', workspaceId }],
  ] as const)('%s', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('names an unknown or malformed address as not found, rather than guessing a view', () => {
    for (const hash of ['#/x', '#/w/ws/peers', '#/w/ws/peers/a/b/c', '#/w/%E0%A4%A/queue']) expect(parseHash(hash)).toEqual({ view: 'not-found', hash });
  });
});
