import { copyJson, defineEntry, describeValue, isPlainObject, NOT_JSON } from './copy-json.js';
import { appendPointer, unescapePointerToken } from './json-pointer.js';
import type { JsonSchema } from './json-schema.js';
import { findReservedFieldName } from './server-field-names.js';
import { SERVER_SCHEMA_LIMITS } from './server-schema-limits.js';

/** One reason the Honcho server would not take a `response_format` schema. */
export interface ServerSchemaIssue {
  /**
   * JSON pointer (a URI fragment: `#` is the root) of the schema object at
   * fault, where it is written in the input: a problem inside a definition is
   * reported at the definition (`#/$defs/Node/...`), once however many times
   * it is used.
   */
  readonly path: string;
  /** The rule that failed, in the server's words where it has words for it. */
  readonly message: string;
  /**
   * What the server answers: `refused` is a 422 whose `detail` is
   * `Invalid response_format: ` followed by {@link serverMessage}; `crash` is
   * a 500 (the server fails on the schema instead of refusing it);
   * `unsendable` means the value cannot be sent at all (not JSON, or not an
   * object).
   */
  readonly outcome: 'refused' | 'crash' | 'unsendable';
  /**
   * The server's error text for a `refused` issue, with the location it
   * names (`unsupported construct 'allOf' at properties.tags`). The server
   * locates problems where the schema is used, following `$ref`s, so this
   * location can differ from {@link path}. `undefined` for other outcomes.
   */
  readonly serverMessage: string | undefined;
}

/** What {@link inspectServerSchema} found. */
export interface ServerSchemaReport {
  /**
   * The schema as it is sent (or, with `normalize: false`, as the server
   * reads it), with every `$ref` the server follows inlined; `undefined`
   * when there are issues.
   */
  readonly schema: JsonSchema | undefined;
  /**
   * Every problem found, in the order the server meets them: the first is
   * the one the server reports (it stops there). Later ones are what it
   * would report next, once the first is fixed.
   */
  readonly issues: readonly ServerSchemaIssue[];
}

/** Options of {@link inspectServerSchema}. */
export interface InspectServerSchemaOptions {
  /**
   * `true` (the default): judge the schema a client sends after preparing
   * it, as `checkServerSchema` does: `$ref`s to root definitions inlined
   * (RFC 6901 `~0` / `~1` escapes allowed), `$schema` and nested `$defs` /
   * `definitions` dropped, an empty `additionalProperties: {}` sent as
   * `true`, a `const` that `enum` can hold sent as a one-member `enum`.
   * `false`: judge the schema exactly as written, as the server receives it
   * from a client that sends it unprepared.
   */
  readonly normalize?: boolean;
}

/** Keywords the server refuses in any schema it reads, in the order it looks for them. */
const UNSUPPORTED_KEYWORDS = ['$defs', 'definitions', 'allOf', 'not', 'if', 'then', 'else', 'patternProperties'] as const;

/** `type` names the server maps to a plain value. */
const PRIMITIVE_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** The only `$ref` forms the server resolves: a root definition by name. */
const REF_PREFIXES = ['#/$defs/', '#/definitions/'] as const;

/**
 * `$ref` expansions and `type`-list entries nested inside one another on one
 * branch, beyond which the schema is refused. The server converts schemas
 * recursively and each of these costs it stack frames without adding a level,
 * so a long enough chain exhausts its recursion limit and it answers 500
 * (measured on server 3.0.12: from about 430 to 480 steps, depending on what
 * surrounds them). This guard sits well below that.
 */
export const MAX_NESTED_STEPS = 250;

const ROOT_NOT_OBJECT = "root schema must have type 'object'";

/** What converting one subschema gives, as far as the checks need to know. */
interface Converted {
  /** `model`: an object model, the only thing a root may be; `unknown` after a problem. */
  readonly kind: 'model' | 'other' | 'unknown';
  /** The subschema as sent: `$ref`s the server follows are inlined. */
  readonly out: unknown;
}

