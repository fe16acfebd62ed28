import type { ChatRequest, ChatTool, JsonObject } from './chat-request.js';
import { conversationEvidence, defaultAnswer, type ConversationEvidence } from './conversation-evidence.js';
import { findEmbeddedSchema } from './embedded-schema.js';
import { valueForSchema } from './schema-value.js';
import { policyToolCall } from './tool-policy.js';

/** A tool call for the stand-in model to make. */
export interface ModelToolCall {
  /** The function's name; it must be among the request's tools. */
  readonly name: string;
  /**
   * The arguments: JSON text as is, an object to serialise, or omitted to
   * build valid arguments from the tool's parameter schema and the
   * conversation.
   */
  readonly arguments?: string | JsonObject;
}

/** What the model answers one request with: text, or tool calls (optionally with text beside them). */
export type ModelReply = { readonly content: string } | { readonly toolCalls: readonly ModelToolCall[]; readonly content?: string | null };

/** Decides a reply; `undefined` falls back to the script and the defaults. */
export type ModelResponder = (request: ChatRequest) => ModelReply | undefined | Promise<ModelReply | undefined>;

/** How replies are chosen; the `chat`-related part of the provider's options. */
export interface ChatReplyOptions {
  /**
   * Tool calls per turn of a tool loop: entry `i` is made by the request
   * with `i` assistant messages since the last user message
   * ({@link ChatRequest.turn}). A turn without an entry (or with `[]`)
   * answers normally. Calls to tools the request does not offer are skipped,
   * so a request without tools is never answered with a call.
   */
  readonly toolCalls?: readonly (readonly ModelToolCall[])[];
  /**
   * Whether the default tool policy applies (default `true`): with Honcho's
   * tools offered under `tool_choice: 'auto'` and no tool result yet this
   * turn, the model calls the most relevant one once (`honcho_chat` or
   * another read tool for a question, `honcho_save_conclusion` for a
   * first-person statement), with arguments taken from the user's message.
   * A script (`toolCalls`) replaces the policy entirely.
   */
  readonly autoToolCalls?: boolean;
  /** Full control: decides every reply it returns something for, before the script and the defaults. */
  readonly respond?: ModelResponder;
}

/** A reply made concrete: ids assigned, arguments serialised. */
export interface ResolvedReply {
  readonly content: string | null;
  readonly toolCalls: readonly { readonly id: string; readonly name: string; readonly arguments: string }[];
  readonly finishReason: 'stop' | 'tool_calls';
}

/**
 * Chooses the reply to a chat request:
 * 1. what `respond` returns, when it returns something;
 * 2. unless `tool_choice` is `'none'`: the script's calls for this turn;
 * 3. with `tool_choice: 'required'` or a named function and no scripted
 *    call, one call to the named (else the first) tool, with arguments built
 *    from its parameter schema;
 * 4. without a script, under `tool_choice: 'auto'`: the default tool policy
 *    (`policyToolCall`): on the first step of a turn, one call to the most
 *    relevant of Honcho's offered tools, its required arguments filled from
 *    the user's message;
 * 5. otherwise a final message: JSON conforming to `response_format`'s
 *    schema (for `json_object`, the schema the prompt describes, else
 *    `{"answer": ...}`), or the default text: with tool results or a memory
 *    block, an answer quoting them (`defaultAnswer`), else the
 *    conversation's material.
 *
 * The same request always gets the same reply.
 */
export async function decideReply(request: ChatRequest, options: ChatReplyOptions, now: Date): Promise<ResolvedReply> {
  const evidence = conversationEvidence(request.messages);
  const chosen = (await options.respond?.(request)) ?? scriptedReply(request, options) ?? policyReply(request, options, evidence, now);
  if (chosen !== undefined && 'toolCalls' in chosen && chosen.toolCalls.length > 0) {
    const calls = request.parallelToolCalls ? chosen.toolCalls : chosen.toolCalls.slice(0, 1);
    return {
      content: chosen.content ?? null,
      toolCalls: calls.map((call, index) => ({
        // Unique within a conversation, since every turn adds messages, and the same on every run.
        id: `call_${request.messages.length}_${index}`,
        name: call.name,
        arguments: argumentsText(call, request.tools, evidence, now),
      })),
      finishReason: 'tool_calls',
    };
  }
  const content = chosen !== undefined && typeof chosen.content === 'string' ? chosen.content : finalContent(request, evidence, now);
  return { content, toolCalls: [], finishReason: 'stop' };
}

