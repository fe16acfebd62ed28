import type { HttpProber } from './http-probe.js';

/**
 * Whether a chat answer asked for evidence carries it: `null` when the
 * workspace has no peer to ask. One dialectic call at the lowest reasoning
 * level, which is why `--no-chat` skips it.
 */
export async function evidenceOffered(http: HttpProber, workspacePath: string): Promise<boolean | null> {
  const peers = await http.request('POST', `${workspacePath}/peers/list?size=1`, {});
  const peerId = peers.ok && peers.status === 200 ? (peers.body as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id : undefined;
  if (typeof peerId !== 'string') return null;
  const answer = await http.request('POST', `${workspacePath}/peers/${encodeURIComponent(peerId)}/chat`, { query: 'What do you know? (honcho doctor, checking for evidence)', include_evidence: true, reasoning_level: 'minimal', stream: false });
  if (!answer.ok || answer.status !== 200) return null;
  const body = answer.body as { evidence?: unknown } | null;
  return body?.evidence !== undefined && body.evidence !== null;
}