/** Where a subschema sits. */
interface Place {
  /** JSON pointer of the schema object as written in the input. */
  readonly pointer: string;
  /** The server's location of it (`properties.a.anyOf[0]`); `''` is the root. */
  readonly at: string;
  /** Levels below the root: properties, `items` and union members add one; `$ref`s and `type` lists do not. */
  readonly depth: number;
  /** Nested `$ref` expansions and `type`-list entries on this branch. */
  readonly steps: number;
}

/** A definition under the root `$defs` or `definitions`. */
interface Definition {
  readonly name: string;
  readonly schema: unknown;
  /** Where it is written, e.g. `#/$defs/Node`. */
  readonly pointer: string;
}

/**
 * Checks a JSON Schema the way the Honcho server converts a chat
 * `response_format` into the model it asks the LLM to fill, and reports
 * every problem the server would refuse it for (or fail on), in the order
 * the server meets them.
 *
 * The server reads only part of a schema: each object's `properties`, an
 * array's `items`, the members of `anyOf` (or of `oneOf` when there is no
 * `anyOf`), and the root definitions `$ref`s name. An `enum` ends the reading
 * of its node, `anyOf` / `oneOf` win over `type`, and anything else
 * (`prefixItems`, `contains`, `propertyNames`, annotations, constraints) is
 * never looked at, so it is neither checked nor counted. See
 * {@link SERVER_SCHEMA_LIMITS} for how nodes and depth are counted.
 *
 * @param schema Any value; it is never modified.
 * @param options See {@link InspectServerSchemaOptions}.
 *
 * @example
 * ```ts
 * const { issues } = inspectServerSchema({ type: 'object', properties: { a: {} } });
 * issues[0]?.serverMessage; // "schema has no recognizable type at properties.a"
 * ```
 */
export function inspectServerSchema(schema: unknown, options: InspectServerSchemaOptions = {}): ServerSchemaReport {
  const copied = copyJson(schema);
  const issues: ServerSchemaIssue[] = copied.issues.map((issue) => ({
    ...issue,
    outcome: 'unsendable',
    serverMessage: undefined,
  }));
  const root = copied.value;
  if (root === NOT_JSON || !isPlainObject(root)) {
    if (root !== NOT_JSON) {
      issues.push({
        path: '#',
        message: `a JSON Schema must be an object, found ${describeValue(root)}`,
        outcome: 'unsendable',
        serverMessage: undefined,
      });
    }
    return { schema: undefined, issues };
  }
  const walk = new ServerSchemaWalk(root, options.normalize ?? true, issues);
  const sent = walk.run();
  return { schema: issues.length === 0 ? (JSON.parse(JSON.stringify(sent)) as JsonSchema) : undefined, issues };
}

/** One pass over a schema, in the server's order. */
class ServerSchemaWalk {
  private readonly definitions = new Map<string, Definition>();
  /** Definitions being expanded on the current branch, outermost first: a repeat is a cycle. */
  private readonly expanding: Definition[] = [];
  private nodes = 0;
  /** Set once a size limit is passed: the server stops there, and so does the walk. */
  private stopped = false;

  constructor(
    private readonly root: Readonly<Record<string, unknown>>,
    private readonly normalize: boolean,
    private readonly issues: ServerSchemaIssue[],
  ) {}

