/**
 * The experimental helpers of `@honcho-ai/ai-sdk/experimental`: a dreaming
 * agent that consolidates what the assistant knows about alice and asks what
 * it learnt, and peer identities over peer cards, compared across observers.
 */
import { createHoncho } from '@honcho-ai/ai-sdk';
import {
  createDreamingAgent,
  createPeerIdentity,
  createPeerPerspectives,
  DreamWaitTimeoutError,
  type CardDiff,
  type FullCycleResult,
  type PerspectiveComparison,
} from '@honcho-ai/ai-sdk/experimental';
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the example did: the dream cycle, the identity updates and the comparison. */
export interface ExperimentalResult {
  readonly cycle: FullCycleResult;
  readonly isActive: boolean;
  readonly card: readonly string[];
  readonly merged: CardDiff;
  readonly comparison: PerspectiveComparison;
}

export async function experimentalDreamingIdentity(client: Honcho): Promise<ExperimentalResult> {
  await startConversation(client, 'support-42');
  const honcho = createHoncho({ client });

  // #region dreaming
  const agent = createDreamingAgent({
    client: honcho, // or a Honcho client from @honcho-ai/sdk
    observerPeerId: 'assistant',
    observedPeerId: 'alice',
    sessionId: 'support-42',
    reflectionQueries: ['What is alice training for?', 'What does alice eat?'],
  });
  let cycle: FullCycleResult;
  try {
    // Schedule a dream, wait for Honcho's queue to drain, then ask what was learnt.
    cycle = await agent.fullCycle({ pollIntervalMs: 2_000, timeoutMs: 120_000 });
  } catch (error) {
    if (DreamWaitTimeoutError.isInstance(error)) console.log(`still dreaming: ${error.lastStatus?.pendingWorkUnits} units pending`);
    throw error;
  }
  // The reflection's results, as an array of { query, insight } (what failed is also in cycle.failures).
  for (const { query, insight, ok } of cycle) console.log(ok ? `${query} ${insight}` : `${query} failed`);
  const { isActive } = await agent.getStatus(); // false: the queue has drained
  // #endregion dreaming

  // #region identity
  const aboutAlice = createPeerIdentity({ client: honcho, peerId: 'assistant', targetPeerId: 'alice' });
  await aboutAlice.replace(['Lives in Lisbon', 'Vegetarian']);
  // Concurrent updates to one card are serialised in this process: no entry is lost.
  await Promise.all([aboutAlice.append('Training for a half marathon'), aboutAlice.append('Learning Portuguese')]);
  const merged = await aboutAlice.merge(['Vegetarian', 'Hikes on Saturdays']); // merged.added: ['Hikes on Saturdays']
  const card = await aboutAlice.read();
  // #endregion identity

  // #region perspectives
  const views = createPeerPerspectives({ client: honcho, targetPeerId: 'alice', observerPeerIds: ['assistant', 'coach'] });
  await views.of('coach').append(['Training for a half marathon', 'Runs 40 km a week']);
  const comparison = await views.compare();
  console.log('everyone agrees:', comparison.consensus);
  console.log('only the coach knows:', comparison.unique.coach);
  // #endregion perspectives

  return { cycle, isActive, card, merged, comparison };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => experimentalDreamingIdentity(honcho));
