import type { ReasoningLevel } from '@honcho-ai/sdk';
import { HonchoMemoryError } from '../errors/honcho-memory-error.js';
import { fetchMemory } from '../memory/fetch-memory.js';
import { Deadline } from '../provider/deadline.js';
import type { Conversation, HonchoRuntime } from '../provider/honcho-runtime.js';
import { toolInputError, toolInputIssues, type ToolInputSchema } from './tool-input-schema.js';

const REASONING_LEVELS: readonly ReasoningLevel[] = ['minimal', 'low', 'medium', 'high', 'max'];

/** Input of `honcho_chat`. */
export interface HonchoChatInput {
  /** The question about the user, in natural language. */
  query: string;
  /** How hard Honcho thinks before answering. */
  reasoningLevel?: ReasoningLevel | undefined;
}
/** Output of `honcho_chat`. */
export interface HonchoChatOutput {
  /** Honcho's answer; `null` when it knows nothing relevant. */
  answer: string | null;
}

/** Input of `honcho_search`. */
export interface HonchoSearchInput {
  /** Words to look for in the user's messages. */
  query: string;
  /** Most results, 1..20 (default 5). */
  limit?: number | undefined;
}
/** Output of `honcho_search`. */
export interface HonchoSearchOutput {
  /** The user's matching messages, best first. */
  messages: { content: string; sessionId: string; createdAt: string }[];
}

/** Input of `honcho_context`. */
export interface HonchoContextInput {
  /** A topic to focus the representation on. */
  topic?: string | undefined;
}
/** Output of `honcho_context`. */
export interface HonchoContextOutput {
  /** What Honcho has concluded about the user, as text; `null` when nothing yet. */
  representation: string | null;
  /** Key facts about the user; `null` when there is no card yet. */
  peerCard: string[] | null;
  /** The session's summary, in a session that has one. */
  summary: string | null;
  /** The session's recent messages, oldest first, labelled as in the middleware. */
  recentMessages: { role: 'user' | 'assistant'; peerId: string; content: string }[];
}

/** Input of `honcho_get_representation`. */
export interface HonchoRepresentationInput {
  /** A topic to focus on; the most relevant conclusions come first. */
  topic?: string | undefined;
  /** Most conclusions to include, 1..100 (default 25). */
  maxConclusions?: number | undefined;
}
/** Output of `honcho_get_representation`. */
export interface HonchoRepresentationOutput {
  /** What Honcho has concluded about the user, as text. */
  representation: string;
}

/** Input of `honcho_save_conclusion`. */
export interface HonchoSaveConclusionInput {
  /** The fact to remember, as a standalone statement about the user. */
  content: string;
}
/** Output of `honcho_save_conclusion`. */
export interface HonchoSaveConclusionOutput {
  /** The conclusion as stored. */
  saved: { id: string; content: string };
}

/** Input of `honcho_search_conclusions`. */
export interface HonchoSearchConclusionsInput {
  /** What to look for among the saved conclusions. */
  query: string;
  /** Most results, 1..20 (default 5). */
  limit?: number | undefined;
}
/** Output of `honcho_search_conclusions`. */
export interface HonchoSearchConclusionsOutput {
  /** The closest conclusions, best first. */
  conclusions: { id: string; content: string; level: string; createdAt: string }[];
}

/** Options an executor receives from the framework running the tool. */
export interface ToolExecuteOptions {
  /** Cancels the call (the AI SDK passes the generation's signal). */
  signal?: AbortSignal | undefined;
}

/**
 * One tool, independent of any function-calling format: its name, what it is
 * for (written for the model), its input as JSON Schema, and an executor
 * already bound to a client, a user and defaults. Adapters turn it into the
 * AI SDK's tool shape (and, later, OpenAI's or MCP's).
 */
export interface HonchoToolDefinition<Input, Output> {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: ToolInputSchema;
  /** Runs the tool. Throws `HonchoMemoryError` on failure, after reporting it to `onError`. */
  readonly execute: (input: Input, options?: ToolExecuteOptions) => Promise<Output>;
}

/** Every Honcho tool, by name. */
export interface HonchoToolCatalogue extends Record<HonchoToolName, HonchoToolDefinition<never, unknown>> {
  honcho_chat: HonchoToolDefinition<HonchoChatInput, HonchoChatOutput>;
  honcho_search: HonchoToolDefinition<HonchoSearchInput, HonchoSearchOutput>;
  honcho_context: HonchoToolDefinition<HonchoContextInput, HonchoContextOutput>;
  honcho_get_representation: HonchoToolDefinition<HonchoRepresentationInput, HonchoRepresentationOutput>;
  honcho_save_conclusion: HonchoToolDefinition<HonchoSaveConclusionInput, HonchoSaveConclusionOutput>;
  honcho_search_conclusions: HonchoToolDefinition<HonchoSearchConclusionsInput, HonchoSearchConclusionsOutput>;
}

