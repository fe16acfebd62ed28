import { contentText, isObject, type ChatMessage, type JsonObject } from './chat-request.js';

/** Keywords that make a JSON object look like a schema rather than an example value. */
const SCHEMA_KEYWORDS = ['properties', '$defs', 'definitions', 'anyOf', 'oneOf', 'allOf', '$ref'];

/**
 * The JSON Schema a `json_object` request describes in its prompt, if any.
 * Clients without structured outputs write the schema into a system or user
 * message ("respond with JSON matching this schema: {...}"), so the last
 * JSON object that follows the word "schema" and looks like a schema
 * (`type: "object"` with `properties`, or `$defs`, `anyOf`...) is taken.
 */
export function findEmbeddedSchema(messages: readonly ChatMessage[]): JsonObject | undefined {
  let found: JsonObject | undefined;
  for (const message of messages) {
    const text = contentText(message.content);
    const lower = text.toLowerCase();
    for (let at = lower.indexOf('schema'); at !== -1; at = lower.indexOf('schema', at + 1)) {
      const open = text.indexOf('{', at);
      if (open === -1) break;
      const close = matchingBrace(text, open);
      if (close === -1) continue;
      const candidate = parseObject(text.slice(open, close + 1));
      if (candidate !== undefined && looksLikeSchema(candidate)) {
        found = candidate;
        at = close;
      }
    }
  }
  return found;
}

function looksLikeSchema(value: JsonObject): boolean {
  return SCHEMA_KEYWORDS.some((keyword) => keyword in value) || (typeof value.type === 'string' && ('items' in value || 'enum' in value));
}

function parseObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Index of the `}` closing the `{` at `open`, skipping braces inside JSON strings; -1 when unbalanced. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
