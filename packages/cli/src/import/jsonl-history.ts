import { type ImportedConversation, type ImportedMessage, ImportInputError, isoTime, objectOrUndefined } from './imported-conversation.js';

/**
 * A generic history, one JSON object per line: `{ "role": "user" |
 * "assistant", "content": "…", "createdAt": "…" }`, or `peerId` instead of
 * `role` for a conversation of named peers, and an optional `sessionId` that
 * groups lines into conversations (else every line is in `defaultSession`).
 * Blank lines are ignored. Each message's id is its line number, so a rerun
 * of the same file adds nothing twice.
 */
export function readJsonlHistory(text: string, file: string, defaultSession: string): ImportedConversation[] {
  const conversations = new Map<string, ImportedMessage[]>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const at = (field: string) => ({ file, conversation: `line ${index + 1}`, field });
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new ImportInputError(at('(line)'), `is not JSON (${(error as Error).message})`);
    }
    const entry = objectOrUndefined(parsed);
    if (entry === undefined) throw new ImportInputError(at('(line)'), 'must be a JSON object');
    const { role, peerId, content, sessionId } = entry;
    if (role === undefined && peerId === undefined) throw new ImportInputError(at('role'), 'is required (user or assistant), or give peerId');
    if (role !== undefined && role !== 'user' && role !== 'assistant') throw new ImportInputError(at('role'), `must be "user" or "assistant", got ${JSON.stringify(role)}`);
    if (peerId !== undefined && typeof peerId !== 'string') throw new ImportInputError(at('peerId'), 'must be a string');
    if (typeof content !== 'string') throw new ImportInputError(at('content'), 'must be a string');
    if (sessionId !== undefined && typeof sessionId !== 'string') throw new ImportInputError(at('sessionId'), 'must be a string');
    const session = (sessionId as string | undefined) ?? defaultSession;
    const messages = conversations.get(session) ?? [];
    conversations.set(session, messages);
    messages.push({
      role: role === 'assistant' ? 'assistant' : 'user',
      peerId: typeof peerId === 'string' ? peerId : undefined,
      content,
      createdAt: isoTime(entry.createdAt, at('createdAt')),
      sourceId: `line-${index + 1}`,
    });
  });
  return [...conversations].map(([sourceId, messages]) => ({ sourceId, messages, skipped: 0 }));
}
