import type { CorpusCard, DialecticCorpus } from '../dialectic/index.js';
import type { MemoryStore } from '../store/memory-store.js';
import { peerCardKey, type WorkspaceRecord } from '../store/records.js';

/**
 * What the dialectic may read in a workspace for a question from `observer`
 * about `observed` (`null` for every peer, as workspace chat asks): every
 * message and conclusion (the dialectic filters them), and the peer cards
 * that concern the pair.
 */
export function dialecticCorpus(store: MemoryStore, workspace: WorkspaceRecord, observer: string | null, observed: string | null): DialecticCorpus {
  // Records carry the wire field names the corpus reads; no copy is needed.
  return { messages: store.allMessages(workspace), conclusions: workspace.conclusions.values(), cards: cardsOf(workspace, observer, observed) };
}

function* cardsOf(workspace: WorkspaceRecord, observer: string | null, observed: string | null): Generator<CorpusCard> {
  const peers = (id: string | null): string[] => (id === null ? [...workspace.peers.keys()] : [id]);
  for (const observerId of peers(observer)) {
    for (const observedId of peers(observed)) {
      const entries = workspace.peerCards.get(peerCardKey(observerId, observedId));
      if (entries !== undefined && entries.length > 0) yield { observer_id: observerId, observed_id: observedId, entries };
    }
  }
}
