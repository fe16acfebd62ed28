import { HonchoValidationError, type InputIssue } from '../errors/client-errors.js';

/** Values a path placeholder may take. */
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders in a route template, percent-encoding each value
 * with `encodeURIComponent`. This is the one place path parameters are
 * encoded, so an id containing `/`, `?`, `#` or spaces can never change which
 * route a request reaches.
 *
 * @example
 * ```ts
 * buildPath('/v3/workspaces/{workspace_id}/peers/{peer_id}', { workspace_id: 'w', peer_id: 'a/b' });
 * // '/v3/workspaces/w/peers/a%2Fb'
 * ```
 *
 * @throws {@link HonchoValidationError} when a placeholder has no value, a
 *   value is empty, not a string or finite number, or is `.`/`..` (which URL
 *   parsing would resolve as a directory step), or a parameter matches no placeholder.
 */
export function buildPath(template: string, params: PathParams = {}): string {
  const route = compiled(template);
  const issues: InputIssue[] = [];
  let path = route.parts[0] as string;
  for (let i = 0; i < route.names.length; i++) {
    const name = route.names[i] as string;
    path += encodeParam(name, Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined, issues);
    path += route.parts[i + 1] as string;
  }
  for (const name in params) {
    if (Object.prototype.hasOwnProperty.call(params, name) && !route.names.includes(name)) {
      issues.push({ path: name, message: `is not a placeholder in ${template}` });
    }
  }
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: `Cannot build path ${template}` });
  return path;
}

/** A template split at its placeholders: `parts[i]`, then `names[i]`'s value, then `parts[i + 1]`, and so on. */
interface CompiledTemplate {
  readonly parts: readonly string[];
  readonly names: readonly string[];
}

/** Templates seen so far (a handful of routes), so each is split once rather than scanned per call. */
const templates = new Map<string, CompiledTemplate>();
/** Bounds the cache should a caller build templates from data. */
const MAX_CACHED_TEMPLATES = 1_000;

function compiled(template: string): CompiledTemplate {
  let route = templates.get(template);
  if (route !== undefined) return route;
  const parts: string[] = [];
  const names: string[] = [];
  const placeholder = /\{([^{}]+)\}/g;
  let last = 0;
  for (let match = placeholder.exec(template); match !== null; match = placeholder.exec(template)) {
    parts.push(template.slice(last, match.index));
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  route = { parts, names };
  if (templates.size < MAX_CACHED_TEMPLATES) templates.set(template, route);
  return route;
}

function encodeParam(name: string, value: unknown, issues: InputIssue[]): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    issues.push({ path: name, message: `must be a finite number (got ${value})` });
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    issues.push({ path: name, message: value === undefined ? 'is required' : `must be a string or number (got ${typeof value})` });
    return '';
  }
  const text = String(value);
  if (text === '') issues.push({ path: name, message: 'must not be empty' });
  else if (text === '.' || text === '..') issues.push({ path: name, message: `must not be "${text}"` });
  return encodeURIComponent(text);
}
