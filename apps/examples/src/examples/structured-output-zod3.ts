/** Structured output with a zod 3 schema: apps still on zod 3.25 pass their schemas unchanged. */
import type { Honcho } from '@honcho-ai/sdk';
// `zod3` is this workspace's alias for zod@3.25; in your app it is plain `import { z } from 'zod'`.
// #region import
import { z } from 'zod3';
// #endregion import
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

// #region schema
const Habits = z.object({
  weekends: z.string().describe('What alice does on Saturdays'),
  coffee: z.string().optional().describe('The coffee she drinks'),
  hobbies: z.array(z.string()).max(3),
});
// #endregion schema

export async function structuredOutputZod3(honcho: Honcho): Promise<z.infer<typeof Habits> | null> {
  const { alice } = await startConversation(honcho);
  // #region call
  const habits = await alice.chat('What does alice do on Saturdays, and which coffee does she drink?', { responseFormat: Habits });
  // habits: { weekends: string; coffee?: string | undefined; hobbies: string[] } | null
  // #endregion call
  return habits;
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => structuredOutputZod3(honcho));
