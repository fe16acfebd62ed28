import type { ReasoningLevel } from '../chat/index.js';
import type { ToolInputSchema } from './tool-input-schema.js';

/** The names of the Honcho tools. */
export type HonchoToolName =
  | 'honcho_chat'
  | 'honcho_search'
  | 'honcho_context'
  | 'honcho_get_representation'
  | 'honcho_save_conclusion'
  | 'honcho_search_conclusions';

/** Input of `honcho_chat`. */
export interface HonchoChatInput {
  /** The question about the user, in natural language. */
  query: string;
  /** How hard Honcho thinks before answering. */
  reasoningLevel?: ReasoningLevel | undefined;
}
/** Output of `honcho_chat`. */
export interface HonchoChatOutput {
  /** Honcho's answer, which says so when it knows nothing relevant; `null` only for an empty answer. */
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
  /** The session's recent messages, oldest first: `assistant` for the observing peer's, `user` for everyone else's. */
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

/** Options the framework running a tool passes to its executor. */
export interface ToolExecuteOptions {
  /** Cancels the call (the AI SDK passes the generation's signal). */
  signal?: AbortSignal | undefined;
}

/**
 * What a tool is, for the model: its name, what it is for and its input as
 * JSON Schema. The same for every function-calling format; adapters only
 * change the envelope.
 */
export interface HonchoToolSpec {
  readonly name: HonchoToolName;
  readonly description: string;
  readonly inputSchema: ToolInputSchema;
}

/**
 * One tool, independent of any function-calling format: its spec and an
 * executor already bound to a client, a user and defaults.
 */
export interface HonchoToolDefinition<Input, Output> extends HonchoToolSpec {
  /**
   * Checks `input` against {@link HonchoToolSpec.inputSchema} (throwing
   * `HonchoValidationError` naming each field, before any request), then runs
   * the tool.
   */
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
