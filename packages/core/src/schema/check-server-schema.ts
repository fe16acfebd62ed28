import type { InputIssue } from '../errors/client-errors.js';
import { copyJson, defineEntry, describeValue, isPlainObject, NOT_JSON } from './copy-json.js';
import { appendPointer, escapePointerToken, parseLocalPointer } from './json-pointer.js';
import type { JsonSchema } from './json-schema.js';
import { SchemaValidationError } from './schema-validation-error.js';
import { SERVER_SCHEMA_LIMITS } from './server-schema-limits.js';
import { isSubschemaKeyword, mapSubschemas, subschemaEntries } from './subschemas.js';

/** The `type` names the server understands. */
const SUPPORTED_TYPES: ReadonlySet<string> = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'object',
  'array',
]);

/** Keywords the server rejects outright, with the name used in messages. */
const REJECTED_KEYWORDS: readonly (readonly [keywords: readonly string[], construct: string])[] = [
  [['allOf'], 'allOf'],
  [['not'], 'not'],
  [['if', 'then', 'else'], 'if/then/else'],
  [['patternProperties'], 'patternProperties'],
  [['prefixItems'], 'prefixItems (tuple)'],
];

// Guards against pathological input, not server rules. They sit far above the
// server's limits, so hitting one already means the schema is rejected.
/** Subschemas visited before giving up on measuring a schema. */
const MAX_VISITS = 10_000;
/** Levels followed before giving up on measuring depth. */
const MAX_LEVEL = 200;
/** Definitions expanded inside one another (alias chains) before giving up. */
const MAX_EXPANDING = 200;

/** A definition under the root `$defs` or `definitions`. */
interface Definition {
  readonly name: string;
  readonly schema: unknown;
  /** Where the definition is written, e.g. `#/$defs/Node`. */
  readonly pointer: string;
}

/** Size of a subschema once its `$ref`s are inlined. */
interface Size {
  /** Nodes, itself included. */
  readonly nodes: number;
  /** Levels below it: 0 for a schema without subschemas. */
  readonly height: number;
}

const LEAF: Size = { nodes: 1, height: 0 };

/**
 * Checks a JSON Schema against the subset the Honcho server accepts for
 * structured outputs, and returns it in the form to send: every `$ref`
 * inlined, the root `$defs` / `definitions` removed, `$schema` dropped.
 *
 * Rules (see the server's "Structured Outputs" documentation):
 * - the root has `type: "object"`;
 * - `type` names (alone or in a list) are string, number, integer, boolean,
 *   null, object, array;
 * - `enum` members are strings, integers, booleans or null;
 * - `anyOf` / `oneOf` are non-empty lists; `required` is a list of names;
 * - `additionalProperties` is a boolean (an empty schema `{}` means the same
 *   as `true` and is sent as `true`);
 * - `$ref` points at a whole root definition (`#/$defs/Name` or
 *   `#/definitions/Name`, with `~0` / `~1` escapes) and is not recursive,
 *   directly or through other definitions;
 * - `allOf`, `not`, `if` / `then` / `else`, `patternProperties`,
 *   schema-valued `additionalProperties` and tuple forms (`prefixItems`, a
 *   list under `items`) are rejected, as are boolean subschemas;
 * - after inlining, at most {@link SERVER_SCHEMA_LIMITS} levels and nodes
 *   (defined there).
 *
 * Other keywords (`minItems`, `maxLength`, `pattern`, `format`, `title`,
 * `examples`, ...) pass through untouched. A single-value `const` of a kind
 * `enum` allows is sent as a one-member `enum`, which the server enforces
 * (zod emits `const` for literals and discriminators).
 *
 * Issues are reported at the JSON pointer of the schema object holding the
 * offending construct, as written in the input (inside a definition, at the
 * definition); a recursion is reported at the `$ref` closing it.
 *
 * @param schema Any value; it is never modified.
 * @returns A fresh, fully inlined copy, safe to serialise and send.
 * @throws {SchemaValidationError} Listing every issue found, not just the first.
 */
