import { tool, type FunctionTool, type RunContext, type ToolInputParameters, type UnknownContext } from '@openai/agents';
import {
  createTurnMemory,
  HonchoError,
  HonchoValidationError,
  type Honcho,
  type HonchoToolCatalogue,
  type HonchoToolDefinition,
  type HonchoToolName,
} from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { callback, checkInput, finiteNumber, honchoId, integer, type SpecShape, z } from '@honcho-ai/sdk-core';
import { clientOf, clientSpec, optionsSpec } from '../options/option-checks.js';
import { runIdentity } from '../options/run-context.js';

/**
 * Options of {@link honchoAgentTools}.
 *
 * @example
 * ```ts
 * honchoAgentTools({ userId: 'user-123' }); // the user's own representation
 * honchoAgentTools({ userId: 'user-123', sessionId: 'chat-42' }); // what the assistant learnt in the conversation
 * honchoAgentTools(); // ids from each run: run(agent, input, { context: { honcho: { userId, sessionId } } })
 * ```
 */
export interface HonchoAgentToolsOptions {
  /**
   * The Honcho client the tools call. Default: one configured from
   * `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`; without a
   * workspace this throws rather than use a default one by accident.
   */
  client?: Honcho | undefined;
  /**
   * The user the tools are about: whose messages are searched and who
   * conclusions describe. Required here or in each run's context
   * ({@link HonchoRunContext}), which wins.
   */
  userId?: string | undefined;
  /**
   * The conversation, when there is one: `honcho_context` adds its summary
   * and recent messages, saved conclusions are linked to it, and the tools
   * read and write the assistant's view of the user, formed in its sessions.
   * Without one, they read and write the user's own representation. A run's
   * context can give another.
   */
  sessionId?: string | undefined;
  /** The agent's peer, whose view of the user the tools use in a session. Default `'assistant'`; a run's context can give another. */
  assistantId?: string | undefined;
  /** Milliseconds one tool call may take as a whole (default: the client's per-request timeout). */
  timeout?: number | undefined;
  /** Token budget for the recent messages `honcho_context` returns, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /**
   * Called when Honcho fails a tool call (an error answer, a timeout, no
   * connection). The model still receives the failure as the tool's result,
   * `{"error": "..."}`, and the run goes on; this is where to log or count
   * them. Arguments the model got wrong are not reported here: they go back
   * to the model, naming each field and rule, for it to correct.
   */
  onError?: ((error: HonchoError, toolName: HonchoToolName) => void) | undefined;
}

/** The JSON Schema parameters of a Honcho tool, as the Agents SDK types a non-strict schema. */
export type HonchoToolParameters = Extract<ToolInputParameters, { additionalProperties: true }>;

/** One Honcho tool as an Agents SDK function tool: its result is JSON text. */
export type HonchoAgentTool<TContext = UnknownContext> = FunctionTool<TContext, HonchoToolParameters, string>;

/** The server's ceiling for a context's token budget. */
const MAX_CONTEXT_TOKENS = 100_000;
const OPTIONS = optionsSpec(
  {
    client: clientSpec,
    userId: z.optional(honchoId()),
    sessionId: z.optional(honchoId()),
    assistantId: z.optional(honchoId()),
    timeout: z.optional(finiteNumber(1, Number.MAX_SAFE_INTEGER)),
    contextTokens: z.optional(integer(0, MAX_CONTEXT_TOKENS)),
    onError: z.optional(callback<NonNullable<HonchoAgentToolsOptions['onError']>>()),
  } satisfies SpecShape<HonchoAgentToolsOptions>,
  'a honchoAgentTools() option',
);

