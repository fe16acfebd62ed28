/**
 * Cancelling a stream: leave the loop, call `stream.abort()`, or abort the
 * call's `signal`. Each closes the HTTP response, so the server stops work.
 */
import { APIUserAbortError, type Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What each way of stopping produced. */
export interface AbortedStreams {
  /** Deltas read before `break`. */
  readonly brokenAfter: readonly string[];
  /** Deltas read before the signal fired, and the error the loop saw. */
  readonly signalled: { readonly deltas: readonly string[]; readonly error: string };
}

export async function streamingAbort(honcho: Honcho): Promise<AbortedStreams> {
  const { alice } = await startConversation(honcho);

  // #region break
  const brokenAfter: string[] = [];
  const answer = await alice.chatStream('Where did alice move, and what is she looking for?');
  for await (const delta of answer) {
    brokenAfter.push(delta);
    if (brokenAfter.length === 3) break; // closes the response; later chunks are never read
  }
  // #endregion break

  // #region signal
  const controller = new AbortController(); // e.g. the user pressed "stop", or request.signal in a route handler
  const deltas: string[] = [];
  let error = '';
  try {
    const stopped = await alice.chatStream('What does alice do on Saturdays?', { signal: controller.signal });
    for await (const delta of stopped) {
      deltas.push(delta);
      if (deltas.length === 2) controller.abort();
    }
  } catch (caught) {
    if (!(caught instanceof APIUserAbortError)) throw caught;
    error = caught.name; // 'APIUserAbortError': you stopped it, nothing failed
  }
  // #endregion signal
  return { brokenAfter, signalled: { deltas, error } };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => streamingAbort(honcho));
