import { tokenize } from '../dialectic/tokenize.js';
import { contentText, type ChatMessage } from './chat-request.js';

/** What a conversation gives the stand-in model to answer from. */
export interface ConversationEvidence {
  /** The text of the last user message (the whole prompt when there is no user message). */
  readonly question: string;
  /** Non-empty lines to answer from, in order: tool results first, then the memory block's lines, then the material of the prompt. */
  readonly lines: readonly string[];
  /** The results of the tool calls made since the last user message. */
  readonly toolResults: readonly string[];
  /** The same results, each with the name of the tool that gave it (`''` when the call is not in the conversation). */
  readonly toolOutputs: readonly { readonly name: string; readonly text: string }[];
  /** The lines of the `<honcho_memory>` blocks in the system messages: what Honcho's adapters told the model about the user. */
  readonly memory: readonly string[];
}

/** A tagged block such as `<messages>...</messages>`; prompts put the material to work on inside one. */
const TAGGED_BLOCK = /<([A-Za-z][\w-]*)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;

/**
 * Reads what to answer from out of a conversation, the same way every time:
 * the tool results since the last user message, and the last user message's
 * material. When that message wraps material in tagged blocks
 * (`<messages>...</messages>`), the last block is the material (prompts put
 * instructions and examples first and the input last); otherwise the whole
 * message is.
 */
export function conversationEvidence(messages: readonly ChatMessage[]): ConversationEvidence {
  let lastUser = -1;
  for (let index = messages.length - 1; index >= 0; index--) {
    if ((messages[index] as ChatMessage).role === 'user') {
      lastUser = index;
      break;
    }
  }
  const prompt = lastUser >= 0 ? contentText((messages[lastUser] as ChatMessage).content) : messages.map((message) => contentText(message.content)).join('\n');
  const callNames = new Map<string, string>();
  for (const message of messages) for (const call of message.tool_calls ?? []) if (call.id !== undefined) callNames.set(call.id, call.function?.name ?? '');
  const toolOutputs = messages
    .slice(lastUser + 1)
    .filter((message) => message.role === 'tool' || message.role === 'function')
    .map((message) => ({ name: message.role === 'function' ? (message.name ?? '') : (callNames.get(message.tool_call_id ?? '') ?? ''), text: contentText(message.content).trim() }))
    .filter((output) => output.text !== '');
  const toolResults = toolOutputs.map((output) => output.text);
  const memory = messages.filter((message) => message.role === 'system' || message.role === 'developer').flatMap((message) => memoryLines(contentText(message.content)));
  return { question: prompt.trim(), lines: [...toolResults.flatMap(linesOf), ...memory, ...linesOf(materialOf(prompt))], toolResults, toolOutputs, memory };
}

const MEMORY_BLOCK = /<honcho_memory>([\s\S]*?)<\/honcho_memory>/g;

/**
 * The facts of a memory block, as `formatMemoryContext` of `@honcho-ai/sdk`
 * writes it: its preamble (the first line), section tags and Markdown
 * headings left out, list bullets removed, escaped text restored.
 */
function memoryLines(text: string): string[] {
  return [...text.matchAll(MEMORY_BLOCK)].flatMap((match) =>
    linesOf(match[1] ?? '')
      .slice(1)
      .filter((line) => !/^<\/?[\w-]+>$/.test(line) && !line.startsWith('#'))
      .map((line) => line.replace(/^[-*]\s+/, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'))
      .filter((line) => line !== ''),
  );
}

function materialOf(prompt: string): string {
  let last: string | undefined;
  for (const match of prompt.matchAll(TAGGED_BLOCK)) {
    if ((match[2] ?? '').trim() !== '') last = match[2];
  }
  return last ?? prompt;
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Longest default answer, in characters: enough to carry the evidence, short enough to stay readable in logs. */
export const MAX_ANSWER_CHARS = 4000;

/**
 * The default text answer. With tool results or a memory block, an answer
 * that quotes what it used, the way the emulator's dialectic names its
 * sources: `From honcho_chat: "alice is training for a half marathon". From
 * memory: "alice is vegetarian".` (JSON results are quoted by their text
 * values, ids and times left out; of the memory, the lines that share a word
 * with the question, else its first three). Otherwise the evidence lines joined by
 * newlines, the material a server's prompt gave (what an extraction or a
 * summary call answers from). Cut at {@link MAX_ANSWER_CHARS}; never empty,
 * so a caller that treats empty content as a failure proceeds.
 */
export function defaultAnswer(evidence: ConversationEvidence): string {
  const quoted = quotedAnswer(evidence);
  const text = quoted ?? evidence.lines.join('\n');
  if (text === '') return 'OK.';
  const chars = Array.from(text);
  return chars.length > MAX_ANSWER_CHARS ? chars.slice(0, MAX_ANSWER_CHARS).join('') : text;
}

/** Longest quote of one source, in characters (the dialectic's). */
const QUOTE_CHARS = 200;
/** Most quotes taken from one tool result, and from the memory block. */
const MAX_QUOTES = 6;

function quotedAnswer(evidence: ConversationEvidence): string | undefined {
  if (evidence.toolOutputs.length === 0 && evidence.memory.length === 0) return undefined;
  const quotes = (texts: readonly string[]) => texts.slice(0, MAX_QUOTES).map((text) => `"${quote(text)}"`).join('; ');
  const parts = evidence.toolOutputs.map((output) => `From ${output.name === '' ? 'a tool' : output.name}: ${quotes(quotableTexts(output.text))}.`);
  const remembered = memoryQuotes(evidence.memory, evidence.question);
  if (remembered.length > 0) parts.push(`From memory: ${quotes(remembered)}.`);
  if (parts.length === 0) return undefined;
  return parts.join(' ');
}

/** Memory lines shown when none shares a word with the question: the block's first, its representation. */
const FALLBACK_MEMORY_QUOTES = 3;

/**
 * The memory lines that share a word (stemmed, stopwords left out) with the
 * question, in the block's order, each once; when none does, the block's
 * first lines. The assistant's own past replies (`[assistant] ...`) are not
 * quoted: what is worth quoting is what is known about the user.
 */
function memoryQuotes(memory: readonly string[], question: string): string[] {
  const unique = [...new Set(memory)].filter((line) => !line.startsWith('[assistant]'));
  const asked = new Set(tokenize(question));
  const relevant = unique.filter((line) => tokenize(line).some((term) => asked.has(term)));
  return relevant.length > 0 ? relevant : unique.slice(0, FALLBACK_MEMORY_QUOTES);
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS - 1).join('')}…` : flat;
}

/** Keys whose values are bookkeeping, not something to quote. */
const UNQUOTED_KEY = /(?:^id$|Id$|_id$|At$|_at$|^(?:peerId|sessionId|workspaceId|source|kind|type)$)/;

/** A tool result's text: a JSON result's string values (its answer, messages' content...), else the text itself. */
function quotableTexts(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [text];
  }
  const found: string[] = [];
  const visit = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (!UNQUOTED_KEY.test(key) && node.trim() !== '') found.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, key);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, item] of Object.entries(node)) visit(item, name);
    }
  };
  visit(value, '');
  return found.length > 0 ? found : [text];
}
