/** Conclusions: facts a peer holds about itself or another peer; create, list, query, and the representation built from them. */
import type { Conclusion, Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What was created and found. */
export interface ConclusionsResult {
  readonly created: readonly Conclusion[];
  readonly listed: readonly string[];
  readonly queried: readonly string[];
  readonly representation: string;
}

export async function conclusions(honcho: Honcho): Promise<ConclusionsResult> {
  const { alice } = await startConversation(honcho);
  // #region create
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  const aboutAlice = assistant.conclusionsOf(alice); // what the assistant has concluded about alice
  const created = await aboutAlice.create([
    { content: 'alice is vegetarian' },
    { content: 'alice runs before work to train for her half marathon' },
    { content: 'alice prefers tea in the evening' },
  ]); // any number: 100 per request; each may name the session it came from (sessionId)
  // #endregion create

  // #region read
  const explicit = await aboutAlice.list({ filters: { level: 'explicit' } });
  const listed: string[] = [];
  for await (const conclusion of explicit) listed.push(conclusion.content);
  const hits = await aboutAlice.query('marathon training', { topK: 2 }); // best match first
  const representation = await aboutAlice.representation({ searchQuery: 'tea' }); // markdown, for a prompt
  // #endregion read
  return { created, listed, queried: hits.map((hit) => hit.content), representation };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => conclusions(honcho));
