import type { Session } from '@honcho-ai/sdk';
import { CONCLUSION_LEVELS, type CardUpdate, type ChatEvent, type ChatRequest, type InspectorInfo, type PeerDetail, type SearchResults, type SessionDetail, type SessionMember, type SessionSummaries } from '../contract/inspector-api.js';
import { InspectorApiError } from './api-error.js';
import { chooseAssistant } from './assistant-choice.js';
import { chatEvents } from './chat-events.js';
import { conclusionItem, messageItem, pagedView, peerItem, queueView, sessionContextView, sessionItem, summaryItem, webhookItem, wireConclusionItem, workspaceItem } from './contract-views.js';
import type { HonchoReader } from './honcho-reader.js';
import { describeKey } from './key-claims.js';
import { filteredMessages, readMessageFilter } from './message-filter.js';
import { observationGraph } from './observation-graph.js';

/** What a route handler gets: the path's parameters, the query, the body, and the browser's abort signal. */
export interface RouteContext {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: () => Promise<unknown>;
  readonly signal: AbortSignal;
  readonly reader: HonchoReader;
  readonly info: InspectorInfo;
  readonly apiKey: string | undefined;
}

/** A JSON answer, an event stream, or no content. */
export type RouteResult = { readonly json: unknown } | { readonly events: AsyncIterable<ChatEvent> } | { readonly empty: true };

export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `/workspaces/:workspace/peers/:peer`: literal segments and `:named` ones, after `/api`. */
  readonly path: string;
  /** Changes what Honcho holds: served only with `--allow-writes`. */
  readonly writes?: true;
  readonly handle: (context: RouteContext) => Promise<RouteResult>;
}

