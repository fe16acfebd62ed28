import type { Honcho } from '@honcho-ai/sdk';
import type { ObservationGraph } from '../contract/inspector-api.js';

/** How many conclusions the graph reads at most (20 pages of the server's largest size). */
export const GRAPH_CONCLUSION_LIMIT = 2_000;

/**
 * Who observes whom in a workspace: every peer as a node, an edge for each observer → observed
 * pair with the number of conclusions the observer holds about the observed (a peer's own
 * conclusions about itself are a self-edge).
 */
export async function observationGraph(honcho: Honcho, limit = GRAPH_CONCLUSION_LIMIT): Promise<ObservationGraph> {
  const peers = await (await honcho.peers({ size: 100 })).toArray({ limit: 1_000 });
  const edges = new Map<string, { observer: string; observed: string; conclusions: number }>();
  const perPeer = new Map<string, number>(peers.map((peer) => [peer.id, 0]));
  const first = await honcho.conclusions.list({ size: 100 });
  let counted = 0;
  for await (const conclusion of first) {
    if (counted >= limit) break;
    counted += 1;
    const key = `${conclusion.observerId}\u0000${conclusion.observedId}`;
    const edge = edges.get(key) ?? { observer: conclusion.observerId, observed: conclusion.observedId, conclusions: 0 };
    edge.conclusions += 1;
    edges.set(key, edge);
    perPeer.set(conclusion.observedId, (perPeer.get(conclusion.observedId) ?? 0) + 1);
    if (!perPeer.has(conclusion.observerId)) perPeer.set(conclusion.observerId, 0);
  }
  return {
    nodes: [...perPeer].map(([id, conclusions]) => ({ id, conclusions })),
    edges: [...edges.values()].sort((a, b) => b.conclusions - a.conclusions),
    truncated: counted < first.total,
    counted,
  };
}
