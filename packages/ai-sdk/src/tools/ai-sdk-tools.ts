import type { Tool } from 'ai';
import type {
  HonchoChatInput,
  HonchoChatOutput,
  HonchoContextInput,
  HonchoContextOutput,
  HonchoRepresentationInput,
  HonchoRepresentationOutput,
  HonchoSaveConclusionInput,
  HonchoSaveConclusionOutput,
  HonchoSearchConclusionsInput,
  HonchoSearchConclusionsOutput,
  HonchoSearchInput,
  HonchoSearchOutput,
  HonchoToolCatalogue,
  HonchoToolDefinition,
  ToolInputSchema,
} from '@honcho-ai/sdk';
import { toolInputError, toolInputIssues } from '@honcho-ai/sdk/integrations';

// A type alias, not an interface: only object literal types satisfy the AI SDK's `ToolSet` index signature.
/**
 * The Honcho tools in the AI SDK's shape, for `generateText({ tools })` /
 * `streamText({ tools })`. `Tool` is the type of the `ai` package your
 * project has installed (5, 6 or 7), so the tools type-check against the
 * major you use.
 *
 * @example
 * ```ts
 * const { text } = await generateText({
 *   model,
 *   tools: honcho.tools({ userId: 'user-123' }),
 *   stopWhen: stepCountIs(3),
 *   prompt: 'What should I focus on today?',
 * });
 * ```
 */
export type HonchoTools = {
  /** Ask Honcho a question about the user. */
  honcho_chat: Tool<HonchoChatInput, HonchoChatOutput>;
  /** Search the user's past messages. */
  honcho_search: Tool<HonchoSearchInput, HonchoSearchOutput>;
  /** Representation, peer card, summary and recent messages. */
  honcho_context: Tool<HonchoContextInput, HonchoContextOutput>;
  /** The representation of the user, optionally on a topic. */
  honcho_get_representation: Tool<HonchoRepresentationInput, HonchoRepresentationOutput>;
  /** Save a lasting fact about the user. */
  honcho_save_conclusion: Tool<HonchoSaveConclusionInput, HonchoSaveConclusionOutput>;
  /** Search the facts saved about the user. */
  honcho_search_conclusions: Tool<HonchoSearchConclusionsInput, HonchoSearchConclusionsOutput>;
};

// `Symbol.for`, so they are the very symbols `jsonSchema()` of every `ai` major marks schemas with:
// 6 and 7 look for the schema marker, 5 also for the validator marker.
const AI_SCHEMA_MARKER = Symbol.for('vercel.ai.schema');
const AI_VALIDATOR_MARKER = Symbol.for('vercel.ai.validator');

/** The execute options every `ai` major passes to a tool; only the signal is read. */
interface ToolCallOptionsLike {
  abortSignal?: AbortSignal | undefined;
}

/**
 * A schema object as `jsonSchema()` from `ai` builds it: marked with the
 * shared symbol, carrying the JSON Schema for the provider and a validator
 * for the model's input. Every `ai` major recognises the marker before
 * anything else, so this object is used as is by 5, 6 and 7.
 */
function aiSdkSchema(name: string, schema: ToolInputSchema): Record<string | symbol, unknown> {
  return {
    [AI_SCHEMA_MARKER]: true,
    [AI_VALIDATOR_MARKER]: true,
    _type: undefined,
    // A private copy: providers may adjust the schema they are given.
    jsonSchema: JSON.parse(JSON.stringify(schema)) as unknown,
    validate: (value: unknown) => {
      const issues = toolInputIssues(schema, value);
      return issues.length === 0 ? { success: true, value } : { success: false, error: toolInputError(name, issues) };
    },
  };
}

/**
 * Adapts one tool of the SDK's format-neutral catalogue to the AI SDK's tool
 * shape. The AI SDK turns a thrown error into the tool's result for the
 * model: the catalogue of `conversation.tools()` has already reported a
 * Honcho failure to `onError` and thrown it as a `HonchoMemoryError`.
 */
function aiSdkTool<Input, Output>(definition: HonchoToolDefinition<Input, Output>): Record<string, unknown> {
  const execute = (input: Input, options?: ToolCallOptionsLike): Promise<Output> => definition.execute(input, { signal: options?.abortSignal });
  return { description: definition.description, inputSchema: aiSdkSchema(definition.name, definition.inputSchema), execute };
}

/**
 * The AI SDK tools for one conversation, from the SDK's catalogue as
 * `conversation.tools()` binds it: whose view they read and write follows
 * the middleware (with a session, what the assistant has learnt about the
 * user; without one, the user's own representation), and the peers and
 * session are made ready through the same per-process caches the
 * middleware uses.
 *
 * @internal
 */
export function createAiSdkTools(catalogue: HonchoToolCatalogue): HonchoTools {
  const tools: Record<string, unknown> = {};
  for (const definition of Object.values(catalogue) as HonchoToolDefinition<never, unknown>[]) tools[definition.name] = aiSdkTool(definition);
  // The objects have exactly the shape `tool({ description, inputSchema: jsonSchema(...), execute })` returns in
  // every major; only the schema marker cannot be typed without importing `ai`, which declares it a unique symbol.
  return tools as unknown as HonchoTools;
}