  /** Checks the whole schema; returns it as sent (meaningful only without issues). */
  run(): unknown {
    // The server drops the root's `$schema` and takes its definitions out
    // before reading anything else.
    const body: Record<string, unknown> = {};
    for (const key of Object.keys(this.root)) {
      if (key !== '$schema' && key !== '$defs' && key !== 'definitions') defineEntry(body, key, this.root[key]);
    }
    this.collectDefinitions();
    let rootReported = false;
    if (!this.normalize && !isObjectRoot(body, true)) {
      this.refuseAt('#', ROOT_NOT_OBJECT);
      rootReported = true;
    }
    const before = this.issues.length;
    const converted = this.convert(body, { pointer: '#', at: '', depth: 0, steps: 0 });
    let sent = converted.out;
    if (this.normalize && !isObjectRoot(sent, false)) {
      if (converted.kind === 'model' && isPlainObject(sent)) {
        // It reads as one object (a one-member `anyOf`, a `["object"]` type
        // list, a `$ref` to an object) but, once inlined, no longer says so
        // where the server's first check looks: say it.
        sent = { ...sent, type: 'object' };
      } else {
        // What is sent is the root with its `$ref` inlined, so that is what
        // the server's first check sees.
        this.issues.splice(before, 0, this.pathless('#', ROOT_NOT_OBJECT));
        rootReported = true;
      }
    }
    // A root that reads as something other than one object (a union of two,
    // an enum, a definition of another type) fails the server's last check.
    if (!rootReported && converted.kind === 'other') this.refuseAt('#', ROOT_NOT_OBJECT);
    return sent;
  }

  private collectDefinitions(): void {
    for (const container of ['$defs', 'definitions'] as const) {
      if (!Object.hasOwn(this.root, container)) continue;
      const defs = this.root[container];
      if (defs === null || defs === NOT_JSON) continue;
      if (!isPlainObject(defs)) {
        this.refuse(ROOT, `'${container}' must be an object`);
        continue;
      }
      for (const name of Object.keys(defs)) {
        if (name === '') {
          this.refuse(ROOT, `'${container}' definition names must be non-empty strings`);
        } else if (this.definitions.has(name)) {
          this.refuse(ROOT, `definition '${name}' appears in both '$defs' and 'definitions'`);
        } else {
          this.definitions.set(name, { name, schema: defs[name], pointer: appendPointer('#', container, name) });
        }
      }
    }
  }

  private convert(node: unknown, place: Place): Converted {
    if (this.stopped || node === NOT_JSON) return { kind: 'unknown', out: node };
    if (isPlainObject(node) && Object.hasOwn(node, '$ref')) return this.convertRef(node, place);
    const before = this.issues.length;
    const checked = this.checkNode(node, place);
    if (checked === undefined) return { kind: 'unknown', out: node };
    // A node already refused for a construct (`{"allOf": [...]}`) is not
    // also reported for lacking a type: the construct was meant as one.
    const flagged = this.issues.length > before;
    if (Object.hasOwn(checked, 'enum')) {
      // A list of values: the rest of the node is not read.
      this.checkEnum(checked.enum, place);
      return { kind: 'other', out: checked };
    }
    if (Object.hasOwn(checked, 'anyOf') || Object.hasOwn(checked, 'oneOf')) return this.convertUnion(checked, place);
    const type = checked.type;
    if (Array.isArray(type)) return this.convertTypeList(checked, type, place);
    const effective = type == null && Object.hasOwn(checked, 'properties') ? 'object' : type;
    if (effective === 'object') return this.convertObject(checked, place);
    if (effective === 'array') return this.convertArray(checked, place);
    if (typeof effective === 'string' && PRIMITIVE_TYPES.has(effective)) return { kind: 'other', out: checked };
    if (effective === NOT_JSON) return { kind: 'unknown', out: checked };
    if (effective == null) {
      if (!flagged) this.refuse(place, 'schema has no recognizable type');
    } else if (isPlainObject(effective)) {
      // The server looks an object up in a table of names, which fails.
      this.crash(place, `type ${JSON.stringify(effective)} is not a type name; the server fails on it (500) instead of refusing it`);
    } else {
      this.refuse(place, `unsupported type '${pythonText(effective)}'`);
    }
    return { kind: 'unknown', out: checked };
  }

