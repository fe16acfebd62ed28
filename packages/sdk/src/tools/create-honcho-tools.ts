import { callback, checkInput, finiteNumber, honchoId, type InputSpec, integer, knownFields, optionsArgument, type SpecShape, z } from '@honcho-ai/sdk-core';
import type { Honcho } from '../client/honcho.js';
import { CallBudget } from '../internal/call-budget.js';
import { ensureOnce } from '../internal/ensure-once.js';
import type { Message } from '../message/index.js';
import { Peer, Session } from '../session/peer-and-session.js';
import { LIMITS } from '../validation/limits.js';
import { toolInputError, toolInputIssues } from './tool-input-schema.js';
import { DEFAULT_SEARCH_LIMIT, HONCHO_TOOL_SPECS } from './tool-specs.js';
import type {
  HonchoChatInput,
  HonchoContextInput,
  HonchoContextOutput,
  HonchoRepresentationInput,
  HonchoSaveConclusionInput,
  HonchoSearchConclusionsInput,
  HonchoSearchInput,
  HonchoToolCatalogue,
  HonchoToolDefinition,
  HonchoToolName,
  ToolExecuteOptions,
} from './tool-types.js';

/** What a {@link HonchoToolsOptions.prepare} step receives. */
export interface PrepareToolCallOptions {
  /** Aborted when the caller aborts or the tool call's time is up. */
  readonly signal: AbortSignal | undefined;
  /** Milliseconds left for the tool call, or `undefined` without a tool timeout. */
  readonly timeout: number | undefined;
}

/** Options of {@link createHonchoTools}. */
export interface HonchoToolsOptions {
  /** The client the tools call Honcho with. */
  honcho: Honcho;
  /** The user the tools are about: whose messages are searched and who conclusions describe. */
  peerId: string;
  /**
   * Whose view of the user the tools read and write: usually the assistant's
   * peer. Defaults to `peerId`, the user's own representation.
   */
  observerPeerId?: string | undefined;
  /**
   * The conversation, when there is one: `honcho_context` adds its summary
   * and recent messages, and saved conclusions are linked to it.
   */
  sessionId?: string | undefined;
  /** Milliseconds one tool call may take as a whole, preparation included (default: the client's per-request timeout). */
  timeout?: number | undefined;
  /** Token budget for the recent messages `honcho_context` returns, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /**
   * Makes the peers and session exist before a tool runs. The default gets
   * or creates the user and observer peers and the session, once per
   * catalogue (a failure is tried again on the next call). Integrations that
   * already manage them (the AI SDK middleware) pass their own.
   */
  prepare?: ((options: PrepareToolCallOptions) => Promise<void>) | undefined;
}

const DEFAULT_CONTEXT_TOKENS = 2_000;

const optionsSpec = toolsOptionsSpec();

// Built by a function marked free of side effects, so that an app that never calls createHonchoTools() bundles none of it.
/* @__NO_SIDE_EFFECTS__ */
function toolsOptionsSpec(): InputSpec<HonchoToolsOptions> {
  const shape = {
    honcho: z.custom<Honcho>((honcho) => typeof (honcho as Partial<Honcho> | null)?.peer === 'function', {
      error: 'must be a Honcho client (new Honcho(...))',
      abort: true,
    }),
    peerId: honchoId(),
    observerPeerId: z.optional(honchoId()),
    sessionId: z.optional(honchoId()),
    timeout: z.optional(finiteNumber(1, Number.MAX_SAFE_INTEGER)),
    contextTokens: z.optional(integer(0, LIMITS.contextTokensMax)),
    prepare: z.optional(callback<NonNullable<HonchoToolsOptions['prepare']>>()),
  } satisfies SpecShape<HonchoToolsOptions>;
  const unknown = (): string => `is not an option of createHonchoTools() (options: ${Object.keys(shape).join(', ')})`;
  return optionsArgument(knownFields(shape, 'an object', unknown), 'an object with honcho and peerId') as InputSpec<HonchoToolsOptions>;
}

/**
 * The six Honcho tools, bound to a client, a user and (optionally) an
 * observer and a session, independent of any function-calling format. Each
 * has a name, a description written for the model, its input as JSON Schema
 * and an executor. `@honcho-ai/ai-sdk` and `@honcho-ai/openai-compat` build
 * their tools from this catalogue; use it directly for any other framework.
 *
 * Every executor checks its input against the schema first (throwing
 * `HonchoValidationError` naming each field, with nothing sent), then runs
 * within `timeout` and the caller's `signal`.
 *
 * @example
 * ```ts
 * const tools = createHonchoTools({ honcho, peerId: 'user-123', observerPeerId: 'assistant', sessionId: 'chat-1' });
 * const { answer } = await tools.honcho_chat.execute({ query: 'What does the user like to cook?' });
 * ```
 */
