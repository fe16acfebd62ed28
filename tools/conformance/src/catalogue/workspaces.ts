import type { ExchangeGroup } from '../exchange.js';
import { del, ex, get, id, idOfLength, manyKeys, nestedObject, pageEdges, post, put, QUIET_CONFIGURATION, workspacePath } from './builders.js';

const W = workspacePath('ws');
const listOwn = { filters: { id: [id('ws'), id('ws-meta'), id('ws-b')] } };

/** Workspaces: get-or-create, limits of ids and metadata, update, list, delete. */
export const workspacesGroup: ExchangeGroup = {
  name: 'workspaces',
  description: 'Workspace get-or-create (201 then 200), id and metadata limits, bodies of the wrong shape, update, list, search, delete.',
  exchanges: [
    post('create: first time', '/v3/workspaces', { id: id('ws') }),
    post('create: second time', '/v3/workspaces', { id: id('ws') }),
    post('create: second time with other metadata', '/v3/workspaces', { id: id('ws'), metadata: { changed: true } }),
    post('create: with metadata and configuration', '/v3/workspaces', {
      id: id('ws-meta'),
      metadata: { team: 'core', tier: 3, tags: ['a', 'b'], nested: { deep: { deeper: true } } },
      configuration: { ...QUIET_CONFIGURATION, peer_card: { use: true, create: false } },
    }),
    post('create: configuration with an extra key', '/v3/workspaces', { id: id('ws-b'), configuration: { custom_flag: 'kept' } }),
    post('create: id of 512 characters', '/v3/workspaces', { id: idOfLength(512) }),
    post('create: id of 513 characters', '/v3/workspaces', { id: idOfLength(513) }),
    post('create: id with a space', '/v3/workspaces', { id: 'cf-{run}-a b' }),
    post('create: id with a dot', '/v3/workspaces', { id: 'cf-{run}-a.b' }),
    post('create: id with a slash', '/v3/workspaces', { id: 'cf-{run}-a/b' }),
    post('create: id with unicode', '/v3/workspaces', { id: 'cf-{run}-é' }),
    post('create: underscore and dash are allowed', '/v3/workspaces', { id: 'cf-{run}-A_z-09' }),
    post('create: empty id', '/v3/workspaces', { id: '' }),
    post('create: id missing', '/v3/workspaces', { metadata: {} }),
    post('create: id is a number', '/v3/workspaces', { id: 42 }),
    post('create: id is null', '/v3/workspaces', { id: null }),
    post('create: metadata is a string', '/v3/workspaces', { id: id('ws-bad'), metadata: 'x' }),
    post('create: metadata is a list', '/v3/workspaces', { id: id('ws-bad'), metadata: [1, 2] }),
    post('create: metadata with 100 keys', '/v3/workspaces', { id: id('ws-100'), metadata: manyKeys(100) }),
    post('create: metadata with 101 keys', '/v3/workspaces', { id: id('ws-101'), metadata: manyKeys(101) }),
    post('create: metadata nested 5 deep', '/v3/workspaces', { id: id('ws-depth5'), metadata: { a: nestedObject(4) } }),
    post('create: metadata nested 6 deep', '/v3/workspaces', { id: id('ws-depth6'), metadata: { a: nestedObject(5) } }),
    post('create: metadata with a NUL byte', '/v3/workspaces', { id: id('ws-nul'), metadata: { note: 'a\u0000b' } }),
    post('create: configuration is a string', '/v3/workspaces', { id: id('ws-bad'), configuration: 'fast' }),
    post('create: summary configuration below its minimum', '/v3/workspaces', {
      id: id('ws-bad'),
      configuration: { summary: { messages_per_short_summary: 5 } },
    }),
    post('create: reasoning.enabled is not a boolean', '/v3/workspaces', { id: id('ws-bad'), configuration: { reasoning: { enabled: 'yes' } } }),
    post('create: an extra top-level field', '/v3/workspaces', { id: id('ws-extra'), colour: 'blue' }),
    post('create: body is a list', '/v3/workspaces', [{ id: id('ws') }]),
    post('create: body is null', '/v3/workspaces', null),
    ex('create: no body', 'POST', '/v3/workspaces'),
    ex('create: malformed JSON', 'POST', '/v3/workspaces', { raw: { contentType: 'application/json', text: '{"id": "cf-{run}-ws",' } }),
    ex('create: form-encoded body', 'POST', '/v3/workspaces', { raw: { contentType: 'application/x-www-form-urlencoded', text: 'id=cf-{run}-ws' } }),
    put('update: metadata', W, { metadata: { updated: 1 } }),
    put('update: configuration', W, { configuration: { dream: { enabled: false } } }),
    put('update: empty body', W, {}),
    put('update: metadata null', W, { metadata: null }),
    put('update: metadata wrong type', W, { metadata: 7 }),
    put('update: a workspace that does not exist', workspacePath('ws-missing'), { metadata: {} }),
    post('list: own workspaces', '/v3/workspaces/list', listOwn),
    post('list: own workspaces reversed', '/v3/workspaces/list', listOwn, { query: { reverse: true } }),
    post('list: by metadata', '/v3/workspaces/list', { filters: { id: [id('ws-meta'), id('ws')], metadata: { team: 'core' } } }),
    post('list: no body', '/v3/workspaces/list', undefined, { compare: 'shape', query: { size: 1 } }),
    post('list: filters null', '/v3/workspaces/list', { filters: null }, { compare: 'shape', query: { size: 1 } }),
    ...pageEdges('list', 'POST', '/v3/workspaces/list', listOwn),
    post('search: a query', `${W}/search`, { query: 'anything' }, { compare: 'shape' }),
    post('search: limit 1', `${W}/search`, { query: 'anything', limit: 1 }, { compare: 'shape' }),
    post('search: limit 100', `${W}/search`, { query: 'anything', limit: 100 }, { compare: 'shape' }),
    post('search: limit 0', `${W}/search`, { query: 'anything', limit: 0 }),
    post('search: limit 101', `${W}/search`, { query: 'anything', limit: 101 }),
    post('search: query missing', `${W}/search`, {}),
    post('search: query is a number', `${W}/search`, { query: 5 }),
    post('search: filters not an object', `${W}/search`, { query: 'x', filters: 'peer' }),
    get('queue status: fresh workspace', `${W}/queue/status`),
    del('delete: a workspace', workspacePath('ws-100')),
    del('delete: a workspace that never existed', workspacePath('ws-never')),
    // The server deletes in the background (its queue worker) and answers 202 again while the
    // workspace is still there; the emulator deletes at once. Waiting until it is gone makes both
    // answers the same. Deleting it again is left out: once gone, the API process may still find
    // it in its own cache of workspaces and fail (500), which depends on the deployment.
    post('delete then list: it is gone', '/v3/workspaces/list', { filters: { id: id('ws-100') } }, {
      poll: { until: (response) => (response.body as { total?: number } | undefined)?.total === 0, tries: 60, intervalMs: 1000 },
    }),
    post('setup: session keeps the workspace busy', `${workspacePath('ws-b')}/sessions`, { id: id('busy') }),
    del('delete: a workspace with an active session', workspacePath('ws-b')),
  ],
};