  /**
   * The checks of every node the server reads: size limits, then its shape.
   * Returns the node (normalised when asked) when it is a schema object.
   */
  private checkNode(node: unknown, place: Place): Record<string, unknown> | undefined {
    const { maxDepth, maxNodes } = SERVER_SCHEMA_LIMITS;
    this.nodes += 1;
    if (this.nodes > maxNodes) return this.stop(`schema exceeds the maximum of ${maxNodes} nodes`);
    if (place.depth > maxDepth) return this.stop(`schema nesting exceeds the maximum depth of ${maxDepth}`);
    if (typeof node === 'boolean') {
      this.refuse(place, 'boolean schemas are not supported');
      return undefined;
    }
    if (!isPlainObject(node)) {
      this.refuse(place, 'schema must be an object');
      return undefined;
    }
    const own = this.normalize ? normalizeNode(node) : node;
    for (const keyword of UNSUPPORTED_KEYWORDS) {
      if (Object.hasOwn(own, keyword)) this.refuse(place, `unsupported construct '${keyword}'`);
    }
    const additional = own.additionalProperties;
    if (isPlainObject(additional) && additional !== NOT_JSON) {
      this.refuse(place, 'additionalProperties with a schema is not supported');
    }
    return own;
  }

  private convertRef(node: Readonly<Record<string, unknown>>, place: Place): Converted {
    const unknown: Converted = { kind: 'unknown', out: node };
    const ref = node.$ref;
    if (ref === NOT_JSON) return unknown;
    if (typeof ref !== 'string') {
      this.refuse(place, "'$ref' must be a string");
      return unknown;
    }
    const name = this.definitionName(ref);
    if (name === undefined) {
      this.refuse(place, `unsupported $ref '${ref}': only '#/$defs/<name>' or '#/definitions/<name>' references are supported`);
      return unknown;
    }
    const definition = this.definitions.get(name);
    if (definition === undefined) {
      this.refuse(place, `$ref '${ref}' points to an unknown definition`);
      return unknown;
    }
    const start = this.expanding.indexOf(definition);
    if (start !== -1) {
      const cycle = [...this.expanding.slice(start), definition].map((entry) => entry.name).join(' -> ');
      this.refuse(place, `recursive $ref is not supported (cycle: ${cycle}); restructure the schema so definitions do not reference themselves`);
      return unknown;
    }
    if (!this.takeStep(place)) return unknown;
    const target = definition.schema;
    if (target === NOT_JSON) return unknown;
    const siblings: Record<string, unknown> = {};
    for (const key of Object.keys(node)) if (key !== '$ref') defineEntry(siblings, key, node[key]);
    // Keywords beside the `$ref` override the definition's; the merged
    // schema belongs to the place of use, so its problems are reported there.
    const merged = Object.keys(siblings).length > 0 && isPlainObject(target);
    this.expanding.push(definition);
    try {
      return this.convert(merged ? { ...target, ...siblings } : target, {
        ...place,
        pointer: merged ? place.pointer : definition.pointer,
        steps: place.steps + 1,
      });
    } finally {
      this.expanding.pop();
    }
  }

  /** The definition a `$ref` names, or `undefined` for a form that is not resolved. */
  private definitionName(ref: string): string | undefined {
    const prefix = REF_PREFIXES.find((candidate) => ref.startsWith(candidate));
    const name = prefix === undefined ? '' : ref.slice(prefix.length);
    // A `/` would make it a pointer into a definition; `%` an encoded name.
    if (name === '' || name.includes('/') || name.includes('%')) return undefined;
    if (!name.includes('~')) return name;
    // The server refuses pointer escapes; a client that inlines the `$ref`
    // itself can resolve the well-formed ones (`~0` is `~`, `~1` is `/`).
    return this.normalize && !/~(?![01])/.test(name) ? unescapePointerToken(name) : undefined;
  }

