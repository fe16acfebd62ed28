import type { KeyResponse } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError } from '../http/http-error.js';
import { jsonResponse } from '../http/responses.js';
import { parseQuery } from '../validation/query-params.js';
import { datetime, optional, string } from '../validation/validators.js';

/** `POST /v3/keys`. */
export const keyRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/keys',
    handler: ({ request, url, context: { keys } }) => {
      if (!keys.enabled) throw httpError(405, 'Key creation is unavailable because authentication is disabled');
      if (!keys.isAdmin(request)) throw httpError(403, 'Only the admin key can issue keys');
      const query = parseQuery(url.searchParams, {
        workspace_id: optional(string()),
        peer_id: optional(string()),
        session_id: optional(string()),
        expires_at: optional(datetime()),
      });
      if (query.workspace_id === undefined && query.peer_id === undefined && query.session_id === undefined) {
        throw httpError(400, 'At least one of workspace_id, peer_id or session_id is required');
      }
      if ((query.peer_id !== undefined || query.session_id !== undefined) && query.workspace_id === undefined) {
        throw httpError(400, 'Peer and session keys also need workspace_id');
      }
      const key = keys.issue({
        ...(query.workspace_id !== undefined && { workspace_id: query.workspace_id }),
        ...(query.peer_id !== undefined && { peer_id: query.peer_id }),
        ...(query.session_id !== undefined && { session_id: query.session_id }),
        ...(query.expires_at !== undefined && { expires_at: query.expires_at }),
      });
      return jsonResponse({ key } satisfies KeyResponse);
    },
  },
];
