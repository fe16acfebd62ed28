import type { ExchangeGroup, PolledResponse } from '../exchange.js';
import { get, id, post, put, workspacePath } from './builders.js';

const W = workspacePath('memory');
const S = `${W}/sessions/${id('s1')}`;
const alice = id('alice');
const bob = id('bob');
const P = `${W}/peers/${alice}`;

/**
 * True once the queue has work and none of it is pending or running. The server queues a
 * message's work after it has answered the write, so an empty queue right after it is not yet
 * drained: it is not yet filled.
 */
function drained({ status, body }: PolledResponse): boolean {
  if (status !== 200 || body === null || typeof body !== 'object') return false;
  const queue = body as Record<string, unknown>;
  return typeof queue.total_work_units === 'number' && queue.total_work_units > 0 && queue.pending_work_units === 0 && queue.in_progress_work_units === 0;
}

const poll = { until: drained, tries: 90, intervalMs: 2000 };

/** What the server derives from messages: queue, representation, context, summaries, dreams. */
export const memoryGroup: ExchangeGroup = {
  name: 'memory',
  description: 'Background work and its results: queue status (polled until drained), representation, peer and session context with options, summaries, dreams.',
  exchanges: [
    post('setup: workspace (reasoning on)', '/v3/workspaces', { id: id('memory') }),
    post('setup: session', `${W}/sessions`, { id: id('s1'), peers: { [alice]: {}, [bob]: { observe_others: true } } }),
    post('setup: messages', `${S}/messages`, {
      messages: [
        { content: 'I am Alice. I drink green tea every morning.', peer_id: alice },
        { content: 'Nice. I am Bob, I prefer espresso.', peer_id: bob },
        { content: 'I moved to Lisbon last year and started learning Portuguese.', peer_id: alice },
        { content: 'Lisbon is lovely. Do you still play chess?', peer_id: bob },
        { content: 'Yes, every Sunday at the club.', peer_id: alice },
      ],
    }),
    get('queue status: after messages (drained)', `${W}/queue/status`, { poll }),
    get('queue status: for the session', `${W}/queue/status`, { query: { session_id: id('s1') }, poll }),
    get('queue status: for an observer', `${W}/queue/status`, { query: { observer_id: alice } }),
    get('queue status: for a sender', `${W}/queue/status`, { query: { sender_id: bob } }),
    get('queue status: a workspace that does not exist', `${workspacePath('memory-missing')}/queue/status`),
    post('representation: plain', `${P}/representation`, {}, { text: ['representation'] }),
    post('representation: of a target', `${P}/representation`, { target: bob }, { text: ['representation'] }),
    post('representation: in a session', `${P}/representation`, { session_id: id('s1') }, { text: ['representation'] }),
    post('representation: with search', `${P}/representation`, {
      search_query: 'tea', search_top_k: 5, search_max_distance: 0.8, include_most_frequent: true, max_conclusions: 10,
    }, { text: ['representation'] }),
    post('representation: max_conclusions 0', `${P}/representation`, { max_conclusions: 0 }),
    post('representation: max_conclusions 101', `${P}/representation`, { max_conclusions: 101 }),
    post('representation: search_top_k 101', `${P}/representation`, { search_top_k: 101 }),
    post('representation: search_max_distance 2', `${P}/representation`, { search_max_distance: 2 }),
    post('representation: a peer that does not exist', `${W}/peers/${id('nobody')}/representation`, {}, { text: ['representation'] }),
    get('peer context: plain', `${P}/context`, { text: ['representation', 'peer_card.*'] }),
    get('peer context: of a target', `${P}/context`, { query: { target: bob }, text: ['representation', 'peer_card.*'] }),
    get('peer context: with search', `${P}/context`, {
      query: { search_query: 'tea', search_top_k: 3, search_max_distance: 0.5, include_most_frequent: false, max_conclusions: 5 },
      text: ['representation', 'peer_card.*'],
    }),
    get('peer context: search_top_k 0', `${P}/context`, { query: { search_top_k: 0 } }),
    get('peer context: max_conclusions 101', `${P}/context`, { query: { max_conclusions: 101 } }),
    get('peer context: a peer that does not exist', `${W}/peers/${id('nobody')}/context`, { text: ['representation', 'peer_card.*'] }),
    get('session context: plain', `${S}/context`, { text: ['summary.content', 'peer_representation', 'peer_card.*'] }),
    get('session context: token budget', `${S}/context`, { query: { tokens: 50 }, text: ['summary.content', 'peer_representation', 'peer_card.*'] }),
    get('session context: tokens 100000', `${S}/context`, { query: { tokens: 100_000 }, text: ['summary.content', 'peer_representation', 'peer_card.*'] }),
    get('session context: tokens 100001', `${S}/context`, { query: { tokens: 100_001 } }),
    get('session context: no summary', `${S}/context`, { query: { summary: false }, text: ['peer_representation', 'peer_card.*'] }),
    get('session context: with a peer target', `${S}/context`, {
      query: { peer_target: alice, peer_perspective: bob, limit_to_session: true, search_query: 'tea', search_top_k: 3, include_most_frequent: true, max_conclusions: 5 },
      text: ['summary.content', 'peer_representation', 'peer_card.*'],
    }),
    get('session context: perspective without a target', `${S}/context`, { query: { peer_perspective: bob } }),
    get('session context: a session that does not exist', `${W}/sessions/${id('nope')}/context`),
    get('summaries', `${S}/summaries`, { text: ['short_summary.content', 'long_summary.content'] }),
    post('search: session', `${S}/search`, { query: 'tea' }, { compare: 'shape' }),
    post('search: session, limit 1', `${S}/search`, { query: 'tea', limit: 1 }, { compare: 'shape' }),
    post('search: session, limit 101', `${S}/search`, { query: 'tea', limit: 101 }),
    post('search: peer', `${P}/search`, { query: 'chess' }, { compare: 'shape' }),
    post('search: peer, with filters', `${P}/search`, { query: 'chess', filters: { session_id: id('s1') } }, { compare: 'shape' }),
    post('search: peer, query missing', `${P}/search`, {}),
    post('search: workspace', `${W}/search`, { query: 'Lisbon' }, { compare: 'shape' }),
    post('dream: omni', `${W}/schedule_dream`, { observer: alice, dream_type: 'omni' }),
    post('dream: card refresh about a target in a session', `${W}/schedule_dream`, {
      observer: bob, observed: alice, dream_type: 'card_refresh', session_id: id('s1'),
    }),
    post('dream: rebuild', `${W}/schedule_dream`, { observer: alice, dream_type: 'omni', rebuild: true }),
    post('dream: unknown type', `${W}/schedule_dream`, { observer: alice, dream_type: 'nightmare' }),
    post('dream: observer missing', `${W}/schedule_dream`, { dream_type: 'omni' }),
    post('dream: observer that does not exist', `${W}/schedule_dream`, { observer: id('nobody'), dream_type: 'omni' }),
    get('queue status: after dreams (drained)', `${W}/queue/status`, { poll }),
    // How many lines a derived card has is the model's choice.
    get('card: after dreams', `${P}/card`, { text: ['peer_card.*'], compare: 'shape' }),
    put('card: set over a derived card', `${P}/card`, { peer_card: ['Drinks green tea'] }),
    get('peer context: after card set', `${P}/context`, { query: { include_most_frequent: false, max_conclusions: 1 }, text: ['representation'] }),
  ],
};
