import { ToolInputParsingException } from '@langchain/core/tools';
import type { HonchoValidationError } from '@honcho-ai/sdk';
import { toolInputError, type ToolInputIssue } from '@honcho-ai/sdk/integrations';

/**
 * A Honcho tool refused its arguments, before any request: the message names
 * each field and the rule it breaks, in the words of the SDK's
 * `HonchoValidationError` (its `cause`), e.g.
 * `Invalid honcho_search input: query: must be a string`.
 *
 * It is LangChain's `ToolInputParsingException`, so an agent's tool node
 * treats it as LangChain's own schema refusal: the model gets it as an error
 * result and may retry, also under a middleware that wraps tool calls.
 *
 * @example
 * ```ts
 * try {
 *   await search.invoke({ query: 42 });
 * } catch (error) {
 *   if (error instanceof HonchoToolInputError) console.log(error.issues); // [{ path: 'query', message: 'must be a string' }]
 * }
 * ```
 */
export class HonchoToolInputError extends ToolInputParsingException {
  override readonly name = 'HonchoToolInputError';
  /** The tool that refused its arguments. */
  readonly toolName: string;
  /** Each field that failed and why (`path` is `input` when the arguments are not an object). */
  readonly issues: readonly ToolInputIssue[];
  /** The SDK's refusal this one carries. */
  override readonly cause: HonchoValidationError;

  /**
   * @param toolName - The tool's name.
   * @param issues - What the SDK's `toolInputIssues` found; at least one.
   * @param input - The arguments as given (LangChain's `output`: their JSON, when they are JSON).
   */
  constructor(toolName: string, issues: readonly ToolInputIssue[], input: unknown) {
    const refusal = toolInputError(toolName, issues);
    super(refusal.message, jsonText(input));
    this.toolName = toolName;
    this.issues = refusal.issues;
    this.cause = refusal;
    // LangChain's tool node gives the model this error's stack (ToolInvocationError puts `error.stack` in the
    // tool message): frames inside LangChain and file paths tell the model nothing about its arguments.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The arguments as JSON text; those that are not JSON (a cycle, a BigInt) are named by the issues instead. */
function jsonText(input: unknown): string | undefined {
  try {
    return JSON.stringify(input);
  } catch {
    return undefined;
  }
}