/** The inspector's API (src/contract/inspector-api.ts documents each answer). Chat reads only, so it is no write. */
export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/info', handle: async ({ info }) => ({ json: info }) },
  {
    method: 'GET',
    path: '/workspaces',
    handle: async ({ reader, query, signal }) => {
      return { json: pagedView(await reader.workspaceItems(pageNumber(query), 50, signal), workspaceItem) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/peers',
    handle: async ({ reader, params, query, signal }) => {
      const page = pageNumber(query);
      return { json: pagedView(await (await reader.workspace(params.workspace!)).peers({ page, size: 50, signal }), peerItem) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/peers/:peer',
    handle: async ({ reader, params, signal }) => {
      const peer = await reader.peer(params.workspace!, params.peer!);
      const detail: PeerDetail = { ...peerItem(peer), card: await peer.getCard(undefined, { signal }) };
      return { json: detail };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/peers/:peer/representation',
    handle: async ({ reader, params, query, signal }) => {
      const peer = await reader.peer(params.workspace!, params.peer!);
      const target = query.get('target') || null;
      if (target !== null) await reader.peer(params.workspace!, target);
      const representation = await peer.representation({ signal, ...(target !== null && { target }) });
      return { json: { peerId: peer.id, target, representation } };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/peers/:peer/sessions',
    handle: async ({ reader, params, query, signal }) => {
      const page = pageNumber(query);
      const peer = await reader.peer(params.workspace!, params.peer!);
      return { json: pagedView(await peer.sessions({ page, size: 50, signal }), sessionItem) };
    },
  },
  {
    method: 'PUT',
    path: '/workspaces/:workspace/peers/:peer/card',
    writes: true,
    handle: async ({ reader, params, body, signal }) => {
      const update = (await body()) as Partial<CardUpdate> | null;
      if (!update || !Array.isArray(update.card) || update.card.some((fact) => typeof fact !== 'string')) {
        throw new InspectorApiError('bad-request', 400, 'card: must be a list of strings, one fact each.');
      }
      const peer = await reader.peer(params.workspace!, params.peer!);
      const card = await peer.setCard([...update.card], undefined, { signal });
      const detail: PeerDetail = { ...peerItem(peer), card };
      return { json: detail };
    },
  },
  {
    method: 'POST',
    path: '/workspaces/:workspace/peers/:peer/chat',
    handle: async ({ reader, params, body, signal }) => {
      const request = (await body()) as Partial<ChatRequest> | null;
      if (!request || typeof request.query !== 'string' || request.query.trim() === '') throw new InspectorApiError('bad-request', 400, 'query: ask a question (a non-empty string).');
      const optional = (value: unknown, field: string) => {
        if (value === undefined || value === null || value === '') return undefined;
        if (typeof value !== 'string') throw new InspectorApiError('bad-request', 400, `${field}: must be an id (a string).`);
        return value;
      };
      const peer = await reader.peer(params.workspace!, params.peer!);
      const target = optional(request.target, 'target');
      const session = optional(request.session, 'session');
      // Looked up first, so an unknown one is a readable 404 rather than a stream that breaks off.
      if (target !== undefined) await reader.peer(params.workspace!, target);
      if (session !== undefined) await reader.session(params.workspace!, session);
      return { events: chatEvents(peer, { query: request.query, target, session }, signal) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/conclusions',
    handle: async ({ reader, params, query, signal }) => {
      const filters: Record<string, unknown> = {};
      const observer = query.get('observer');
      const observed = query.get('observed');
      const level = query.get('level');
      if (observer) filters.observer_id = observer;
      if (observed) filters.observed_id = observed;
      if (level) {
        if (!(CONCLUSION_LEVELS as readonly string[]).includes(level)) throw new InspectorApiError('bad-request', 400, `level: must be one of ${CONCLUSION_LEVELS.join(', ')}; got "${level}".`);
        filters.level = level;
      }
      const since = readSince(query);
      if (since !== undefined) filters.created_at = { gte: since };
      const page = pageNumber(query);
      const honcho = await reader.workspace(params.workspace!);
      return { json: pagedView(await honcho.conclusions.list({ filters, page, size: 50, signal }), conclusionItem) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/conclusions/:conclusion',
    handle: async ({ reader, params, signal }) => ({ json: conclusionItem(await reader.conclusion(params.workspace!, params.conclusion!, signal)) }),
  },
  {
    method: 'DELETE',
    path: '/workspaces/:workspace/conclusions/:conclusion',
    writes: true,
    handle: async ({ reader, params, signal }) => {
      const conclusion = await reader.conclusion(params.workspace!, params.conclusion!, signal);
      const observer = await reader.peer(params.workspace!, conclusion.observerId);
      await observer.conclusionsOf(conclusion.observedId).delete(conclusion.id, { signal });
      return { empty: true };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions',
    handle: async ({ reader, params, query, signal }) => {
      const page = pageNumber(query);
      return { json: pagedView(await (await reader.workspace(params.workspace!)).sessions({ page, size: 50, signal }), sessionItem) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions/:session',
    handle: async ({ reader, params, signal }) => {
      const session = await reader.session(params.workspace!, params.session!);
      const members = (await sessionMembers(session, signal)).map(({ id, observeMe, observeOthers }) => ({ id, observeMe, observeOthers }));
      const detail: SessionDetail = { ...sessionItem(session), configuration: { ...(session.configuration ?? {}) }, members };
      return { json: detail };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions/:session/messages',
    handle: async ({ reader, params, query, signal }) => {
      const size = boundedInteger(query.get('size'), 'size', 1, 100) ?? 50;
      const page = pageNumber(query);
      const filter = readMessageFilter(query);
      const session = await reader.session(params.workspace!, params.session!);
      return { json: await filteredMessages(session, filter, { page, size }, signal) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions/:session/messages/:message',
    handle: async ({ reader, params, signal }) => {
      const session = await reader.session(params.workspace!, params.session!);
      return { json: messageItem(await session.getMessage(params.message!, { signal })) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions/:session/summaries',
    handle: async ({ reader, params, signal }) => {
      const summaries = await (await reader.session(params.workspace!, params.session!)).summaries({ signal });
      const view: SessionSummaries = { short: summaryItem(summaries.shortSummary), long: summaryItem(summaries.longSummary) };
      return { json: view };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/sessions/:session/context',
    handle: async ({ reader, params, query, signal }) => {
      const tokens = boundedInteger(query.get('tokens'), 'tokens', 1, 100_000) ?? null;
      const peer = query.get('peer') || undefined;
      const session = await reader.session(params.workspace!, params.session!);
      const context = await session.context({ signal, ...(tokens !== null && { tokens }), ...(peer !== undefined && { peerTarget: peer }) });
      const assistant = chooseAssistant(peer === undefined ? await sessionMembers(session, signal) : [], peer);
      return { json: sessionContextView(context, tokens, assistant) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/search',
    handle: async ({ reader, params, query, signal }) => {
      const text = query.get('q')?.trim();
      if (!text) throw new InspectorApiError('bad-request', 400, 'q: give the text to search for.');
      const honcho = await reader.workspace(params.workspace!);
      const [messages, conclusions] = await Promise.all([honcho.search(text, { limit: 50, signal }), reader.searchConclusions(params.workspace!, text, 10, signal)]);
      const results: SearchResults = {
        items: messages.map(messageItem),
        conclusions: conclusions.found.map(wireConclusionItem),
        ...(conclusions.incomplete !== undefined && { incomplete: conclusions.incomplete }),
      };
      return { json: results };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/queue',
    handle: async ({ reader, params, signal }) => {
      const status = await (await reader.workspace(params.workspace!)).queueStatus({ signal });
      const known = await reader.knownSessionIds(params.workspace!, Object.keys(status.sessions ?? {}), signal);
      return { json: queueView(status, known) };
    },
  },
  {
    method: 'GET',
    path: '/workspaces/:workspace/webhooks',
    handle: async ({ reader, params, signal }) => {
      const page = await (await reader.workspace(params.workspace!)).webhooks.list({ signal });
      return { json: { items: (await page.toArray({ limit: 500 })).map(webhookItem) } };
    },
  },
  { method: 'GET', path: '/workspaces/:workspace/keys', handle: async ({ apiKey }) => ({ json: describeKey(apiKey) }) },
  {
    method: 'GET',
    path: '/workspaces/:workspace/graph',
    handle: async ({ reader, params }) => ({ json: await observationGraph(await reader.workspace(params.workspace!)) }),
  },
];

/** `since`: an ISO 8601 moment (with its zone), for "added since" views. */
function readSince(query: URLSearchParams): string | undefined {
  const raw = query.get('since');
  if (raw === null || raw === '') return undefined;
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(time)) throw new InspectorApiError('bad-request', 400, `since: must be an ISO 8601 date and time, e.g. 2026-01-31T09:00:00Z; got "${raw}".`);
  return new Date(time).toISOString();
}

/** A session's members with their session configuration and their own `observeMe`. */
async function sessionMembers(session: Session, signal: AbortSignal): Promise<(SessionMember & { peerObserveMe: boolean | null })[]> {
  const peers = await session.peers({ signal });
  return Promise.all(
    peers.map(async (peer) => {
      const configuration = await session.getPeerConfiguration(peer, { signal });
      return { id: peer.id, observeMe: configuration.observeMe ?? null, observeOthers: configuration.observeOthers ?? null, peerObserveMe: peer.configuration?.observeMe ?? null };
    }),
  );
}

function pageNumber(query: URLSearchParams): number {
  return boundedInteger(query.get('page'), 'page', 1, 1_000_000) ?? 1;
}

function boundedInteger(raw: string | null, field: string, min: number, max: number): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new InspectorApiError('bad-request', 400, `${field}: must be a whole number from ${min} to ${max}; got "${raw}".`);
  return value;
}

/** The route for a method and a path under `/api`, with its parameters; `undefined` when none matches. */
export function matchRoute(method: string, path: string): { route: ApiRoute; params: Record<string, string> } | { methodNotAllowed: true } | undefined {
  const segments = path.split('/').filter(Boolean);
  let pathMatched = false;
  for (const route of API_ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (!fits) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
