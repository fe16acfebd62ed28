import type { ExchangeGroup } from '../exchange.js';
import { del, detailAnswer, get, id, post, put, quietWorkspace, serverDefect, workspacePath } from './builders.js';

const W = workspacePath('nf');

// Every exchange names its own workspace, session or peer that was never created: several routes
// create what they name (a PUT, members added, a conclusion's peers), and a deleted one lingers on
// the server until its queue worker removes it, so sharing one name would test something else.
let missing = 0;
const fresh = (kind: string): string => id(`${kind}-missing-${(missing += 1)}`);
const NW = (): string => workspacePath(fresh('ws'));
const NS = (): string => `${W}/sessions/${fresh('session')}`;
const NP = (): string => `${W}/peers/${fresh('peer')}`;

/** The 404 (or whatever the server answers) for each kind of resource that is not there. */
export const notFoundGroup: ExchangeGroup = {
  name: 'not-found',
  description: 'Each resource kind when it does not exist: workspace, peer, session, message, conclusion, scope, webhook, member config.',
  exchanges: [
    quietWorkspace('nf'),
    put('workspace: update', NW(), { metadata: {} }),
    del('workspace: delete', NW()),
    post('workspace: search', `${NW()}/search`, { query: 'x' }),
    get('workspace: queue status', `${NW()}/queue/status`),
    ((workspace = NW()) =>
      post('workspace: schedule dream', `${workspace}/schedule_dream`, { observer: id('a'), dream_type: 'omni' }, {
        divergence: serverDefect(
          'a 500 for a workspace that does not exist (the dream queue row fails its reference to the workspace)',
          { status: 500 },
          detailAnswer(404, `Workspace ${workspace.split('/').pop()!} not found`),
        ),
      }))(),
    post('workspace: list peers', `${NW()}/peers/list`, {}),
    post('workspace: list sessions', `${NW()}/sessions/list`, {}),
    post('workspace: list conclusions', `${NW()}/conclusions/list`, {}),
    post('workspace: create conclusions', `${NW()}/conclusions`, { conclusions: [{ content: 'x', observer_id: id('a'), observed_id: id('a') }] }),
    post('workspace: list scopes', `${NW()}/scopes/list`),
    post('workspace: create scope', `${NW()}/scopes`, { id: id('sc') }),
    post('workspace: create webhook', `${NW()}/webhooks`, { url: 'https://hooks.example.com/{run}' }),
    put('peer: update', NP(), { metadata: {} }),
    get('peer: card', `${NP()}/card`),
    put('peer: set card', `${NP()}/card`, { peer_card: ['x'] }),
    get('peer: context', `${NP()}/context`),
    post('peer: representation', `${NP()}/representation`, {}),
    post('peer: search', `${NP()}/search`, { query: 'x' }),
    post('peer: sessions', `${NP()}/sessions`, {}),
    put('session: update', NS(), { metadata: {} }),
    del('session: delete', NS()),
    post('session: clone', `${NS()}/clone`),
    get('session: members', `${NS()}/peers`),
    post('session: add members', `${NS()}/peers`, { [id('a')]: {} }),
    put('session: set members', `${NS()}/peers`, { [id('a')]: {} }),
    del('session: remove members', `${NS()}/peers`, { json: [id('a')] }),
    get('session: member config', `${NS()}/peers/${id('a')}/config`),
    put('session: set member config', `${NS()}/peers/${id('a')}/config`, { observe_me: true }),
    get('session: context', `${NS()}/context`),
    get('session: summaries', `${NS()}/summaries`),
    post('session: search', `${NS()}/search`, { query: 'x' }),
    post('session: list messages', `${NS()}/messages/list`, {}),
    post('session: create messages', `${NS()}/messages`, { messages: [{ content: 'x', peer_id: id('a') }] }),
    get('message: get', `${NS()}/messages/cf-{run}-m`),
    put('message: update', `${NS()}/messages/cf-{run}-m`, { metadata: {} }),
    del('conclusion: delete', `${W}/conclusions/cf-{run}-c`),
    get('scope: get', `${W}/scopes/${id('sc')}`),
    get('scope: status', `${W}/scopes/${id('sc')}/status`),
    post('scope: sessions list', `${W}/scopes/${id('sc')}/sessions/list`),
    del('scope: remove session', `${W}/scopes/${id('sc')}/sessions/${id('s')}`),
    del('webhook: delete', `${W}/webhooks/cf-{run}-h`),
  ],
};
