/** Streaming: print the answer as it arrives; the evidence comes with the final event. */
import type { Evidence, Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';
import { requireEvidence } from './shared/skip.js';

/** What the stream delivered (its deltas went to stdout as they arrived). */
export interface StreamedAnswer {
  readonly text: string;
  readonly evidence: Evidence | null;
}

export async function streaming(honcho: Honcho): Promise<StreamedAnswer> {
  const { alice } = await startConversation(honcho);
  // #region call
  const stream = await alice.chatStream('What is alice training for?', { includeEvidence: true });
  for await (const delta of stream) {
    process.stdout.write(delta); // each piece as it arrives
  }
  const text = await stream.finalText(); // everything, joined
  const cited = stream.evidence; // arrives with the last event
  // #endregion call
  process.stdout.write('\n');
  return { text, evidence: requireEvidence(cited) }; // no evidence on the last event (3.0.12): skipped, not passed
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => streaming(honcho));
