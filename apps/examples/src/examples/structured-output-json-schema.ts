/** Structured output with a plain JSON Schema: no schema library; the answer is JSON text, as in 2.5. */
import type { Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';
import { startConversation } from './shared/conversation.js';

/** What the example returns: the JSON text as received, and what it parses to. */
export interface JsonSchemaAnswer {
  readonly text: string | null;
  readonly parsed: { language: string; city: string } | null;
}

export async function structuredOutputJsonSchema(honcho: Honcho): Promise<JsonSchemaAnswer> {
  const { alice } = await startConversation(honcho);
  // #region call
  const text = await alice.chat('Which language is alice learning, and which city did she move to?', {
    responseFormat: {
      type: 'object',
      properties: {
        language: { type: 'string', description: 'The language alice is learning' },
        city: { type: 'string', description: 'The city alice moved to' },
      },
      required: ['language', 'city'],
      additionalProperties: false,
    },
  }); // string | null: JSON text matching the schema; parse it yourself
  const parsed = text === null ? null : (JSON.parse(text) as { language: string; city: string });
  // #endregion call
  return { text, parsed };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => structuredOutputJsonSchema(honcho));
