import { REASONING_LEVELS } from '@honcho-ai/api-types';
import type { IntegerPropertySchema, ToolInputSchema } from './tool-input-schema.js';
import type { HonchoToolName, HonchoToolSpec } from './tool-types.js';

const QUERY_MAX = 10_000;
/** The server's limit on a conclusion's content. */
const CONCLUSION_MAX = 65_535;

/** Default number of results of the two search tools. */
export const DEFAULT_SEARCH_LIMIT = 5;

function limit(description: string): IntegerPropertySchema {
  return { type: 'integer', description, minimum: 1, maximum: 20, default: DEFAULT_SEARCH_LIMIT };
}

function objectSchema(properties: ToolInputSchema['properties'], required: readonly string[]): ToolInputSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * The six Honcho tools as the model sees them, in the order they are listed.
 * Descriptions are written for the model: when to call the tool and what
 * comes back.
 */
export const HONCHO_TOOL_SPECS: Readonly<Record<HonchoToolName, HonchoToolSpec>> = {
  honcho_chat: {
    name: 'honcho_chat',
    description:
      'Ask Honcho, the memory of this app, a question about the user and get an answer reasoned from everything it has learnt about them across conversations: preferences, goals, history, habits, personality. Use it whenever knowing the user would improve your reply. Returns { answer }: the answer in words, which says so when Honcho knows nothing relevant.',
    inputSchema: objectSchema(
      {
        query: {
          type: 'string',
          description: 'The question about the user, in natural language, e.g. "What does the user already know about TypeScript?"',
          minLength: 1,
          maxLength: QUERY_MAX,
        },
        reasoningLevel: {
          type: 'string',
          description: 'How hard to think: "minimal" or "low" for quick facts (default), "medium" to "max" for questions that need synthesis.',
          enum: REASONING_LEVELS,
        },
      },
      ['query'],
    ),
  },
  honcho_search: {
    name: 'honcho_search',
    description:
      "Search the user's own past messages, across every conversation, for words or phrases. Use it to find exactly what the user said about something. Returns { messages } (content, session and time), best matches first.",
    inputSchema: objectSchema(
      {
        query: { type: 'string', description: 'Words to look for in what the user has written.', minLength: 1, maxLength: QUERY_MAX },
        limit: limit('Most messages to return, 1-20 (default 5).'),
      },
      ['query'],
    ),
  },
  honcho_context: {
    name: 'honcho_context',
    description:
      'Get an overview of what Honcho knows about the user: their representation (conclusions drawn about them), their peer card (key facts), and, in a conversation, its summary and recent messages. Returns { representation, peerCard, summary, recentMessages }.',
    inputSchema: objectSchema(
      {
        topic: { type: 'string', description: 'Optional topic to focus on, e.g. "travel plans"; omit for a general overview.', minLength: 1, maxLength: QUERY_MAX },
      },
      [],
    ),
  },
  honcho_get_representation: {
    name: 'honcho_get_representation',
    description:
      "Get Honcho's representation of the user: the conclusions it has drawn about them, grouped by how they were reached, optionally focused on a topic. Returns { representation } as text.",
    inputSchema: objectSchema(
      {
        topic: { type: 'string', description: 'Optional topic; the conclusions most related to it come first.', minLength: 1, maxLength: QUERY_MAX },
        maxConclusions: { type: 'integer', description: 'Most conclusions to include, 1-100 (default 25).', minimum: 1, maximum: 100, default: 25 },
      },
      [],
    ),
  },
  honcho_save_conclusion: {
    name: 'honcho_save_conclusion',
    description:
      'Save a lasting fact about the user so it is remembered in future conversations: a preference, goal, constraint or personal detail they shared. Write it as a standalone third-person statement. Do not save secrets or one-off details. Returns { saved }.',
    inputSchema: objectSchema(
      {
        content: {
          type: 'string',
          description: 'The fact, as a standalone statement about the user, e.g. "Prefers short answers with code examples".',
          minLength: 1,
          maxLength: CONCLUSION_MAX,
        },
      },
      ['content'],
    ),
  },
  honcho_search_conclusions: {
    name: 'honcho_search_conclusions',
    description:
      'Search the facts Honcho has saved or concluded about the user, by meaning. Use it to check what is already known before asking the user or saving a new fact. Returns { conclusions }, closest first.',
    inputSchema: objectSchema(
      {
        query: { type: 'string', description: 'What to look for among the facts saved about the user.', minLength: 1, maxLength: QUERY_MAX },
        limit: limit('Most facts to return, 1-20 (default 5).'),
      },
      ['query'],
    ),
  },
};

/** The tool names, in catalogue order. */
export const HONCHO_TOOL_NAMES = Object.keys(HONCHO_TOOL_SPECS) as readonly HonchoToolName[];

/** Whether `name` is one of the Honcho tools. */
export function isHonchoToolName(name: string): name is HonchoToolName {
  return Object.prototype.hasOwnProperty.call(HONCHO_TOOL_SPECS, name);
}
