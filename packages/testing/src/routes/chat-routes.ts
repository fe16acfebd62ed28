import { REASONING_LEVELS, type DialecticResponse, type ReasoningLevel, type ResponseFormat } from '@honcho-ai/api-types';
import { requireMemberSessions, requireWorkspaceLevelKey, SCOPE_NEEDS_WORKSPACE_KEY } from '../auth/body-checks.js';
import { dialecticEventStream, runDialectic, toDialecticResponse, type DialecticQuery } from '../dialectic/index.js';
import type { EmulatorContext, EmulatorRoute } from '../emulator/emulator-context.js';
import { servesExtensions, type EmulatorServerProfile } from '../emulator/server-profile.js';
import { HttpError, notFound } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { eventStreamResponse, jsonResponse } from '../http/responses.js';
import type { RouteRequest } from '../http/route-table.js';
import type { WorkspaceRecord } from '../store/records.js';
import { scopeOption } from '../validation/shared-fields.js';
import { anyObject, anything, boolean, nullable, object, oneOf, optional, string } from '../validation/validators.js';
import { dialecticCorpus } from './dialectic-corpus.js';
import { rejectInvalidNewPeerNames, rejectScopeObserved } from './peer-name-checks.js';
import { scopeSessionUnion } from './resolve-scope.js';
import { checkResponseFormat } from './response-format.js';
import { extractSessionAllowlist, rejectScopeWithSessions } from './session-allowlist.js';

/** Longest question (`DialecticOptions.query`). */
export const MAX_CHAT_QUERY_CHARS = 10_000;


/** Ends the server's refusals of a scope as the asking peer or the target. */
const SCOPE_CHAT_ACTION = 'No representation is formed of a scope, so a scope cannot be a chat observer or target.';

const dialecticFields = {
  query: string({ min: 1, max: MAX_CHAT_QUERY_CHARS }),
  stream: optional(boolean(), () => false),
  session_id: optional(nullable(string())),
  scope: optional(nullable(scopeOption())),
  reasoning_level: optional(oneOf(REASONING_LEVELS), (): ReasoningLevel => 'low'),
  response_format: optional(nullable(anyObject())),
};

/**
 * `include_evidence`, the emulator's extension: evidence is sent only when asked for. Server
 * 3.0.12 does not know the field, so under its profile it is ignored like any unknown field
 * (not even checked to be a boolean).
 */
const evidenceField = (profile: EmulatorServerProfile) => ({
  include_evidence: servesExtensions(profile) ? optional(boolean(), () => false) : optional(anything()),
});

/** Whether to send evidence: asked for, on a profile that has it. */
const wantsEvidence = (profile: EmulatorServerProfile, asked: unknown): boolean => servesExtensions(profile) && asked === true;

/** Runs the dialectic over the workspace's store and answers as JSON or as a stream. */
function answer(input: RouteRequest<EmulatorContext>, workspace: WorkspaceRecord, query: DialecticQuery, stream: boolean): Response {
  const result = runDialectic(dialecticCorpus(input.context.store, workspace, query.observer, query.observed), query);
  if (stream) return eventStreamResponse(dialecticEventStream(result, { signal: input.request.signal }));
  return jsonResponse(toDialecticResponse(result) satisfies DialecticResponse);
}

/**
 * Sessions recall may draw on: a scope (one or several) stands for its member
 * sessions. The emulator copies nothing into scopes, so reading "through a
 * scope's view" is reading those sessions. An empty `session_id` is no
 * session, as on the server.
 */
function allowlist(scopeSessions: string[] | undefined, fromFilters: string[] | undefined, sessionId: string | null | undefined): string[] | undefined {
  if (scopeSessions !== undefined) return scopeSessions;
  if (fromFilters !== undefined) return fromFilters;
  return sessionId ? [sessionId] : undefined;
}

/** A scope option's sessions; before the workspace exists, every scope is unknown (404). */
function scopeSessions(workspace: WorkspaceRecord | undefined, workspaceId: string, scope: string | string[] | null | undefined): string[] | undefined {
  if (scope === null || scope === undefined) return undefined;
  if (workspace === undefined) {
    const first = typeof scope === 'string' ? scope : scope[0];
    throw notFound(`Scope ${first} not found in workspace ${workspaceId}`);
  }
  return scopeSessionUnion(workspace, scope);
}