/**
 * The six Honcho tools (`honcho_chat`, `honcho_search`, `honcho_context`,
 * `honcho_get_representation`, `honcho_save_conclusion`,
 * `honcho_search_conclusions`) as Agents SDK `tool()`s, built from the SDK's
 * catalogue (`createHonchoTools` of `@honcho-ai/sdk`, through its turn memory), so their names,
 * descriptions and JSON Schema parameters are the ones every other Honcho
 * adapter gives the model.
 *
 * Each tool returns its output as JSON text. Arguments that break the
 * schema come back as `{"error": "..."}` naming each field and rule, with
 * nothing sent; a Honcho failure comes back the same way and is reported to
 * `onError`. Only an aborted run makes a tool throw.
 *
 * One `Agent` can serve every user: leave out `userId` (and `sessionId`)
 * and give them per run as `context.honcho` ({@link HonchoRunContext}). Ids
 * from the context replace the options' for that run; a run with no user
 * from either place gets `{"error": ...}` naming `userId`, and `onError`
 * gets the `HonchoValidationError`, since that is the app's mistake, not
 * the model's.
 *
 * @example
 * ```ts
 * import { Agent, run } from '@openai/agents';
 * import { honchoAgentTools } from '@honcho-ai/openai-agents';
 *
 * const agent = new Agent({
 *   name: 'Assistant',
 *   instructions: 'Use the Honcho tools to remember the user.',
 *   tools: honchoAgentTools({ userId: 'user-123', sessionId: 'chat-42' }),
 * });
 * await run(agent, 'What do you know about my diet?');
 * ```
 * @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request.
 */
export function honchoAgentTools<TContext = UnknownContext>(options: HonchoAgentToolsOptions = {}): HonchoAgentTool<TContext>[] {
  checkInput(OPTIONS, options, 'Invalid honchoAgentTools() options');
  const client = (): Honcho => clientOf(options.client);
  // Turn memory keeps, per process, which peers, sessions and memberships exist, so a tool call
  // prepares them once per conversation however many runs and catalogues there are.
  const memory = createTurnMemory({ client: client(), contextTokens: options.contextTokens, onError: ignoreHere }, { calledAs: 'honchoAgentTools' });
  const toolsFor = (context: unknown): HonchoToolCatalogue =>
    memory.conversation(runIdentity(options, context, 'honchoAgentTools')).tools({ timeout: options.timeout, contextTokens: options.contextTokens, onError: ignoreHere });
  return HONCHO_TOOL_NAMES.map((name) => agentTool<TContext>(name, toolsFor, options.onError));
}

/** Failures are reported to this package's `onError`, with the tool's name, by {@link agentTool}. */
function ignoreHere(): void {}

const HONCHO_TOOL_NAMES = Object.keys(HONCHO_TOOL_SPECS) as HonchoToolName[];

/** One catalogue tool in the Agents SDK's shape, with every failure but an abort turned into a result the model reads. */
function agentTool<TContext>(name: HonchoToolName, toolsFor: (context: unknown) => HonchoToolCatalogue, onError: HonchoAgentToolsOptions['onError']): HonchoAgentTool<TContext> {
  const spec = HONCHO_TOOL_SPECS[name];
  return tool({
    name,
    description: spec.description,
    // A private copy, passed as it is: providers may adjust the schema they are given. Not strict, since
    // strict mode needs every field required and these tools have optional ones.
    parameters: JSON.parse(JSON.stringify(spec.inputSchema)) as HonchoToolParameters,
    strict: false,
    execute: async (input, runContext: RunContext<TContext> | undefined, details) => {
      const signal = details?.signal;
      let definition: HonchoToolDefinition<never, unknown>;
      try {
        definition = toolsFor(runContext?.context)[name] as HonchoToolDefinition<never, unknown>;
      } catch (error) {
        // The run's ids are the app's to fix, not the model's: reported, and the model is told the tool cannot run.
        const reported = asHonchoError(error);
        report(onError, reported, name);
        return toolError(`${name} cannot run: ${reported.message}`);
      }
      try {
        return JSON.stringify(await definition.execute(input as never, { signal }));
      } catch (error) {
        if (signal?.aborted === true) throw error;
        // Bad arguments are the model's to fix: they go back to it, not to onError.
        if (HonchoValidationError.isInstance(error)) return toolError(`${name} was called with invalid arguments: ${error.message}`);
        const reported = asHonchoError(error);
        report(onError, reported, name);
        return toolError(`${name} failed: ${reported.message}`);
      }
    },
  });
}

function asHonchoError(error: unknown): HonchoError {
  return HonchoError.isInstance(error) ? error : new HonchoError(error instanceof Error ? error.message : String(error), 0, { cause: error });
}

function report(onError: HonchoAgentToolsOptions['onError'], error: HonchoError, name: HonchoToolName): void {
  try {
    onError?.(error, name);
  } catch {
    // The model still gets the failure as the tool's result.
  }
}

function toolError(message: string): string {
  return JSON.stringify({ error: message });
}
