import type { InputIssue } from '../errors/client-errors.js';

// The rules for "JSON data" every package applies to what it sends: one walk,
// behind both the input check (`jsonValueIssues`, eager: metadata, filters
// and configuration are checked on every call) and the schema copier
// (`copyJson` in schema/, loaded with the schema code only when needed).

/**
 * Stand-in for a value `copyJson` refused. Checks that walk the copy
 * skip it, so one bad value is reported once, by the copy.
 */
export const NOT_JSON: Readonly<Record<string, never>> = Object.freeze({});

/**
 * How deep a value may nest before the copy gives up. Far beyond anything the
 * server accepts (20 levels), and far below where recursion would exhaust
 * the call stack.
 */
const MAX_NESTING = 500;

/** A JSON-only copy of a value, and what had to be left out of it. */
export interface JsonCopy {
  /** The copy; refused values are replaced by {@link NOT_JSON}. */
  readonly value: unknown;
  /** One issue per refused value, at its JSON pointer. */
  readonly issues: InputIssue[];
}

/**
 * Every reason `value` is not JSON data, by `copyJson`'s rules (a
 * circular reference, a `BigInt`, a function, a symbol, `NaN` or an
 * infinity, an `undefined` array item, a class instance such as a `Date` or
 * a `Map`, a getter that throws, nesting past 500 levels), at property paths
 * such as `metadata.tags[2]` rather than JSON pointers. Copies nothing. The
 * one check every package runs on the JSON it takes (metadata,
 * configuration, filters, tool input), so that such a value is an input
 * error naming its place instead of a stack overflow or a `TypeError` from
 * `JSON.stringify`.
 *
 * @param value The value to check.
 * @param path The value's own path (`metadata`); `''` for a root whose keys are the paths.
 * @example
 * ```ts
 * const metadata: Record<string, unknown> = { plan: 'pro' };
 * metadata.self = metadata;
 * jsonValueIssues(metadata, 'metadata');
 * // [{ path: 'metadata.self', message: 'circular reference: the value contains itself' }]
 * ```
 */
export function jsonValueIssues(value: unknown, path: string): InputIssue[] {
  return walkJson(value, path, appendProperty, false).issues;
}

/** `path.key`, `path["odd key"]` or `path[3]`; a key alone under the root path `''`. */
function appendProperty(path: string, token: string | number): string {
  if (typeof token === 'number') return `${path}[${token}]`;
  if (!/^[A-Za-z_$][\w$]*$/.test(token)) return `${path}[${JSON.stringify(token)}]`;
  return path === '' ? token : `${path}.${token}`;
}

/**
 * The walk behind `copyJson` and {@link jsonValueIssues}: `copy` false builds
 * nothing. `append` writes a child's path.
 *
 * @internal
 */
export function walkJson(value: unknown, path: string, append: (path: string, token: string | number) => string, copy: boolean): JsonCopy {
  const issues: InputIssue[] = [];
  const copies = new Map<object, unknown>();
  const inProgress = new Set<object>();

  const refuse = (at: string, message: string): unknown => {
    issues.push({ path: at, message });
    return NOT_JSON;
  };

  const visit = (current: unknown, at: string, nesting: number): unknown => {
    switch (typeof current) {
      case 'string':
      case 'boolean':
        return current;
      case 'number':
        return Number.isFinite(current) ? current : refuse(at, `${String(current)} is not a JSON number`);
      case 'object':
        break;
      default:
        return refuse(at, `${describeValue(current)} is not a JSON value`);
    }
    if (current === null) return null;
    if (inProgress.has(current)) return refuse(at, 'circular reference: the value contains itself');
    const done = copies.get(current);
    if (done !== undefined) return done;
    if (nesting >= MAX_NESTING) return refuse(at, `nested more than ${MAX_NESTING} levels deep`);

    inProgress.add(current);
    try {
      let result: unknown;
      if (Array.isArray(current)) {
        const items: unknown[] | undefined = copy ? [] : undefined;
        for (let index = 0; index < current.length; index += 1) {
          const item: unknown = current[index];
          const itemPath = append(at, index);
          const itemCopy = item === undefined ? refuse(itemPath, 'undefined is not a JSON value') : visit(item, itemPath, nesting + 1);
          items?.push(itemCopy);
        }
        result = items ?? current;
      } else if (isPlainObject(current)) {
        const entries: Record<string, unknown> | undefined = copy ? {} : undefined;
        for (const key of Object.keys(current)) {
          const entryPath = append(at, key);
          let entry: unknown;
          try {
            entry = (current as Record<string, unknown>)[key];
          } catch (error) {
            // Getters can throw; report the field instead of crashing.
            const refused = refuse(entryPath, `could not be read (${errorMessage(error)})`);
            if (entries !== undefined) defineEntry(entries, key, refused);
            continue;
          }
          if (entry === undefined) continue;
          const entryCopy = visit(entry, entryPath, nesting + 1);
          if (entries !== undefined) defineEntry(entries, key, entryCopy);
        }
        result = entries ?? current;
      } else {
        return refuse(at, `${describeValue(current)} is not a JSON value`);
      }
      // Checked once however many paths reach it (a copy, or the value itself when only checking).
      copies.set(current, result);
      return result;
    } catch (error) {
      // Proxies can throw from any trap; report the value instead of crashing.
      return refuse(at, `could not be read (${errorMessage(error)})`);
    } finally {
      inProgress.delete(current);
    }
  };

  return { value: visit(value, path, 0), issues };
}

/**
 * True for objects made by `{}` or `Object.create(null)`, in any realm: their
 * prototype is null or is itself a prototype-less object (some realm's
 * `Object.prototype`). Class instances, arrays and boxed values fail.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Sets an own enumerable property. Plain assignment of `__proto__` would
 * change the prototype instead of creating a key, and JSON may have such keys.
 */
export function defineEntry(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** A short human description of a value's kind, e.g. `a Date`, `an array`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    const name = constructorName(value);
    return name === undefined ? 'an object' : withArticle(name);
  }
  return withArticle(typeof value);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function constructorName(value: object): string | undefined {
  try {
    const ctor: unknown = (value as { constructor?: unknown }).constructor;
    const name: unknown = typeof ctor === 'function' ? ctor.name : undefined;
    return typeof name === 'string' && name !== '' && name !== 'Object' ? name : undefined;
  } catch {
    return undefined;
  }
}
