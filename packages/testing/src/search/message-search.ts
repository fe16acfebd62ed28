import type { MessageRecord, WorkspaceRecord } from '../store/records.js';
import { applyFilters, FILTER_FIELDS } from '../validation/filter-body.js';
import { lexicalSearch } from './lexical-search.js';

/**
 * The messages a search route returns: the workspace's messages that match
 * `filters`, ranked by {@link lexicalSearch}, at most `limit`. As on the
 * server, the routes pass the user's filters with their own scope written
 * over them (`workspace_id`, and `session_id` or `peer_id`), so a route's
 * scope cannot be widened; and a `peer_perspective` key is not a column but
 * keeps the messages of sessions that peer is a member of. A workspace that
 * does not exist has nothing to find.
 *
 * @throws HttpError 422 for a filter the server refuses.
 */
export function searchMessages(workspace: WorkspaceRecord | undefined, query: string, filters: Readonly<Record<string, unknown>>, limit: number): MessageRecord[] {
  const { peer_perspective: perspective, ...columns } = filters;
  const hasPerspective = Object.hasOwn(filters, 'peer_perspective');
  const messages: MessageRecord[] = [];
  for (const session of workspace?.sessions.values() ?? []) {
    if (hasPerspective && !(typeof perspective === 'string' && session.peers.has(perspective))) continue;
    messages.push(...session.messages);
  }
  messages.sort((a, b) => a.seq - b.seq);
  const candidates = applyFilters(messages, columns, FILTER_FIELDS.messages);
  return lexicalSearch(candidates, query, (message) => message.content)
    .slice(0, limit)
    .map((hit) => hit.item);
}
