/** Structured output with a zod 4 schema: a typed, validated object instead of text. */
import type { Honcho } from '@honcho-ai/sdk';
// #region import
import { z } from 'zod';
// #endregion import
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

// #region schema
const Profile = z.object({
  city: z.string().describe('The city alice moved to'),
  food: z.string().describe('Her favourite food'),
  training: z.string().nullable().describe('The race she is training for'),
  confidence: z.number().min(0).max(1).describe('How strongly the evidence supports this, 0 to 1'),
});
type Profile = z.infer<typeof Profile>;
// #endregion schema

export async function structuredOutputZod4(honcho: Honcho): Promise<Profile | null> {
  const { alice } = await startConversation(honcho);
  // #region call
  const profile = await alice.chat('Where did alice move, what is her favourite food, and what race is she training for?', {
    responseFormat: Profile,
  }); // Profile | null: parsed and validated by zod before it reaches you
  // #endregion call
  return profile;
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => structuredOutputZod4(honcho));
