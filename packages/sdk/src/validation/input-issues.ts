import { HonchoValidationError, type InputIssue } from '@honcho-ai/core';
import { LIMITS } from './limits.js';

/**
 * Collects every problem with a method's input, then throws one
 * {@link HonchoValidationError} naming each field and rule, before any
 * request is sent.
 *
 * @internal
 */
export class InputIssues {
  readonly #issues: InputIssue[] = [];

  /** Records a problem at `path`. */
  add(path: string, message: string): this {
    this.#issues.push({ path, message });
    return this;
  }

  /** Records every problem from a checker. */
  addAll(issues: readonly InputIssue[]): this {
    this.#issues.push(...issues);
    return this;
  }

  /** Throws when anything was recorded. */
  throwIfAny(prefix = 'Invalid input'): void {
    if (this.#issues.length > 0) throw new HonchoValidationError([...this.#issues], { prefix });
  }
}

/** Problems with a resource id (workspace, peer, session): a non-empty string of letters, digits, `_` and `-`, at most 512 long. */
export function idIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string id, got ${describe(value)}` }];
  if (value.length === 0) return [{ path, message: 'must not be empty' }];
  if (value.length > LIMITS.idMaxLength) {
    return [{ path, message: `must be at most ${LIMITS.idMaxLength} characters (got ${value.length})` }];
  }
  if (!LIMITS.idPattern.test(value)) {
    return [{ path, message: `must contain only letters, digits, "_" and "-" (pattern ${LIMITS.idPattern.source}), got ${JSON.stringify(truncate(value))}` }];
  }
  return [];
}

/** Problems with a metadata object: a plain object, at most 100 top-level keys, nested at most 5 deep. */
export function metadataIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined) return [];
  if (!isPlainObject(value)) return [{ path, message: `must be a plain object, got ${describe(value)}` }];
  const keys = Object.keys(value).length;
  if (keys > LIMITS.metadataMaxKeys) {
    return [{ path, message: `must have at most ${LIMITS.metadataMaxKeys} top-level keys (got ${keys})` }];
  }
  const depth = nestingDepth(value, 0);
  if (depth > LIMITS.metadataMaxDepth) {
    return [{ path, message: `must nest at most ${LIMITS.metadataMaxDepth} levels deep (got ${depth})` }];
  }
  return [];
}

/** Problems with a string whose length must be within `min..max`. */
export function stringIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string, got ${describe(value)}` }];
  if (value.length < min) return [{ path, message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` }];
  if (value.length > max) return [{ path, message: `must be at most ${max} characters (got ${value.length})` }];
  return [];
}

/** Problems with an optional integer that must be within `min..max`. */
export function integerIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value !== 'number' || !Number.isInteger(value)) return [{ path, message: `must be an integer, got ${describe(value)}` }];
  if (value < min || value > max) return [{ path, message: `must be between ${min} and ${max} (got ${value})` }];
  return [];
}

/** Problems with an optional number that must be within `min..max`. */
export function numberIssues(value: unknown, path: string, min: number, max: number): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value !== 'number' || !Number.isFinite(value)) return [{ path, message: `must be a finite number, got ${describe(value)}` }];
  if (value < min || value > max) return [{ path, message: `must be between ${min} and ${max} (got ${value})` }];
  return [];
}

/** Problems with a value that must be one of `allowed`. */
export function oneOfIssues(value: unknown, path: string, allowed: readonly string[]): InputIssue[] {
  if (value === undefined) return [];
  if (typeof value === 'string' && allowed.includes(value)) return [];
  return [{ path, message: `must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}, got ${describe(value)}` }];
}

/** True for `{}`-style objects (not arrays, dates, class instances). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A short description of a value for error messages; never dumps large or secret-looking content. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(truncate(value));
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function nestingDepth(value: unknown, depth: number): number {
  if (typeof value !== 'object' || value === null) return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value)) deepest = Math.max(deepest, nestingDepth(child, depth + 1));
  return deepest;
}
