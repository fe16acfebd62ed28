import { isObject, type ChatRequest, type ChatTool, type JsonObject } from './chat-request.js';

/** Honcho's read tools, most relevant first, for a question or a request. */
export const QUESTION_TOOLS = ['honcho_chat', 'honcho_search', 'honcho_search_conclusions', 'honcho_context', 'honcho_get_representation'] as const;
/** Honcho's tool for a statement of fact about the user. */
export const STATEMENT_TOOL = 'honcho_save_conclusion';

/** A first-person statement (`I am vegetarian.`, `My sister lives in Porto.`): what the user says about themselves. */
const FIRST_PERSON = /^(?:i|i'm|i've|i'd|i'll|im|my|we|we're|our|me)\b/i;

/** Whether the message tells a fact about the user rather than asking or requesting something. */
export function isStatementOfFact(message: string): boolean {
  const text = message.trim();
  return !text.includes('?') && FIRST_PERSON.test(text.replace(/^["'“‘(]+/, ''));
}

/** The call the policy makes: the tool, and the schema its arguments are filled from. */
export interface PolicyCall {
  readonly name: string;
  /** The tool's parameters cut to their required properties: the policy fills what the tool needs and leaves its options at their defaults. */
  readonly schema: JsonObject;
}

/**
 * The stand-in model's default tool policy, for a request that offers tools
 * with `tool_choice: 'auto'` and has no tool result yet this turn (its
 * {@link ChatRequest.turn} is 0): it calls the most relevant of Honcho's
 * tools once, the way a model given Honcho's tools would.
 *
 * - A first-person statement without a question mark (`I am vegetarian.`) is
 *   a fact to remember: `honcho_save_conclusion`.
 * - Anything else is a question or a request: the first offered of
 *   `honcho_chat`, `honcho_search`, `honcho_search_conclusions`,
 *   `honcho_context`, `honcho_get_representation`.
 *
 * Only Honcho's tool names (which every Honcho adapter and the MCP server
 * share) are chosen; other tools are called only when scripted or forced.
 * Returns `undefined` when no offered tool fits, and the model answers
 * instead.
 */
export function policyToolCall(request: ChatRequest, message: string): PolicyCall | undefined {
  if (request.toolChoice !== 'auto' || request.turn !== 0 || message.trim() === '') return undefined;
  const offered = new Map(request.tools.map((tool) => [tool.name, tool]));
  const candidates: readonly string[] = isStatementOfFact(message) ? [STATEMENT_TOOL] : QUESTION_TOOLS;
  const tool = candidates.map((name) => offered.get(name)).find((found): found is ChatTool => found !== undefined);
  return tool === undefined ? undefined : { name: tool.name, schema: requiredOnly(tool.parameters) };
}

function requiredOnly(parameters: JsonObject): JsonObject {
  const required = Array.isArray(parameters.required) ? parameters.required.filter((name): name is string => typeof name === 'string') : [];
  const properties = isObject(parameters.properties) ? parameters.properties : {};
  return { ...parameters, type: 'object', properties: Object.fromEntries(Object.entries(properties).filter(([name]) => required.includes(name))) };
}