export function checkServerSchema(schema: unknown): JsonSchema {
  const copied = copyJson(schema);
  const issues = [...copied.issues];
  const root = copied.value;
  if (!isPlainObject(root) || root === NOT_JSON) {
    if (root !== NOT_JSON) {
      issues.push({ path: '#', message: `a JSON Schema must be an object, found ${describeValue(root)}` });
    }
    throw new SchemaValidationError(issues);
  }
  const checker = new ServerSchemaChecker(root, issues);
  checker.check();
  if (issues.length > 0) throw new SchemaValidationError(dedupe(issues));
  return checker.inline();
}

class ServerSchemaChecker {
  private readonly definitions = new Map<string, Definition>();
  private readonly sizes = new Map<Definition, Size>();
  /** Definitions being expanded, outermost first: a repeat is a cycle. */
  private readonly expanding: Definition[] = [];
  private visits = 0;
  private tooDeep = false;
  private tooManyHops = false;

  constructor(
    private readonly root: Readonly<Record<string, unknown>>,
    private readonly issues: InputIssue[],
  ) {
    for (const container of ['$defs', 'definitions'] as const) {
      if (!(container in root)) continue;
      const defs = root[container];
      if (!isPlainObject(defs)) {
        if (defs !== NOT_JSON) this.report('#', `${container} must be an object mapping names to schemas`);
        continue;
      }
      for (const name of Object.keys(defs)) {
        this.definitions.set(`${container}/${name}`, {
          name,
          schema: defs[name],
          pointer: appendPointer('#', container, name),
        });
      }
    }
  }

  check(): void {
    this.checkRootType();
    const size = this.visit(this.root, '#', 0);
    const { maxDepth, maxNodes } = SERVER_SCHEMA_LIMITS;
    if (this.visits > MAX_VISITS) {
      this.report('#', `schema is too large to measure: more than ${MAX_VISITS} nodes after inlining $refs; the server allows at most ${maxNodes}`);
    } else if (size.nodes > maxNodes) {
      this.report('#', `schema has ${size.nodes} nodes after inlining $refs; the server allows at most ${maxNodes}`);
    }
    if (this.tooManyHops) {
      this.report('#', `$refs lead through more than ${MAX_EXPANDING} definitions inside one another`);
    }
    if (this.tooDeep) {
      this.report('#', `schema nests more than ${MAX_LEVEL} levels deep; the server allows at most ${maxDepth}`);
    } else if (size.height > maxDepth) {
      this.report('#', `schema nests ${size.height} levels deep; the server allows at most ${maxDepth}`);
    }
  }

  /** The schema with every `$ref` replaced by its definition. Call only after a clean {@link check}. */
  inline(): JsonSchema {
    const expand = (node: unknown): unknown => {
      if (!isPlainObject(node)) return node;
      const ref = node.$ref;
      const own = normalize(mapSubschemas(node, expand));
      if (typeof ref !== 'string') return own;
      const target = this.lookup(ref);
      if (target === undefined) return own; // unreachable after a clean check
      delete own.$ref;
      const base = expand(target.schema);
      return { ...(isPlainObject(base) ? base : {}), ...own };
    };
    // A JSON round trip gives a tree that shares nothing with the input or
    // with itself: inlining one definition twice must yield two copies.
    return JSON.parse(JSON.stringify(expand(this.root))) as JsonSchema;
  }

  private checkRootType(): void {
    // The root may itself be a `$ref` (zod writes one for a named root).
    let node: unknown = this.root;
    for (let hops = 0; hops < 32 && isPlainObject(node); hops += 1) {
      if ('type' in node) {
        if (node.type !== 'object') {
          this.report('#', `the root schema must have type "object", found type ${JSON.stringify(node.type)}`);
        }
        return;
      }
      node = typeof node.$ref === 'string' ? this.lookup(node.$ref)?.schema : undefined;
    }
    this.report('#', 'the root schema must have type "object", found no type');
  }