  private convertUnion(node: Readonly<Record<string, unknown>>, place: Place): Converted {
    // With both present, the server reads `anyOf` and ignores `oneOf`.
    const keyword = Object.hasOwn(node, 'anyOf') ? 'anyOf' : 'oneOf';
    const members = node[keyword];
    if (members === NOT_JSON) return { kind: 'unknown', out: node };
    if (!Array.isArray(members) || members.length === 0) {
      this.refuse(place, `'${keyword}' must be a non-empty array`);
      return { kind: 'unknown', out: node };
    }
    const converted = members.map((member: unknown, index) =>
      this.convert(member, this.child(place, [keyword, index], `${keyword}[${index}]`)),
    );
    return {
      // A union of one member is that member; of more, never a single object.
      kind: converted.length === 1 ? (converted[0] as Converted).kind : 'other',
      out: { ...node, [keyword]: converted.map((entry) => entry.out) },
    };
  }

  private convertTypeList(node: Readonly<Record<string, unknown>>, types: readonly unknown[], place: Place): Converted {
    if (types.length === 0) {
      this.refuse(place, "'type' array must not be empty");
      return { kind: 'unknown', out: node };
    }
    if (!this.takeStep(place)) return { kind: 'unknown', out: node };
    // The server reads the node once per entry, as if that entry were its
    // only type: each read counts as a node, at the same level.
    const variants = types.map((type) => this.convert({ ...node, type }, { ...place, steps: place.steps + 1 }));
    const out: Record<string, unknown> = { ...node };
    for (const variant of variants) {
      if (!isPlainObject(variant.out)) continue;
      for (const key of Object.keys(variant.out)) {
        // Take the children a variant rewrote (an object's properties, an array's items).
        if (key !== 'type' && variant.out[key] !== node[key]) defineEntry(out, key, variant.out[key]);
      }
    }
    return { kind: variants.length === 1 ? (variants[0] as Converted).kind : 'other', out };
  }

  private convertObject(node: Readonly<Record<string, unknown>>, place: Place): Converted {
    const properties = Object.hasOwn(node, 'properties') ? node.properties : {};
    const required = Object.hasOwn(node, 'required') ? node.required : [];
    const propertiesOk = properties === NOT_JSON || isPlainObject(properties);
    if (!propertiesOk) this.refuse(place, "'properties' must be an object");
    if (
      required !== NOT_JSON &&
      (!Array.isArray(required) || required.some((name) => typeof name !== 'string' && name !== NOT_JSON))
    ) {
      this.refuse(place, "'required' must be an array of strings");
    }
    if (!propertiesOk || properties === NOT_JSON || !isPlainObject(properties)) return { kind: 'unknown', out: node };
    const mapped: Record<string, unknown> = {};
    const names: string[] = [];
    for (const key of Object.keys(properties)) {
      if (key === '') {
        this.refuse(place, 'property names must be non-empty strings');
        defineEntry(mapped, key, properties[key]);
        continue;
      }
      const converted = this.convert(properties[key], this.child(place, ['properties', key], `properties.${key}`));
      defineEntry(mapped, key, converted.out);
      names.push(key);
    }
    // pydantic builds the model once the properties are converted.
    const reserved = this.stopped ? undefined : findReservedFieldName(names);
    if (reserved !== undefined) {
      this.issues.push({
        path: place.pointer,
        message: `property ${JSON.stringify(reserved.property)} cannot be a field of the server's model: its field name "${reserved.field}" is a method pydantic protects`,
        outcome: 'refused',
        serverMessage: reserved.serverMessage,
      });
    }
    if (!Object.hasOwn(node, 'properties')) return { kind: 'model', out: node };
    const out = { ...node };
    defineEntry(out, 'properties', mapped);
    return { kind: 'model', out };
  }

  private convertArray(node: Readonly<Record<string, unknown>>, place: Place): Converted {
    const items = Object.hasOwn(node, 'items') ? node.items : undefined;
    // Without `items` (or with `null`) the server takes a list of anything.
    if (items == null) return { kind: 'other', out: node };
    const converted = this.convert(items, this.child(place, ['items'], 'items'));
    return { kind: 'other', out: { ...node, items: converted.out } };
  }

