/** Streaming: print the answer as it arrives; the evidence comes with the final event. */
import type { Evidence, Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';
import { requireEvidence } from './shared/skip.js';

/** What the stream delivered. */
export interface StreamedAnswer {
  readonly deltas: readonly string[];
  readonly text: string;
  readonly evidence: Evidence | null;
}

export async function streaming(honcho: Honcho, write: (delta: string) => void = (delta) => process.stdout.write(delta)): Promise<StreamedAnswer> {
  const { alice } = await startConversation(honcho);
  const deltas: string[] = [];
  // #region call
  const stream = await alice.chatStream('What is alice training for?', { includeEvidence: true });
  for await (const delta of stream) {
    write(delta); // e.g. process.stdout.write(delta)
    deltas.push(delta);
  }
  const text = await stream.finalText(); // everything, joined
  const cited = stream.evidence; // arrives with the last event
  // #endregion call
  return { deltas, text, evidence: requireEvidence(cited) }; // no evidence on the last event (3.0.12): skipped, not passed
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => streaming(honcho));
