import { defineEntry, isPlainObject } from './copy-json.js';
import { escapePointerToken, parseLocalPointer } from './json-pointer.js';
import { mapSubschemas, subschemaEntries } from './subschemas.js';

/**
 * Moves the targets of same-document pointer `$ref`s (`#`, `#/properties/a`)
 * into root `$defs` and points the references there instead.
 *
 * Schema libraries emit such pointers for a schema they meet twice
 * (zod-to-json-schema refers back to the first place it wrote it) and for
 * recursion (zod refers to the root as `#`). The server only resolves
 * references into root `$defs` / `definitions`, so converted schemas are
 * rewritten into that form; a recursive schema then shows up as a cycle
 * between named definitions, which the checks report as such.
 *
 * Only library output goes through this: a hand-written JSON Schema is sent
 * as written, and its pointer references are reported as the server would.
 *
 * Definitions get readable names: the root is `rootName`, other targets are
 * named after their property path (`#/properties/tree` becomes `tree`,
 * `#/properties/list/items` becomes `list.items`), made unique.
 *
 * @param schema A JSON-only schema (see `copyJson`); it is not modified.
 * @param rootName Name of the definition made for a `#` reference.
 */
export function hoistLocalRefs(
  schema: Readonly<Record<string, unknown>>,
  rootName = 'Root',
): Record<string, unknown> {
  const pointers = collectPointerRefs(schema);
  if (pointers.size === 0) return { ...schema };

  const taken = new Set<string>([...definitionNames(schema.$defs), ...definitionNames(schema.definitions)]);
  const renamed = new Map<string, string>();
  const hoisted: [name: string, target: unknown][] = [];
  for (const [ref, tokens] of pointers) {
    const target = resolvePointer(schema, tokens);
    // Unresolvable pointers are left alone for the checks to report.
    if (target === undefined) continue;
    const name = uniqueName(tokens.length === 0 ? rootName : nameFromTokens(tokens), taken);
    renamed.set(ref, `#/$defs/${escapePointerToken(name)}`);
    hoisted.push([name, tokens.length === 0 ? withoutRootKeywords(schema) : target]);
  }
  if (renamed.size === 0) return { ...schema };

  const rewrite = refRewriter(renamed);
  const result = rewrite(schema) as Record<string, unknown>;
  for (const container of ['$defs', 'definitions'] as const) {
    const defs = schema[container];
    if (!isPlainObject(defs)) continue;
    const rewritten: Record<string, unknown> = {};
    for (const name of Object.keys(defs)) defineEntry(rewritten, name, rewrite(defs[name]));
    defineEntry(result, container, rewritten);
  }
  const defs = isPlainObject(result.$defs) ? result.$defs : {};
  for (const [name, target] of hoisted) defineEntry(defs, name, rewrite(target));
  result.$defs = defs;
  return result;
}

/** Every pointer `$ref` that is not already a whole root definition, with its tokens. */
function collectPointerRefs(root: Readonly<Record<string, unknown>>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (!isPlainObject(node) || seen.has(node)) return;
    seen.add(node);
    const ref = node.$ref;
    if (typeof ref === 'string' && !found.has(ref)) {
      const tokens = parseLocalPointer(ref);
      if (tokens !== undefined && !isDefinitionPointer(tokens)) found.set(ref, tokens);
    }
    for (const entry of subschemaEntries(node)) visit(entry.schema);
  };
  visit(root);
  for (const container of ['$defs', 'definitions'] as const) {
    const defs = root[container];
    if (isPlainObject(defs)) for (const name of Object.keys(defs)) visit(defs[name]);
  }
  return found;
}

function isDefinitionPointer(tokens: readonly string[]): boolean {
  return tokens.length === 2 && (tokens[0] === '$defs' || tokens[0] === 'definitions');
}

function resolvePointer(root: unknown, tokens: readonly string[]): unknown {
  let current: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(token)) current = current[Number(token)];
    else if (isPlainObject(current) && Object.prototype.hasOwnProperty.call(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/** The root as a definition: without the document-level keywords. */
function withoutRootKeywords(root: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(root)) {
    if (key !== '$schema' && key !== '$defs' && key !== 'definitions' && key !== '$id') {
      defineEntry(result, key, root[key]);
    }
  }
  return result;
}

function nameFromTokens(tokens: readonly string[]): string {
  const parts: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    const next = tokens[index + 1];
    // Container keywords add nothing to a name: `properties/tree` reads as `tree`.
    if ((token === 'properties' || token === '$defs' || token === 'definitions') && next !== undefined) {
      parts.push(next);
      index += 1;
    } else {
      parts.push(token);
    }
  }
  return parts.join('.');
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base === '' ? 'Schema' : base;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}_${suffix}`;
  taken.add(name);
  return name;
}

function definitionNames(defs: unknown): string[] {
  return isPlainObject(defs) ? Object.keys(defs) : [];
}

/** Rewrites `$ref`s through `renamed`, copying only what it changes; shared input objects stay shared. */
function refRewriter(renamed: ReadonlyMap<string, string>): (node: unknown) => unknown {
  const done = new Map<object, unknown>();
  const rewrite = (node: unknown): unknown => {
    if (!isPlainObject(node)) return node;
    const cached = done.get(node);
    if (cached !== undefined) return cached;
    const result = mapSubschemas(node, rewrite);
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const target = renamed.get(ref);
      if (target !== undefined) result.$ref = target;
    }
    done.set(node, result);
    return result;
  };
  return rewrite;
}
