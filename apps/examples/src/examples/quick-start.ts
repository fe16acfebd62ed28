/** The quick start: peers, a session, a few messages, and a question about the user. */
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

export async function quickStart(honcho: Honcho): Promise<string | null> {
  // #region quick-start
  const alice = await honcho.peer('alice');
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });

  const session = await honcho.session('support-42');
  await session.addPeers([alice, assistant]);
  await session.addMessages([
    alice.message('I just moved to Lisbon and I am looking for a vegetarian restaurant.'),
    assistant.message('Welcome! Any cuisine you prefer?'),
    alice.message('I love Indian food, especially dal.'),
  ]);

  const answer = await alice.chat('What food does alice love?'); // string | null
  // #endregion quick-start
  return answer;
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => quickStart(honcho));