const formatOf = (format: Record<string, unknown> | null | undefined): ResponseFormat | undefined =>
  format == null ? undefined : checkResponseFormat(format);

/**
 * A stream that ends at once without an event: what the server sends when
 * the dialectic fails after the stream has started (its 200 is already out),
 * e.g. for a target or session that does not exist.
 */
function abandonedStream(): Response {
  return eventStreamResponse(new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }));
}

/** Peer chat and workspace chat. */
export const chatRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/chat',
    handler: async (input) => {
      const body = await parseJsonBody(
        input.request,
        object({
          ...dialecticFields,
          ...evidenceField(input.context.serverProfile),
          target: optional(nullable(string())),
          filters: optional(nullable(anyObject())),
        }),
        { required: true },
      );
      const { store } = input.context;
      const workspaceId = input.params.workspace_id as string;
      const peerId = input.params.peer_id as string;
      // The server's order: scope names, then the scope option, the filters, the schema; nothing is created before.
      rejectScopeObserved(store.data.get(workspaceId), [peerId, body.target], SCOPE_CHAT_ACTION);
      rejectScopeWithSessions(body.scope, body.filters, body.session_id);
      // A peer key may only read through sessions its peer is in (the server's checks, in its order).
      const claims = input.context.keys.claimsOf(input.request);
      if (body.scope != null) requireWorkspaceLevelKey(claims, SCOPE_NEEDS_WORKSPACE_KEY);
      const fromScope = scopeSessions(store.data.get(workspaceId), workspaceId, body.scope);
      if (body.session_id) requireMemberSessions(claims, store.data.get(workspaceId), [body.session_id]);
      const fromFilters = extractSessionAllowlist(body.filters, body.session_id);
      if (fromFilters !== undefined) requireMemberSessions(claims, store.data.get(workspaceId), fromFilters);
      const responseFormat = formatOf(body.response_format);
      // The server get-or-creates the workspace and the asking peer, even when the chat then fails.
      rejectInvalidNewPeerNames(store.data.get(workspaceId), [peerId]);
      const workspace = store.ensureWorkspace(workspaceId).record;
      store.ensurePeer(workspace, peerId);
      try {
        // Checked once the stream would have started: a stream then ends empty.
        if (body.target != null) store.requirePeer(workspace, body.target);
        if (body.session_id) store.requireSession(workspace, body.session_id);
      } catch (error) {
        if (body.stream && error instanceof HttpError) return abandonedStream();
        throw error;
      }
      const query: DialecticQuery = {
        // The server drops NUL characters from the question.
        text: body.query.replaceAll('\u0000', ''),
        observer: peerId,
        observed: body.target ?? peerId,
        sessionIds: allowlist(fromScope, fromFilters, body.session_id),
        reasoningLevel: body.reasoning_level,
        responseFormat,
        includeEvidence: wantsEvidence(input.context.serverProfile, body.include_evidence),
      };
      return answer(input, workspace, query, body.stream);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/chat',
    handler: async (input) => {
      const body = await parseJsonBody(input.request, object({ ...dialecticFields, ...evidenceField(input.context.serverProfile) }), { required: true });
      rejectScopeWithSessions(body.scope, undefined, body.session_id);
      const responseFormat = formatOf(body.response_format);
      const workspace = input.context.store.requireWorkspace(input.params.workspace_id as string);
      const query: DialecticQuery = {
        text: body.query,
        // Every peer's conclusions and messages: the workspace's collective knowledge.
        observer: null,
        observed: null,
        sessionIds: allowlist(scopeSessions(workspace, workspace.id, body.scope), undefined, body.session_id),
        reasoningLevel: body.reasoning_level,
        responseFormat,
        includeEvidence: wantsEvidence(input.context.serverProfile, body.include_evidence),
      };
      return answer(input, workspace, query, body.stream);
    },
  },
];
