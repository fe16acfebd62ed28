import type { Honcho } from '@honcho-ai/sdk';
import type { ImportPeers, ImportPlan } from './plan-import.js';

/** Where an import is, for a progress display. */
export interface ImportProgress {
  readonly sessions: number;
  readonly sessionsDone: number;
  readonly messages: number;
  readonly messagesDone: number;
  /** Messages this run wrote. */
  readonly sent: number;
  /** Messages found already written by an earlier run, and not written again. */
  readonly alreadyWritten: number;
}

/** Options of {@link runImport}. */
export interface RunImportOptions {
  /** Called after each batch of messages. */
  readonly onProgress?: ((progress: ImportProgress) => void) | undefined;
  /** Messages per `addMessages` call; default 100 (one request each). */
  readonly batchSize?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Writes a plan's sessions, in order, each message exactly once: every call
 * is `addMessages(…, { exactlyOnce: true })` with the plan's write ids, so
 * what an earlier run (or a killed one) wrote is found and not sent again.
 * Resolves to the final progress; a failure throws the SDK's error, after
 * which a rerun resumes.
 */
export async function runImport(honcho: Honcho, plan: ImportPlan, peers: ImportPeers, options: RunImportOptions = {}): Promise<ImportProgress> {
  const batchSize = options.batchSize ?? 100;
  let progress: ImportProgress = { sessions: plan.sessions.length, sessionsDone: 0, messages: plan.messages, messagesDone: 0, sent: 0, alreadyWritten: 0 };
  const [user, assistant] = await Promise.all([honcho.peer(peers.userId, { signal: options.signal }), honcho.peer(peers.assistantId, { signal: options.signal })]);
  for (const planned of plan.sessions) {
    const session = await honcho.session(planned.sessionId, { signal: options.signal, ...(planned.title !== undefined && { metadata: { title: planned.title } }) });
    const named = new Set(planned.messages.map((message) => message.peerId));
    await session.addPeers([...new Set([user.id, assistant.id, ...named])], { signal: options.signal });
    for (let start = 0; start < planned.messages.length; start += batchSize) {
      const write = await session.addMessages(planned.messages.slice(start, start + batchSize), { exactlyOnce: true, signal: options.signal });
      progress = {
        ...progress,
        messagesDone: progress.messagesDone + write.writeIds.length,
        sent: progress.sent + write.sent.length,
        alreadyWritten: progress.alreadyWritten + write.alreadyWritten.length,
      };
      options.onProgress?.(progress);
    }
    progress = { ...progress, sessionsDone: progress.sessionsDone + 1 };
    options.onProgress?.(progress);
  }
  return progress;
}
