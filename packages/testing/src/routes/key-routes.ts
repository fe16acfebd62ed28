import type { KeyResponse } from '@honcho-ai/api-types';
import type { EmulatorRoute } from '../emulator/emulator-context.js';
import { httpError } from '../http/http-error.js';
import { jsonResponse } from '../http/responses.js';
import { parseQuery } from '../validation/query-params.js';
import { formatStored } from '../datetime/datetime-value.js';
import { pydanticDatetime } from '../datetime/pydantic-datetime.js';
import { optional, string } from '../validation/validators.js';

/** `POST /v3/keys` (admin only: see `ROUTE_POLICIES`). */
export const keyRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v3/keys',
    handler: ({ url, context: { keys } }) => {
      // The server validates the query before it notices authentication is off.
      const query = parseQuery(url.searchParams, {
        workspace_id: optional(string()),
        peer_id: optional(string()),
        session_id: optional(string()),
        // Read as pydantic reads a datetime, so a bad one is refused in its words.
        expires_at: optional(pydanticDatetime()),
      });
      if (!keys.enabled) throw httpError(405, 'Feature is disabled');
      // Empty IDs count as absent, as on the server.
      if (!query.workspace_id && !query.peer_id && !query.session_id) {
        throw httpError(422, 'At least one of workspace_id, peer_id, or session_id must be provided');
      }
      if ((query.peer_id || query.session_id) && !query.workspace_id) {
        throw httpError(422, 'workspace_id is required when scoping a key to a peer or session');
      }
      const key = keys.issue({
        ...(query.workspace_id !== undefined && { workspace_id: query.workspace_id }),
        ...(query.peer_id !== undefined && { peer_id: query.peer_id }),
        ...(query.session_id !== undefined && { session_id: query.session_id }),
        ...(query.expires_at !== undefined && { expires_at: formatStored(query.expires_at) }),
      });
      return jsonResponse({ key } satisfies KeyResponse);
    },
  },
];