/** The names of the Honcho tools. */
export type HonchoToolName =
  | 'honcho_chat'
  | 'honcho_search'
  | 'honcho_context'
  | 'honcho_get_representation'
  | 'honcho_save_conclusion'
  | 'honcho_search_conclusions';

/** Settings the catalogue is bound to. @internal */
export interface CatalogueSettings {
  readonly conversation: Conversation;
  readonly timeout: number;
  readonly contextTokens: number;
  readonly onError: (error: HonchoMemoryError) => void;
}

const QUERY_MAX = 10_000;
const LIMIT = { type: 'integer', minimum: 1, maximum: 20, default: 5 } as const;

/**
 * Builds the six tools for one conversation.
 *
 * Whose view they read and write follows the middleware: with a session,
 * what the assistant has learnt about the user; without one, the user's own
 * representation.
 *
 * @internal
 */
export function createToolCatalogue(runtime: HonchoRuntime, settings: CatalogueSettings): HonchoToolCatalogue {
  const { conversation } = settings;
  const userId = conversation.userId;
  const aboutOther = conversation.observerId !== userId;

  /** Makes the peers (and session) exist, once per process, then runs `work` under one deadline. */
  const run = async <Output>(name: HonchoToolName, schema: ToolInputSchema, input: unknown, options: ToolExecuteOptions | undefined, work: (deadline: Deadline) => Promise<Output>): Promise<Output> => {
    const issues = toolInputIssues(schema, input);
    // The AI SDK validates through the schema first; this catches callers that execute directly.
    if (issues.length > 0) throw toolInputError(name, issues);
    const deadline = new Deadline(settings.timeout);
    try {
      if (conversation.sessionId !== undefined) await conversation.session(deadline);
      else await runtime.userPeer(userId, deadline);
      return await deadline.bound(work(deadline));
    } catch (cause) {
      if (options?.signal?.aborted === true) throw cause;
      const error = new HonchoMemoryError({ operation: 'tool', toolName: name, userId, sessionId: conversation.sessionId, cause });
      try {
        settings.onError(error);
      } catch {
        // The model still gets the failure as the tool's result.
      }
      throw error;
    }
  };
  const call = (deadline: Deadline, options: ToolExecuteOptions | undefined): { timeout: number; signal: AbortSignal | undefined } => ({
    timeout: deadline.remaining(),
    signal: options?.signal,
  });

  const chatSchema: ToolInputSchema = {
    type: 'object',
    properties: {
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
    required: ['query'],
    additionalProperties: false,
  };
  const searchSchema: ToolInputSchema = {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to look for in what the user has written.', minLength: 1, maxLength: QUERY_MAX },
      limit: { ...LIMIT, description: 'Most messages to return, 1-20 (default 5).' },
    },
    required: ['query'],
    additionalProperties: false,
  };
  const contextSchema: ToolInputSchema = {
    type: 'object',
    properties: {
      topic: { type: 'string', description: 'Optional topic to focus on, e.g. "travel plans"; omit for a general overview.', minLength: 1, maxLength: QUERY_MAX },
    },
    required: [],
    additionalProperties: false,
  };
  const representationSchema: ToolInputSchema = {
    type: 'object',
    properties: {
      topic: { type: 'string', description: 'Optional topic; the conclusions most related to it come first.', minLength: 1, maxLength: QUERY_MAX },
      maxConclusions: { type: 'integer', description: 'Most conclusions to include, 1-100 (default 25).', minimum: 1, maximum: 100, default: 25 },
    },
    required: [],
    additionalProperties: false,
  };
  const saveSchema: ToolInputSchema = {
    type: 'object',
    properties: {
      content: {
        type: 'string',
        description: 'The fact, as a standalone statement about the user, e.g. "Prefers short answers with code examples".',
        minLength: 1,
        maxLength: 65_535,
      },
    },
    required: ['content'],
    additionalProperties: false,
  };
  const searchConclusionsSchema: ToolInputSchema = {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'What to look for among the facts saved about the user.', minLength: 1, maxLength: QUERY_MAX },
      limit: { ...LIMIT, description: 'Most facts to return, 1-20 (default 5).' },
    },
    required: ['query'],
    additionalProperties: false,
  };

  return {
    honcho_chat: {
      name: 'honcho_chat',
      description:
        'Ask Honcho, the memory of this app, a question about the user and get an answer reasoned from everything it has learnt about them across conversations: preferences, goals, history, habits, personality. Use it whenever knowing the user would improve your reply. Returns { answer }, which is null when Honcho knows nothing relevant.',
      inputSchema: chatSchema,
      execute: (input, options) =>
        run('honcho_chat', chatSchema, input, options, async (deadline) => {
          const answer = await conversation.observerPeer().chat(input.query, {
            target: aboutOther ? userId : undefined,
            reasoningLevel: input.reasoningLevel,
            ...call(deadline, options),
          });
          return { answer };
        }),
    },
    honcho_search: {
      name: 'honcho_search',
      description:
        "Search the user's own past messages, across every conversation, for words or phrases. Use it to find exactly what the user said about something. Returns { messages } (content, session and time), best matches first.",
      inputSchema: searchSchema,
      execute: (input, options) =>
        run('honcho_search', searchSchema, input, options, async (deadline) => {
          const found = await conversation.userPeer().search(input.query, { limit: input.limit ?? LIMIT.default, ...call(deadline, options) });
          return { messages: found.map((message) => ({ content: message.content, sessionId: message.sessionId, createdAt: message.createdAt })) };
        }),
    },
    honcho_context: {
      name: 'honcho_context',
      description:
        'Get an overview of what Honcho knows about the user: their representation (conclusions drawn about them), their peer card (key facts), and, in a conversation, its summary and recent messages. Returns { representation, peerCard, summary, recentMessages }.',
      inputSchema: contextSchema,
      execute: (input, options) =>
        run('honcho_context', contextSchema, input, options, async (deadline) => {
          const memory = await fetchMemory(conversation, {
            injectHistory: true,
            contextTokens: settings.contextTokens,
            deadline,
            signal: options?.signal,
            searchQuery: input.topic,
          });
          return {
            representation: memory.representation,
            peerCard: memory.peerCard,
            summary: memory.summary,
            recentMessages: memory.messages.map((message) => ({ role: message.role, peerId: message.peerId, content: message.content })),
          };
        }),
    },
    honcho_get_representation: {
      name: 'honcho_get_representation',
      description:
        "Get Honcho's representation of the user: the conclusions it has drawn about them, grouped by how they were reached, optionally focused on a topic. Returns { representation } as text.",
      inputSchema: representationSchema,
      execute: (input, options) =>
        run('honcho_get_representation', representationSchema, input, options, async (deadline) => {
          const representation = await conversation.observerPeer().representation({
            target: aboutOther ? userId : undefined,
            searchQuery: input.topic,
            maxConclusions: input.maxConclusions,
            ...call(deadline, options),
          });
          return { representation };
        }),
    },
    honcho_save_conclusion: {
      name: 'honcho_save_conclusion',
      description:
        'Save a lasting fact about the user so it is remembered in future conversations: a preference, goal, constraint or personal detail they shared. Write it as a standalone third-person statement. Do not save secrets or one-off details. Returns { saved }.',
      inputSchema: saveSchema,
      execute: (input, options) =>
        run('honcho_save_conclusion', saveSchema, input, options, async (deadline) => {
          const [saved] = await conversation
            .observerPeer()
            .conclusionsOf(userId)
            .create([{ content: input.content, sessionId: conversation.sessionId }], call(deadline, options));
          return { saved: { id: saved?.id ?? '', content: saved?.content ?? input.content } };
        }),
    },
    honcho_search_conclusions: {
      name: 'honcho_search_conclusions',
      description:
        'Search the facts Honcho has saved or concluded about the user, by meaning. Use it to check what is already known before asking the user or saving a new fact. Returns { conclusions }, closest first.',
      inputSchema: searchConclusionsSchema,
      execute: (input, options) =>
        run('honcho_search_conclusions', searchConclusionsSchema, input, options, async (deadline) => {
          const found = await conversation
            .observerPeer()
            .conclusionsOf(userId)
            .query(input.query, { topK: input.limit ?? LIMIT.default, ...call(deadline, options) });
          return {
            conclusions: found.map((conclusion) => ({ id: conclusion.id, content: conclusion.content, level: conclusion.level, createdAt: conclusion.createdAt })),
          };
        }),
    },
  };
}
