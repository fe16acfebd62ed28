/** Structured output with a zod 3 schema: apps still on zod 3.25 pass their schemas unchanged. */
import type { Honcho } from '@honcho-ai/sdk';
// #region import
import { z as z3 } from 'zod/v3'; // zod 3's API, which zod 4 still ships; on zod 3.25: import { z } from 'zod'
// #endregion import
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

// #region schema
const Habits = z3.object({
  weekends: z3.string().describe('What alice does on Saturdays'),
  coffee: z3.string().optional().describe('The coffee she drinks'),
  hobbies: z3.array(z3.string()).max(3),
});
// #endregion schema

export async function structuredOutputZod3(honcho: Honcho): Promise<z3.infer<typeof Habits> | null> {
  const { alice } = await startConversation(honcho);
  // #region call
  const habits = await alice.chat('What does alice do on Saturdays, and which coffee does she drink?', { responseFormat: Habits });
  // habits: { weekends: string; coffee?: string | undefined; hobbies: string[] } | null
  // #endregion call
  return habits;
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => structuredOutputZod3(honcho));