function scriptedReply(request: ChatRequest, options: ChatReplyOptions): ModelReply | undefined {
  if (request.toolChoice === 'none' || request.tools.length === 0) return undefined;
  const forced = typeof request.toolChoice === 'object' ? request.toolChoice.name : undefined;
  const offered = new Set(request.tools.map((tool) => tool.name));
  const scripted = (options.toolCalls?.[request.turn] ?? []).filter((call) => offered.has(call.name) && (forced === undefined || call.name === forced));
  if (scripted.length > 0) return { toolCalls: scripted };
  if (request.toolChoice === 'auto') return undefined;
  const tool = forced ?? (request.tools[0] as ChatTool).name;
  return { toolCalls: [{ name: tool }] };
}

function policyReply(request: ChatRequest, options: ChatReplyOptions, evidence: ConversationEvidence, now: Date): ModelReply | undefined {
  if (options.toolCalls !== undefined || options.autoToolCalls === false) return undefined;
  const call = policyToolCall(request, evidence.question);
  if (call === undefined) return undefined;
  // The arguments come from the message alone, not from the prompt's other material.
  const message: ConversationEvidence = { question: evidence.question, lines: [evidence.question], toolResults: [], toolOutputs: [], memory: [] };
  return { toolCalls: [{ name: call.name, arguments: JSON.stringify(valueForSchema(call.schema, message, now)) }] };
}

function argumentsText(call: ModelToolCall, tools: readonly ChatTool[], evidence: ConversationEvidence, now: Date): string {
  if (typeof call.arguments === 'string') return call.arguments;
  if (call.arguments !== undefined) return JSON.stringify(call.arguments);
  const parameters = tools.find((tool) => tool.name === call.name)?.parameters ?? {};
  // Arguments are always an object, even when the tool declared no schema.
  const schema: JsonObject = 'type' in parameters || 'properties' in parameters || '$ref' in parameters ? parameters : { type: 'object', properties: {}, ...parameters };
  return JSON.stringify(withoutOptionalNulls(valueForSchema(schema, evidence, now), schema));
}

/**
 * The value with the `null`s dropped that its schema does not allow: the
 * schema filler writes an optional property it has no evidence for as
 * `null` (as the server's answers do), but a model's tool arguments leave it
 * out, and a client validating them against the schema would refuse `null`.
 */
function withoutOptionalNulls(value: unknown, schema: JsonObject): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const properties = typeof schema.properties === 'object' && schema.properties !== null ? (schema.properties as JsonObject) : {};
  const out: JsonObject = {};
  for (const [name, item] of Object.entries(value)) {
    const sub = properties[name];
    const subSchema = typeof sub === 'object' && sub !== null && !Array.isArray(sub) ? (sub as JsonObject) : {};
    if (item === null && !allowsNull(subSchema)) continue;
    out[name] = withoutOptionalNulls(item, subSchema);
  }
  return out;
}

function allowsNull(schema: JsonObject): boolean {
  if (Object.keys(schema).length === 0) return true;
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  if ('const' in schema && schema.const === null) return true;
  return ['anyOf', 'oneOf'].some((key) => Array.isArray(schema[key]) && (schema[key] as unknown[]).some((member) => typeof member === 'object' && member !== null && allowsNull(member as JsonObject)));
}

function finalContent(request: ChatRequest, evidence: ConversationEvidence, now: Date): string {
  const format = request.responseFormat;
  if (format.type === 'json_schema') return JSON.stringify(valueForSchema(format.schema, evidence, now));
  if (format.type === 'json_object') {
    const schema = findEmbeddedSchema(request.messages);
    return JSON.stringify(schema === undefined ? { answer: defaultAnswer(evidence) } : valueForSchema(schema, evidence, now));
  }
  return defaultAnswer(evidence);
}
