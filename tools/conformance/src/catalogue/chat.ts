import type { Divergence, ExchangeGroup } from '../exchange.js';
import { id, post, quietWorkspace, workspacePath } from './builders.js';

const W = workspacePath('chat');
const alice = id('alice');
const bob = id('bob');
const CHAT = `${W}/peers/${alice}/chat`;
const text = { text: ['content'] };

const newerThanServer = (what: string): Divergence => ({
  kind: 'emulator-extension',
  reason: `${what}: from the seed dialectic-enhancements-spec.txt and @honcho-ai/sdk 2.5; not in server 3.0.12.`,
});

/** Peer chat, plain and streamed, its options and its validation; and the emulator's extensions. */
export const chatGroup: ExchangeGroup = {
  name: 'chat',
  description: 'Peer chat (dialectic): plain and streamed (exact SSE framing), session/target/filters/reasoning_level, validation; evidence, workspace chat and /v1/chat/completions as emulator extensions.',
  exchanges: [
    quietWorkspace('chat'),
    post('setup: session with messages', `${W}/sessions`, { id: id('s1'), peers: { [alice]: {}, [bob]: {} } }),
    post('setup: messages', `${W}/sessions/${id('s1')}/messages`, {
      messages: [
        { content: 'I love green tea and I live in Lisbon.', peer_id: alice },
        { content: 'Alice, you mentioned chess last week.', peer_id: bob },
      ],
    }),
    post('setup: conclusions', `${W}/conclusions`, {
      conclusions: [{ content: 'Alice likes green tea.', observer_id: alice, observed_id: alice, session_id: id('s1') }],
    }),
    post('plain', CHAT, { query: 'What does Alice like to drink?' }, text),
    post('plain: explicit stream false', CHAT, { query: 'Where does Alice live?', stream: false }, text),
    post('streamed', CHAT, { query: 'What does Alice like to drink?', stream: true }),
    post('streamed: with a session', CHAT, { query: 'Where does Alice live?', stream: true, session_id: id('s1') }),
    post('with a session', CHAT, { query: 'Where does Alice live?', session_id: id('s1') }, text),
    post('with a target', CHAT, { query: 'What does Bob talk about?', target: bob }, text),
    post('with filters: one session', CHAT, { query: 'Tea?', filters: { session_id: id('s1') } }, text),
    post('with filters: a list of sessions', CHAT, { query: 'Tea?', filters: { session_id: [id('s1')] } }, text),
    post('with filters: in', CHAT, { query: 'Tea?', filters: { session_id: { in: [id('s1')] } } }, text),
    post('with filters and a matching session_id', CHAT, { query: 'Tea?', session_id: id('s1'), filters: { session_id: [id('s1')] } }, text),
    post('reasoning_level minimal', CHAT, { query: 'Tea?', reasoning_level: 'minimal' }, text),
    post('reasoning_level low', CHAT, { query: 'Tea?', reasoning_level: 'low' }, text),
    post('reasoning_level medium', CHAT, { query: 'Tea?', reasoning_level: 'medium' }, text),
    post('reasoning_level high', CHAT, { query: 'Tea?', reasoning_level: 'high' }, text),
    post('reasoning_level max', CHAT, { query: 'Tea?', reasoning_level: 'max' }, text),
    post('a peer that does not exist yet', `${W}/peers/${id('newcomer')}/chat`, { query: 'Who am I?' }, text),
    post('query of 10000 characters', CHAT, { query: 'q'.repeat(10_000) }, text),
    post('refused: query of 10001 characters', CHAT, { query: 'q'.repeat(10_001) }),
    post('refused: empty query', CHAT, { query: '' }),
    post('refused: query missing', CHAT, {}),
    post('refused: query is a number', CHAT, { query: 3 }),
    post('refused: unknown reasoning_level', CHAT, { query: 'x', reasoning_level: 'extreme' }),
    post('refused: stream is not a boolean', CHAT, { query: 'x', stream: 'yes' }),
    post('refused: filters with another key', CHAT, { query: 'x', filters: { peer_id: alice } }),
    post('refused: filters with an operator', CHAT, { query: 'x', filters: { session_id: { ne: id('s1') } } }),
    post('refused: session_id outside the filters', CHAT, { query: 'x', session_id: id('s2'), filters: { session_id: [id('s1')] } }),
    post('refused: response_format is not an object', CHAT, { query: 'x', response_format: 'json' }),
    post('a session that does not exist', CHAT, { query: 'x', session_id: id('nope') }, text),
    post('a workspace that does not exist', `${workspacePath('chat-missing')}/peers/${alice}/chat`, { query: 'x' }, text),
    post('an extra field', CHAT, { query: 'Tea?', temperature: 0.2 }, text),
    post('include_evidence', CHAT, { query: 'What does Alice like?', include_evidence: true }, { ...text, divergence: newerThanServer('include_evidence on peer chat') }),
    post('include_evidence streamed', CHAT, { query: 'What does Alice like?', include_evidence: true, stream: true }, { divergence: newerThanServer('include_evidence on streamed peer chat') }),
    post('workspace chat', `${W}/chat`, { query: 'What does Alice like?' }, { ...text, divergence: newerThanServer('POST /v3/workspaces/{id}/chat') }),
    post('chat completions', '/v1/chat/completions', {
      model: `workspace/${id('chat')}/peer/${alice}`,
      messages: [{ role: 'user', content: 'What does Alice like?' }],
    }, { divergence: newerThanServer('POST /v1/chat/completions (OpenAI-compatible)') }),
    post('chat completions streamed', '/v1/chat/completions', {
      model: `workspace/${id('chat')}/peer/${alice}`,
      messages: [{ role: 'user', content: 'What does Alice like?' }],
      stream: true,
    }, { divergence: newerThanServer('POST /v1/chat/completions with stream: true') }),
    post('chat completions: target and reasoning level in headers', '/v1/chat/completions', {
      model: `workspace/${id('chat')}/peer/${alice}`,
      messages: [{ role: 'user', content: 'What does Bob talk about?' }],
    }, {
      headers: { 'x-honcho-target': bob, 'x-honcho-reasoning-level': 'minimal' },
      divergence: newerThanServer('POST /v1/chat/completions with X-Honcho-* headers'),
    }),
    post('chat completions: bad model', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }, {
      divergence: newerThanServer('POST /v1/chat/completions error answer'),
    }),
  ],
};