  private checkEnum(values: unknown, place: Place): void {
    if (values === NOT_JSON) return;
    if (!Array.isArray(values) || values.length === 0) {
      this.refuse(place, "'enum' must be a non-empty array");
    } else if (values.some((value) => value !== NOT_JSON && !isServerEnumValue(value))) {
      this.refuse(place, 'enum values must be strings, integers, booleans, or null');
    }
  }

  private child(place: Place, tokens: readonly (string | number)[], segment: string): Place {
    return {
      pointer: appendPointer(place.pointer, ...tokens),
      at: place.at === '' ? segment : `${place.at}.${segment}`,
      depth: place.depth + 1,
      steps: place.steps,
    };
  }

  private takeStep(place: Place): boolean {
    if (place.steps < MAX_NESTED_STEPS) return true;
    this.crash(
      place,
      `$refs and type lists nest more than ${MAX_NESTED_STEPS} steps inside one another; the server runs out of stack (500) on such chains`,
    );
    return false;
  }

  private refuse(place: Pick<Place, 'pointer' | 'at'>, message: string): void {
    this.issues.push({ path: place.pointer, message, outcome: 'refused', serverMessage: `${message} at ${place.at || 'root'}` });
  }

  /** A refusal whose server text names no location. */
  private refuseAt(pointer: string, message: string): void {
    this.issues.push(this.pathless(pointer, message));
  }

  private pathless(pointer: string, message: string): ServerSchemaIssue {
    return { path: pointer, message, outcome: 'refused', serverMessage: message };
  }

  private stop(message: string): undefined {
    this.stopped = true;
    this.refuseAt('#', message);
    return undefined;
  }

  private crash(place: Place, message: string): void {
    this.issues.push({ path: place.pointer, message, outcome: 'crash', serverMessage: undefined });
  }
}

const ROOT: Pick<Place, 'pointer' | 'at'> = { pointer: '#', at: '' };

/**
 * The server's first check of the root: `type: "object"`, or no type and
 * `properties` (or, in a schema sent as written, a `$ref`).
 */
function isObjectRoot(node: unknown, allowRef: boolean): boolean {
  if (!isPlainObject(node)) return false;
  const type = node.type;
  if (type === 'object') return true;
  return type == null && (Object.hasOwn(node, 'properties') || (allowRef && Object.hasOwn(node, '$ref')));
}

/**
 * True for what the server takes as an `enum` member: null, a string, a
 * boolean or an integer. A number is an integer on the server only when its
 * JSON text has no fraction or exponent, which for a JavaScript number means
 * a whole number below 1e21 (larger ones are written with an exponent).
 */
function isServerEnumValue(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e21)
  );
}

/**
 * The changes a client makes to one schema object before sending it, each
 * turning something the server refuses into its accepted equivalent. Returns
 * the node itself when nothing changes.
 */
function normalizeNode(node: Readonly<Record<string, unknown>>): Record<string, unknown> {
  let result: Record<string, unknown> | undefined;
  const edit = (): Record<string, unknown> => (result ??= { ...node });
  // The dialect URI is not needed; nested definitions cannot be referenced
  // (only root ones can), and the server refuses them.
  for (const key of ['$schema', '$defs', 'definitions']) if (Object.hasOwn(node, key)) delete edit()[key];
  const additional = node.additionalProperties;
  if (isPlainObject(additional) && additional !== NOT_JSON && Object.keys(additional).length === 0) {
    edit().additionalProperties = true;
  }
  // zod writes `const` for literals and discriminators; the server ignores
  // `const` but enforces `enum`.
  if (Object.hasOwn(node, 'const') && !Object.hasOwn(node, 'enum') && isServerEnumValue(node.const)) {
    const own = edit();
    own.enum = [node.const];
    delete own.const;
  }
  return result ?? (node as Record<string, unknown>);
}

/** How the server prints a JSON value inside a message (Python's `str`). */
function pythonText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
