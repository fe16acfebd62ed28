/** Anything that names a resource: its id, or an object carrying it (a `Peer`, `Session`, `Scope`). */
export type IdLike = string | { readonly id: string };

/**
 * The id of `value`, accepting either form. Validation of the id itself
 * happens where the field name is known, so errors can name it.
 *
 * @internal
 */
export function resolveId(value: IdLike): string {
  return typeof value === 'string' ? value : value.id;
}

/**
 * {@link resolveId} for a value not yet checked: a string or an object's
 * `id` as given, anything else unchanged, for the id rule to name.
 *
 * @internal
 */
export function resolveIdSafely(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return resolveId(value as IdLike);
  return value;
}
