import type { AgentInputItem } from '@openai/agents';

/**
 * Keys that mark what JSON has no form for, so an item comes back as it was
 * added (as a `structuredClone` would give it, which is what `MemorySession`
 * keeps):
 *
 * - bytes (the data of an image or file a tool returned) are written as
 *   `{ "$honchoBytes": "<base64>" }`;
 * - a property or list entry set to `undefined` (the runner leaves
 *   `providerData: undefined` on function calls) as `{ "$honchoUndefined": true }`;
 *   plain JSON would drop the key, or turn the entry into `null`.
 */
const BYTES_KEY = '$honchoBytes';
const UNDEFINED_KEY = '$honchoUndefined';

/** Stands for `undefined` while JSON.parse revives a value; its parent puts `undefined` back. */
const UNDEFINED = Symbol('undefined');

/**
 * An item as JSON text, for a message's metadata. Text, not a nested object:
 * the server keeps metadata as JSONB, which reorders keys, and refuses
 * objects nested more than five levels deep; a string comes back exactly as
 * it was written, however deep the item is.
 *
 * @throws `TypeError` for a cycle or a `BigInt`.
 * @internal
 */
export function encodeItem(item: AgentInputItem): string {
  return JSON.stringify(item, (key, value: unknown) => {
    if (value instanceof Uint8Array) return { [BYTES_KEY]: toBase64(value) };
    // Called with key '' for the item itself, which is never undefined.
    if (value === undefined && key !== '') return { [UNDEFINED_KEY]: true };
    return value;
  });
}

/**
 * The item {@link encodeItem} wrote.
 *
 * @throws `SyntaxError` when the text is not JSON (the caller names the message it came from).
 * @internal
 */
export function decodeItem(text: string): AgentInputItem {
  // JSON.parse revives children before their parent: a marker becomes bytes or UNDEFINED, then its parent swaps UNDEFINED back.
  return JSON.parse(text, (_key, value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        if (entry === UNDEFINED) value[index] = undefined;
      });
      return value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record[BYTES_KEY] === 'string') return fromBase64(record[BYTES_KEY]);
    if (keys.length === 1 && record[UNDEFINED_KEY] === true) return UNDEFINED;
    for (const key of keys) if (record[key] === UNDEFINED) record[key] = undefined;
    return record;
  }) as AgentInputItem;
}

// btoa/atob work on "binary strings" (one char per byte); chunked so a large buffer never
// overflows the argument list of String.fromCharCode. No Buffer: the package runs outside Node.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