  private visit(node: unknown, path: string, level: number): Size {
    if (node === NOT_JSON) return LEAF;
    this.visits += 1;
    if (this.visits > MAX_VISITS) return LEAF;
    if (level > MAX_LEVEL) {
      this.tooDeep = true;
      return LEAF;
    }
    if (typeof node === 'boolean') {
      this.report(path, `a boolean schema (${String(node)}) is not supported; use a schema object such as {}`);
      return LEAF;
    }
    if (!isPlainObject(node)) {
      this.report(path, `expected a schema object, found ${describeValue(node)}`);
      return LEAF;
    }
    if ('$ref' in node) return this.visitRef(node, path, level);
    this.checkKeywords(node, path);
    return this.visitChildren(node, path, level);
  }

  private visitChildren(node: Readonly<Record<string, unknown>>, path: string, level: number): Size {
    let nodes = 1;
    let height = 0;
    for (const entry of subschemaEntries(node)) {
      // Booleans are what the server accepts there; `items: false` only
      // closes a tuple, which is reported as such.
      if (entry.keyword === 'additionalProperties' && typeof entry.schema === 'boolean') continue;
      if (entry.keyword === 'additionalProperties' && isEmptyObject(entry.schema)) continue;
      if (entry.keyword === 'items' && entry.schema === false && 'prefixItems' in node) continue;
      const child = this.visit(entry.schema, appendPointer(path, ...entry.tokens), level + 1);
      nodes += child.nodes;
      height = Math.max(height, child.height + 1);
    }
    return { nodes, height };
  }

  private visitRef(node: Readonly<Record<string, unknown>>, path: string, level: number): Size {
    const ref = node.$ref;
    const siblings = omitRef(node);
    const target = typeof ref === 'string' ? this.resolve(ref, path) : undefined;
    if (typeof ref !== 'string') this.report(path, `$ref must be a string, found ${describeValue(ref)}`);
    if (target === undefined) {
      this.checkKeywords(siblings, path);
      return this.visitChildren(siblings, path, level);
    }
    if (this.expanding.length >= MAX_EXPANDING) {
      this.tooManyHops = true;
      return LEAF;
    }
    const start = this.expanding.indexOf(target);
    if (start !== -1) {
      const cycle = [...this.expanding.slice(start), target].map((definition) => definition.name);
      this.report(path, `recursive $ref is not supported (cycle: ${cycle.join(' -> ')})`);
      return LEAF;
    }
    if (Object.keys(siblings).some(isSubschemaKeyword)) {
      // Keywords beside the $ref override the definition's, so the merged
      // schema is what the server sees; check that, at the place of use.
      this.expanding.push(target);
      const merged = isPlainObject(target.schema) ? { ...target.schema, ...siblings } : siblings;
      const size = this.visit(merged, path, level);
      this.expanding.pop();
      return size;
    }
    this.checkKeywords(siblings, path);
    let size = this.sizes.get(target);
    if (size === undefined) {
      // Checked once, where it is written; later uses reuse the measured
      // size, so definitions reused many times cost nothing extra.
      this.expanding.push(target);
      size = this.visit(target.schema, target.pointer, level);
      this.expanding.pop();
      this.sizes.set(target, size);
    }
    return size;
  }

  /** The definition a `$ref` names, reporting any form the server does not resolve. */
  private resolve(ref: string, path: string): Definition | undefined {
    const tokens = parseLocalPointer(ref);
    const quoted = JSON.stringify(ref);
    if (tokens === undefined) {
      const why = ref.startsWith('#')
        ? 'anchors (plain-name fragments) are not resolved'
        : 'references to other documents (URLs, files) are not resolved';
      this.report(path, `$ref ${quoted} is not supported: ${why}; use "#/$defs/Name"`);
      return undefined;
    }
    if (tokens.length === 0) {
      this.report(path, `recursive $ref is not supported (cycle: # -> #): ${quoted} refers to the root schema`);
      return undefined;
    }
    const [container, name] = tokens;
    if (tokens.length !== 2 || (container !== '$defs' && container !== 'definitions')) {
      this.report(
        path,
        `$ref ${quoted} is not supported: only "#/$defs/Name" and "#/definitions/Name" references to root definitions are resolved`,
      );
      return undefined;
    }
    const definition = this.lookup(ref);
    if (definition === undefined) {
      this.report(path, `$ref ${quoted} points at a definition that does not exist (${container}/${escapePointerToken(name as string)})`);
    }
    return definition;
  }

