/** Evidence: the messages and conclusions an answer was built from. */
import type { ChatResponse, Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';
import { requireEvidence } from './shared/skip.js';

export async function evidence(honcho: Honcho): Promise<ChatResponse> {
  const { alice, session } = await startConversation(honcho);
  await alice.conclusions.create([{ content: 'alice hikes every Saturday morning with a friend', sessionId: session }]);
  // #region call
  const answer = await alice.chat('Where does alice hike on Saturdays?', { includeEvidence: true });
  console.log(answer.content);
  for (const message of answer.evidence?.messages ?? []) {
    console.log(`message ${message.id} from ${message.peer_id} in ${message.session_id}: ${message.content_preview}`);
  }
  for (const conclusion of answer.evidence?.conclusions ?? []) {
    console.log(`conclusion ${conclusion.id} [${conclusion.level}]: ${conclusion.content}`);
  }
  // #endregion call
  requireEvidence(answer.evidence); // a server that sends none (3.0.12) skips this example rather than pass on an empty list
  return answer;
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => evidence(honcho));
