import type { DialecticResponse, ReasoningLevel, ResponseFormat } from '@honcho-ai/api-types';
import { dialecticEventStream, runDialectic, toDialecticResponse, type DialecticQuery } from '../dialectic/index.js';
import type { EmulatorContext, EmulatorRoute } from '../emulator/emulator-context.js';
import { parseJsonBody } from '../http/read-json-body.js';
import { eventStreamResponse, jsonResponse } from '../http/responses.js';
import type { RouteRequest } from '../http/route-table.js';
import type { WorkspaceRecord } from '../store/records.js';
import { scopeOption } from '../validation/shared-fields.js';
import { anyObject, boolean, nullable, object, oneOf, optional, string } from '../validation/validators.js';
import { scopeSessionUnion } from './resolve-scope.js';
import { checkResponseFormat } from './response-format.js';
import { extractSessionAllowlist, rejectScopeWithSessions } from './session-allowlist.js';

/** Longest question (`DialecticOptions.query`). */
export const MAX_CHAT_QUERY_CHARS = 10_000;

/** The reasoning levels, least effort first. */
export const REASONING_LEVELS: readonly ReasoningLevel[] = ['minimal', 'low', 'medium', 'high', 'max'];

const dialecticFields = {
  query: string({ min: 1, max: MAX_CHAT_QUERY_CHARS }),
  stream: optional(boolean(), () => false),
  session_id: optional(nullable(string())),
  scope: optional(nullable(scopeOption())),
  reasoning_level: optional(oneOf(REASONING_LEVELS), (): ReasoningLevel => 'low'),
  response_format: optional(nullable(anyObject())),
  include_evidence: optional(boolean(), () => false),
};

/** Runs the dialectic over the workspace's store and answers as JSON or as a stream. */
function answer(input: RouteRequest<EmulatorContext>, workspace: WorkspaceRecord, query: DialecticQuery, stream: boolean): Response {
  const result = runDialectic(
    // Records carry the wire field names the corpus reads; no copy is needed.
    { messages: input.context.store.allMessages(workspace), conclusions: workspace.conclusions.values() },
    query,
  );
  if (stream) return eventStreamResponse(dialecticEventStream(result, { signal: input.request.signal }));
  return jsonResponse(toDialecticResponse(result) satisfies DialecticResponse);
}

/**
 * Sessions recall may draw on: a scope (one or several) stands for its member
 * sessions. The emulator copies nothing into scopes, so reading "through a
 * scope's view" is reading those sessions.
 */
function allowlist(workspace: WorkspaceRecord, scope: string | string[] | null | undefined, fromFilters: string[] | undefined, sessionId: string | null | undefined): string[] | undefined {
  if (scope != null) return scopeSessionUnion(workspace, scope);
  if (fromFilters !== undefined) return fromFilters;
  return sessionId != null ? [sessionId] : undefined;
}

const formatOf = (format: Record<string, unknown> | null | undefined): ResponseFormat | undefined =>
  format == null ? undefined : checkResponseFormat(format);

/** Peer chat and workspace chat. */
export const chatRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/peers/{peer_id}/chat',
    handler: async (input) => {
      const body = await parseJsonBody(
        input.request,
        object({ ...dialecticFields, target: optional(nullable(string())), filters: optional(nullable(anyObject())) }),
        { required: true },
      );
      rejectScopeWithSessions(body.scope, body.filters, body.session_id);
      const fromFilters = extractSessionAllowlist(body.filters, body.session_id);
      const responseFormat = formatOf(body.response_format);
      const { store } = input.context;
      const workspace = store.requireWorkspace(input.params.workspace_id as string);
      const peerId = input.params.peer_id as string;
      // The server get-or-creates the asking peer.
      store.ensurePeer(workspace, peerId);
      const query: DialecticQuery = {
        text: body.query,
        observer: peerId,
        observed: body.target ?? peerId,
        sessionIds: allowlist(workspace, body.scope, fromFilters, body.session_id),
        reasoningLevel: body.reasoning_level,
        responseFormat,
        includeEvidence: body.include_evidence,
      };
      return answer(input, workspace, query, body.stream);
    },
  },
  {
    method: 'POST',
    path: '/v3/workspaces/{workspace_id}/chat',
    handler: async (input) => {
      const body = await parseJsonBody(input.request, object(dialecticFields), { required: true });
      rejectScopeWithSessions(body.scope, undefined, body.session_id);
      const responseFormat = formatOf(body.response_format);
      const workspace = input.context.store.requireWorkspace(input.params.workspace_id as string);
      const query: DialecticQuery = {
        text: body.query,
        // Every peer's conclusions and messages: the workspace's collective knowledge.
        observer: null,
        observed: null,
        sessionIds: allowlist(workspace, body.scope, undefined, body.session_id),
        reasoningLevel: body.reasoning_level,
        responseFormat,
        includeEvidence: body.include_evidence,
      };
      return answer(input, workspace, query, body.stream);
    },
  },
];