export function createHonchoTools(options: HonchoToolsOptions): HonchoToolCatalogue {
  checkInput(optionsSpec, options, 'Invalid createHonchoTools() options');
  const { honcho, peerId: userId, sessionId } = options;
  const observerId = options.observerPeerId ?? userId;
  const aboutOther = observerId !== userId;
  const contextTokens = options.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  const prepare = options.prepare ?? defaultPreparation(honcho, userId, observerId, sessionId);
  const userPeer = new Peer(userId, honcho.workspaceId, honcho.http);
  const observerPeer = aboutOther ? new Peer(observerId, honcho.workspaceId, honcho.http) : userPeer;
  const session = sessionId === undefined ? undefined : new Session(sessionId, honcho.workspaceId, honcho.http);

  const define = <Input, Output>(
    name: HonchoToolName,
    work: (input: Input, call: { timeout: number | undefined; signal: AbortSignal | undefined }) => Promise<Output>,
  ): HonchoToolDefinition<Input, Output> => {
    const spec = HONCHO_TOOL_SPECS[name];
    return {
      ...spec,
      execute: async (input, executeOptions?: ToolExecuteOptions) => {
        const issues = toolInputIssues(spec.inputSchema, input);
        if (issues.length > 0) throw toolInputError(name, issues);
        const budget = new CallBudget(options.timeout, executeOptions?.signal);
        try {
          await prepare({ signal: budget.signal, timeout: budget.remaining() });
          return await work(input, { timeout: budget.remaining(), signal: budget.signal });
        } catch (error) {
          throw budget.explain(error);
        } finally {
          budget.dispose();
        }
      },
    };
  };

  return {
    honcho_chat: define('honcho_chat', async (input: HonchoChatInput, call) => ({
      answer: await observerPeer.chat(input.query, { target: aboutOther ? userId : undefined, reasoningLevel: input.reasoningLevel, ...call }),
    })),
    honcho_search: define('honcho_search', async (input: HonchoSearchInput, call) => {
      const found = await userPeer.search(input.query, { limit: input.limit ?? DEFAULT_SEARCH_LIMIT, ...call });
      return { messages: found.map((message) => ({ content: message.content, sessionId: message.sessionId, createdAt: message.createdAt })) };
    }),
    honcho_context: define('honcho_context', async (input: HonchoContextInput, call): Promise<HonchoContextOutput> => {
      if (session === undefined) {
        const context = await observerPeer.context({ target: aboutOther ? userId : undefined, searchQuery: input.topic, ...call });
        return { representation: context.representation, peerCard: context.peerCard, summary: null, recentMessages: [] };
      }
      const context = await session.context({
        summary: true,
        tokens: contextTokens,
        peerTarget: userId,
        peerPerspective: aboutOther ? observerId : undefined,
        representationOptions: input.topic === undefined ? undefined : { searchQuery: input.topic },
        ...call,
      });
      return {
        representation: context.peerRepresentation,
        peerCard: context.peerCard,
        summary: context.summary?.content ?? null,
        recentMessages: context.messages.map((message) => recentMessage(message, aboutOther ? observerId : undefined)),
      };
    }),
    honcho_get_representation: define(
      'honcho_get_representation',
      async (input: HonchoRepresentationInput, call) => ({
        representation: await observerPeer.representation({
          target: aboutOther ? userId : undefined,
          searchQuery: input.topic,
          maxConclusions: input.maxConclusions,
          ...call,
        }),
      }),
    ),
    honcho_save_conclusion: define('honcho_save_conclusion', async (input: HonchoSaveConclusionInput, call) => {
      const [saved] = await observerPeer.conclusionsOf(userId).create([{ content: input.content, sessionId }], call);
      return { saved: { id: saved?.id ?? '', content: saved?.content ?? input.content } };
    }),
    honcho_search_conclusions: define('honcho_search_conclusions', async (input: HonchoSearchConclusionsInput, call) => {
      const found = await observerPeer.conclusionsOf(userId).query(input.query, { topK: input.limit ?? DEFAULT_SEARCH_LIMIT, ...call });
      return { conclusions: found.map((conclusion) => ({ id: conclusion.id, content: conclusion.content, level: conclusion.level, createdAt: conclusion.createdAt })) };
    }),
  } satisfies Record<HonchoToolName, HonchoToolDefinition<never, unknown>> as HonchoToolCatalogue;
}

function recentMessage(message: Message, assistantId: string | undefined): HonchoContextOutput['recentMessages'][number] {
  return { role: message.peerId === assistantId ? 'assistant' : 'user', peerId: message.peerId, content: message.content };
}

/** Gets or creates the peers and the session, once; concurrent first calls share one attempt. */
function defaultPreparation(
  honcho: Honcho,
  userId: string,
  observerId: string,
  sessionId: string | undefined,
): (options: PrepareToolCallOptions) => Promise<void> {
  const ensure = ensureOnce(async () => {
    const ids = observerId === userId ? [userId] : [userId, observerId];
    await Promise.all([...ids.map((id) => honcho.peer(id)), sessionId === undefined ? undefined : honcho.session(sessionId)]);
  });
  return ({ signal }) => ensure({ signal });
}
