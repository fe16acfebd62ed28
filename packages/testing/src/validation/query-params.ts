import { object, parse, type Infer, type Validator } from './validators.js';

type Shape = Record<string, Validator<unknown>>;

/**
 * Validates query parameters with the same validators as bodies, located at
 * `["query", name]`. Names in `repeated` are read with `getAll` (FastAPI's
 * `list[str]` query params); all others with `get`.
 */
export function parseQuery<S extends Shape>(
  params: URLSearchParams,
  shape: S,
  repeated: readonly (keyof S & string)[] = [],
): { [K in keyof S]: Infer<S[K]> } {
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(shape)) {
    if (repeated.includes(name)) {
      const values = params.getAll(name);
      if (values.length > 0) raw[name] = values;
    } else {
      const value = params.get(name);
      if (value !== null) raw[name] = value;
    }
  }
  return parse(object(shape), raw, ['query']);
}
