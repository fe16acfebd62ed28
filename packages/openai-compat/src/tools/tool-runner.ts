import {
  APIUserAbortError,
  createHonchoTools,
  HONCHO_TOOL_NAMES,
  HonchoError,
  type Honcho,
  type HonchoToolCatalogue,
  type HonchoToolDefinition,
  type HonchoToolName,
  type HonchoToolSpec,
} from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS, isHonchoToolName, toolInputError } from '@honcho-ai/sdk/integrations';
import { UnknownToolError } from '../errors/unknown-tool-error.js';

/** Options shared by {@link honchoOpenAITools} and {@link honchoAnthropicTools}. */
export interface HonchoToolsAdapterOptions {
  /** The client the tools call Honcho with. */
  client: Honcho;
  /** The user the tools are about, unless a call names another (`execute(name, args, { peerId })`). */
  defaultPeerId: string;
  /** The conversation, when there is one: adds its summary and messages to `honcho_context`, links saved conclusions to it. */
  defaultSessionId?: string | undefined;
  /** Whose view of the user the tools read and write (usually the assistant's peer); default: the user's own. */
  defaultObserverPeerId?: string | undefined;
  /** Milliseconds one tool call may take as a whole (default: the client's per-request timeout). */
  timeout?: number | undefined;
  /** Token budget for the recent messages `honcho_context` returns (default 2,000). */
  contextTokens?: number | undefined;
  /**
   * Called when a tool call fails (bad arguments from the model, or Honcho
   * answering with an error). The model still receives the failure as the
   * tool's result, so this is where to log or count them.
   */
  onError?: ((error: HonchoError, toolName: HonchoToolName) => void) | undefined;
}

/** Per-call options of `execute`: another user, observer or session than the defaults, and a signal. */
export interface ExecuteHonchoToolOptions {
  /** The user, instead of `defaultPeerId`. */
  peerId?: string | undefined;
  /** The session, instead of `defaultSessionId`. */
  sessionId?: string | undefined;
  /** The observer, instead of `defaultObserverPeerId`. */
  observerPeerId?: string | undefined;
  /** Cancels the call; an aborted call rejects instead of producing a result. */
  signal?: AbortSignal | undefined;
}

/** What a tool call produced, as text for the model. */
export interface HonchoToolResult {
  /** The tool's output as JSON, or `{"error": "..."}` describing what went wrong. */
  content: string;
  /** Whether `content` describes a failure. */
  isError: boolean;
}

/** Most distinct (user, observer, session) bindings kept; each keeps its peers-exist state. */
const MAX_BINDINGS = 256;

/**
 * Runs Honcho tool calls by name, whatever the function-calling format:
 * parses the model's arguments, checks them against the tool's schema and
 * turns every failure into a JSON error the model can read and act on.
 *
 * @internal
 */
export class HonchoToolRunner {
  readonly #options: HonchoToolsAdapterOptions;
  readonly #catalogues = new Map<string, HonchoToolCatalogue>();
  constructor(options: HonchoToolsAdapterOptions) {
    this.#options = options;
    // The default binding's catalogue, built at once so bad options fail when the helper is created.
    this.#catalogue({});
  }

  /** Whether `name` is a Honcho tool. */
  handles(name: string): name is HonchoToolName {
    return isHonchoToolName(name);
  }

  /**
   * Runs one call. `args` is the model's argument text (JSON) or an already
   * parsed object.
   *
   * @throws {@link UnknownToolError} when `name` is not a Honcho tool.
   * @throws `APIUserAbortError` when `options.signal` aborts.
   */
  async run(name: string, args: unknown, options: ExecuteHonchoToolOptions = {}): Promise<HonchoToolResult> {
    if (!isHonchoToolName(name)) throw new UnknownToolError(name, HONCHO_TOOL_NAMES);
    const definition = this.#catalogue(options)[name] as HonchoToolDefinition<unknown, unknown>;
    try {
      const output = await definition.execute(parseArguments(name, args), { signal: options.signal });
      return { content: JSON.stringify(output), isError: false };
    } catch (error) {
      if (options.signal?.aborted === true && APIUserAbortError.isInstance(error)) throw error;
      const reported = HonchoError.isInstance(error) ? error : new HonchoError(error instanceof Error ? error.message : String(error), 0, { cause: error });
      this.#options.onError?.(reported, name);
      return { content: JSON.stringify({ error: `${name} failed: ${reported.message}` }), isError: true };
    }
  }

  #catalogue(binding: ExecuteHonchoToolOptions): HonchoToolCatalogue {
    const peerId = binding.peerId ?? this.#options.defaultPeerId;
    const observerPeerId = binding.observerPeerId ?? this.#options.defaultObserverPeerId;
    const sessionId = binding.sessionId ?? this.#options.defaultSessionId;
    const key = JSON.stringify([peerId, observerPeerId ?? null, sessionId ?? null]);
    let catalogue = this.#catalogues.get(key);
    if (catalogue === undefined) {
      catalogue = createHonchoTools({
        honcho: this.#options.client,
        peerId,
        observerPeerId,
        sessionId,
        timeout: this.#options.timeout,
        contextTokens: this.#options.contextTokens,
      });
      if (this.#catalogues.size >= MAX_BINDINGS) this.#catalogues.delete(this.#catalogues.keys().next().value as string);
      this.#catalogues.set(key, catalogue);
    }
    return catalogue;
  }
}

/** The model's arguments as an object; text that is not JSON becomes an input error naming the tool. */
function parseArguments(name: HonchoToolName, args: unknown): unknown {
  if (typeof args !== 'string') return args ?? {};
  // Some models send "" for a call without arguments.
  if (args.trim() === '') return {};
  try {
    return JSON.parse(args) as unknown;
  } catch {
    throw toolInputError(name, [{ path: 'arguments', message: `must be JSON text, got ${JSON.stringify(args.slice(0, 80))}` }]);
  }
}

/**
 * The tool specs in catalogue order, each with a private copy of its input
 * schema: SDKs and providers may adjust the schemas they are given, and that
 * must not change the catalogue or another format's definitions.
 *
 * @internal
 */
export function copiedToolSpecs(): HonchoToolSpec[] {
  return Object.values(HONCHO_TOOL_SPECS).map((spec) => ({ ...spec, inputSchema: JSON.parse(JSON.stringify(spec.inputSchema)) as HonchoToolSpec['inputSchema'] }));
}
