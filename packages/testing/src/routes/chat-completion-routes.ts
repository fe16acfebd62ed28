import type { ChatCompletionErrorResponse, ResponseFormat } from '@honcho-ai/api-types';
import {
  chatCompletionEventStream,
  makeCompletionId,
  parseChatCompletionRequest,
  runDialectic,
  toChatCompletion,
} from '../dialectic/index.js';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
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
    handler: async ({ request, context: { store } }) => {
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

      let responseFormat: ResponseFormat | undefined;
      if (parsed.responseFormat !== undefined) {
        try {
          responseFormat = checkResponseFormat(parsed.responseFormat, ['response_format', 'json_schema', 'schema']);
        } catch (error) {
          if (!(error instanceof RequestValidationError)) throw error;
          const first = error.issues[0];
          const param = first ? first.loc.join('.') : 'response_format.json_schema.schema';
          return openAIError(400, `Invalid response_format: ${error.message}`, param, 'invalid_value');
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