  private lookup(ref: string): Definition | undefined {
    const tokens = parseLocalPointer(ref);
    if (tokens === undefined || tokens.length !== 2) return undefined;
    return this.definitions.get(`${tokens[0] as string}/${tokens[1] as string}`);
  }

  private checkKeywords(node: Readonly<Record<string, unknown>>, path: string): void {
    for (const [keywords, construct] of REJECTED_KEYWORDS) {
      if (keywords.some((keyword) => keyword in node)) this.report(path, `${construct} is not supported`);
    }
    if ('type' in node) this.checkType(node.type, path);
    if ('enum' in node) this.checkEnum(node.enum, path);
    if ('properties' in node && !isPlainObject(node.properties)) {
      this.report(path, 'properties must be an object mapping names to schemas');
    }
    if (Array.isArray(node.items)) this.report(path, 'items as a list (tuple) is not supported; give one schema for every element');
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      if (keyword in node && (!Array.isArray(node[keyword]) || (node[keyword] as unknown[]).length === 0)) {
        this.report(path, `${keyword} must be a non-empty list of schemas`);
      }
    }
    if ('required' in node) {
      const required = node.required;
      if (!Array.isArray(required) || required.some((name) => typeof name !== 'string')) {
        this.report(path, 'required must be a list of property names');
      }
    }
    if ('description' in node && typeof node.description !== 'string') {
      this.report(path, 'description must be a string');
    }
    const additional = node.additionalProperties;
    if ('additionalProperties' in node && typeof additional !== 'boolean' && !isEmptyObject(additional)) {
      this.report(path, 'schema-valued additionalProperties is not supported; use true or false');
    }
  }

  private checkType(type: unknown, path: string): void {
    const names = Array.isArray(type) ? type : [type];
    if (names.length === 0) {
      this.report(path, 'type must not be an empty list');
      return;
    }
    for (const name of names) {
      if (typeof name !== 'string' || !SUPPORTED_TYPES.has(name)) {
        this.report(
          path,
          `type ${JSON.stringify(name)} is not supported; use string, number, integer, boolean, null, object or array`,
        );
      }
    }
  }

  private checkEnum(values: unknown, path: string): void {
    if (!Array.isArray(values) || values.length === 0) {
      this.report(path, 'enum must be a non-empty list of values');
      return;
    }
    const bad = values.filter((value) => !isEnumValue(value));
    if (bad.length > 0) {
      const shown = bad.map((value) => (value === NOT_JSON ? 'a non-JSON value' : JSON.stringify(value))).join(', ');
      this.report(path, `enum values must be strings, integers, booleans or null; found ${shown}`);
    }
  }

  private report(path: string, message: string): void {
    this.issues.push({ path, message });
  }
}

function isEnumValue(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isInteger(value))
  );
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && value !== NOT_JSON && Object.keys(value).length === 0;
}

function omitRef(node: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (key !== '$ref') defineEntry(result, key, node[key]);
  return result;
}

/**
 * Rewrites one already-checked schema object into the form sent to the
 * server. `own` is a fresh object from `mapSubschemas`, so it may be changed.
 */
function normalize(own: Record<string, unknown>): Record<string, unknown> {
  // Definitions are inlined (root) or unreachable (nested: only root ones
  // can be referenced); the dialect URI is not needed.
  delete own.$schema;
  delete own.$defs;
  delete own.definitions;
  if (isEmptyObject(own.additionalProperties)) own.additionalProperties = true;
  if ('const' in own && !('enum' in own) && isEnumValue(own.const)) {
    own.enum = [own.const];
    delete own.const;
  }
  return own;
}

function dedupe(issues: readonly InputIssue[]): InputIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
