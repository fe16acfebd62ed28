import type { HonchoToolName } from './tool-types.js';

/** A value in a tool's output, in the JSON Schema subset the output schemas use. */
export type ToolOutputValueSchema =
  | { readonly type: 'string' | readonly ['string', 'null']; readonly description?: string; readonly enum?: readonly string[] }
  | { readonly type: 'array' | readonly ['array', 'null']; readonly description?: string; readonly items: ToolOutputValueSchema }
  | ToolOutputSchema;

/** What a tool returns, as a JSON Schema object: every field named and required, no others. */
export interface ToolOutputSchema {
  readonly type: 'object';
  readonly description?: string;
  readonly properties: Readonly<Record<string, ToolOutputValueSchema>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
}

function objectOf(properties: ToolOutputSchema['properties'], description?: string): ToolOutputSchema {
  return { type: 'object', ...(description === undefined ? {} : { description }), properties, required: Object.keys(properties), additionalProperties: false };
}

const text = (description: string) => ({ type: 'string', description }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;
const listOf = (items: ToolOutputValueSchema, description: string) => ({ type: 'array', description, items }) as const;

/**
 * What each Honcho tool returns, as JSON Schema: the same shapes as the
 * `Honcho*Output` types, for frameworks that check or show a tool's output
 * (Mastra's `outputSchema`, MCP's `outputSchema`). Kept beside
 * `HONCHO_TOOL_SPECS` so each tool is still defined once; a test runs every
 * tool against the emulator and checks its output against these.
 */
export const HONCHO_TOOL_OUTPUT_SCHEMAS: Readonly<Record<HonchoToolName, ToolOutputSchema>> = {
  honcho_chat: objectOf({ answer: nullableText("Honcho's answer; null only for an empty answer.") }),
  honcho_search: objectOf({
    messages: listOf(
      objectOf({ content: text('What the user wrote.'), sessionId: text('The session it was written in.'), createdAt: text('When, as an ISO 8601 timestamp.') }),
      "The user's matching messages, best first.",
    ),
  }),
  honcho_context: objectOf({
    representation: nullableText('What Honcho has concluded about the user, as text; null when nothing yet.'),
    peerCard: { type: ['array', 'null'], description: 'Key facts about the user; null when there is no card yet.', items: { type: 'string' } },
    summary: nullableText("The session's summary; null outside a session or before one exists."),
    recentMessages: listOf(
      objectOf({ role: { type: 'string', enum: ['user', 'assistant'] }, peerId: text('The peer who wrote it.'), content: text('The message text.') }),
      "The session's recent messages, oldest first.",
    ),
  }),
  honcho_get_representation: objectOf({ representation: text('What Honcho has concluded about the user, as text.') }),
  honcho_save_conclusion: objectOf({ saved: objectOf({ id: text("The conclusion's id."), content: text('The fact as stored.') }, 'The conclusion as stored.') }),
  honcho_search_conclusions: objectOf({
    conclusions: listOf(
      objectOf({ id: text("The conclusion's id."), content: text('The fact.'), level: text('How it was reached (explicit, deductive, ...).'), createdAt: text('When, as an ISO 8601 timestamp.') }),
      'The closest conclusions, best first.',
    ),
  }),
};
