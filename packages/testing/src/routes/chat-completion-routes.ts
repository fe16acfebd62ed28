import type { ChatCompletionErrorResponse, ResponseFormat } from '@honcho-ai/api-types';
import {
  chatCompletionEventStream,
  makeCompletionId,
  parseChatCompletionRequest,
  runDialectic,
  toChatCompletion,
} from '../dialectic/index.js';
import { peerChatRefusal } from '../auth/body-checks.js';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { HttpError } from '../http/http-error.js';
import { readJsonBody } from '../http/read-json-body.js';
import { eventStreamResponse, jsonResponse } from '../http/responses.js';
import { RequestValidationError } from '../validation/validation-issue.js';
import { dialecticCorpus } from './dialectic-corpus.js';
import { checkResponseFormat } from './response-format.js';

/** An OpenAI-shaped error response. */
export function openAIError(status: number, message: string, param: string | null, code: string | null, type = 'invalid_request_error'): Response {
  const body: ChatCompletionErrorResponse = { error: { message, type, param, code } };
  return jsonResponse(body, status);
}

/** `POST /v1/chat/completions`: the dialectic behind OpenAI's protocol; every error in OpenAI's shape. */
export const chatCompletionRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/chat/completions',
    handler: async ({ request, context: { store, keys } }) => {
      let body: unknown;
      try {
        body = await readJsonBody(request);
      } catch (error) {
        if (error instanceof RequestValidationError) {
          return openAIError(400, 'We could not parse the JSON body of your request.', null, 'invalid_json');
        }
        throw error;
      }
      const parsed = parseChatCompletionRequest(body, request.headers);
      if (!parsed.ok) return jsonResponse(parsed.body, parsed.status);
      const target = { workspace: parsed.workspaceId, peer: parsed.peerId, session: parsed.sessionId };
      const refusal = peerChatRefusal(keys.claimsOf(request), (id) => store.data.get(id), target);
      if (refusal) return openAIError(refusal.status, refusal.message, 'model', 'invalid_api_key');

      let responseFormat: ResponseFormat | undefined;
      if (parsed.responseFormat !== undefined) {
        try {
          responseFormat = checkResponseFormat(parsed.responseFormat);
        } catch (error) {
          // The refusal peer chat answers with a 422, in OpenAI's shape.
          if (!(error instanceof HttpError) || error.status !== 422) throw error;
          return openAIError(400, error.message, 'response_format.json_schema.schema', 'invalid_value');
        }
      }

      const workspace = store.data.get(parsed.workspaceId);
      if (!workspace) return openAIError(404, `The model '${parsed.model}' does not exist: no workspace ${parsed.workspaceId}.`, 'model', 'model_not_found');
      if (!workspace.peers.has(parsed.peerId)) {
        return openAIError(404, `The model '${parsed.model}' does not exist: no peer ${parsed.peerId} in workspace ${parsed.workspaceId}.`, 'model', 'model_not_found');
      }
      // The dialectic looks the target and the session up, as peer chat does; the spec's endpoint has no get-or-create.
      if (parsed.target !== undefined && !workspace.peers.has(parsed.target)) {
        return openAIError(404, `Peer ${parsed.target} not found in workspace ${parsed.workspaceId}`, null, 'not_found');
      }
      if (parsed.sessionId !== undefined && !workspace.sessions.has(parsed.sessionId)) {
        return openAIError(404, `Session ${parsed.sessionId} not found in workspace ${parsed.workspaceId}`, null, 'not_found');
      }

      const observed = parsed.target ?? parsed.peerId;
      const result = runDialectic(
        dialecticCorpus(store, workspace, parsed.peerId, observed),
        {
          text: parsed.query,
          observer: parsed.peerId,
          observed,
          sessionIds: parsed.sessionId === undefined ? undefined : [parsed.sessionId],
          reasoningLevel: parsed.reasoningLevel,
          responseFormat,
        },
      );
      const meta = { model: parsed.model, id: makeCompletionId(() => store.newId()), created: Math.floor(Date.parse(store.timestamp()) / 1000) };
      if (parsed.stream) return eventStreamResponse(chatCompletionEventStream(result, { ...meta, signal: request.signal }));
      return jsonResponse(toChatCompletion(result, meta));
    },
  },
];
