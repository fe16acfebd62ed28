/**
 * Bulk ingestion: any number of messages in one call (100 per request), and
 * an exact report of what was stored when part of a large write fails.
 */
import { BatchWriteError, type Honcho, type Message, type MessageInput } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

/** A chat log as it might come from another system. */
export interface ImportReport {
  readonly stored: number;
  readonly resent: number;
}

export async function bulkIngestion(honcho: Honcho): Promise<ImportReport> {
  // #region import
  const user = await honcho.peer('user-7');
  const bot = await honcho.peer('bot', { configuration: { observeMe: false } });
  const imported = await honcho.session('imported-history');
  // A chat log from elsewhere (a file, another service): 450 turns, more than one request holds.
  const history = Array.from({ length: 450 }, (_, turn) => ({
    from: turn % 2 === 0 ? 'user' : 'bot',
    text: turn % 2 === 0 ? `Day ${turn / 2 + 1}: I walked my dog Biscuit along the river.` : 'Sounds lovely.',
  }));

  const inputs: MessageInput[] = history.map((turn) => (turn.from === 'user' ? user : bot).message(turn.text));
  let stored: Message[];
  let resent = 0;
  try {
    stored = await imported.addMessages(inputs); // 100 per request, in order; every message checked before the first request
  } catch (error) {
    if (!(error instanceof BatchWriteError)) throw error;
    // Every input is in exactly one list: written, notWritten (safe to resend) or unknown (check first).
    console.warn(`${error.written.length} stored, ${error.notWritten.length} not written, ${error.unknown.length} unknown`);
    const retried = await imported.addMessages(error.notWrittenInputs);
    resent = retried.length;
    stored = [...(error.written as Message[]), ...retried];
  }
  // #endregion import
  return { stored: stored.length, resent };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => bulkIngestion(honcho));
