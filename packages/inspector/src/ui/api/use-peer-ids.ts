import { useEffect, useState } from 'preact/hooks';
import type { Paged, PeerItem } from '../../contract/inspector-api.js';
import { apiGet, workspacePath } from './client.js';

/** Enough for any choice list a person can scan; a workspace with more peers is searched, not picked from. */
const MAX_PAGES = 10;

/**
 * The ids of a workspace's peers, for "from the view of" / "observer" choices.
 * Empty while loading or if the list fails: the choices are an extra, the view works without them.
 */
export function usePeerIds(workspaceId: string): readonly string[] {
  const [peerIds, setPeerIds] = useState<readonly string[]>([]);

  useEffect(() => {
    let current = true;
    setPeerIds([]);
    async function loadAll(): Promise<void> {
      const collected: string[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await apiGet<Paged<PeerItem>>(workspacePath(workspaceId, ['peers'], { page }));
        collected.push(...answer.items.map((peer) => peer.id));
        if (answer.page >= answer.pages) break;
      }
      if (current) setPeerIds(collected);
    }
    loadAll().catch(() => {
      // The choices stay empty; the main content of the view reports its own errors.
    });
    return () => {
      current = false;
    };
  }, [workspaceId]);

  return peerIds;
}
