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
  const issues: InputIssue[] = [];
  const used = new Set<string>();
  const path = template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    used.add(name);
    const value: unknown = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
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
  });
  for (const name of Object.keys(params)) {
    if (!used.has(name)) issues.push({ path: name, message: `is not a placeholder in ${template}` });
  }
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: `Cannot build path ${template}` });
  return path;
}
