/**
 * Symbol under which every Honcho error records the kinds it is. A registered
 * symbol is shared across realms (iframes, workers, vm contexts) and across
 * duplicate copies of this package, so checks keep working where `instanceof`
 * on a class identity would not.
 */
const ERROR_KINDS: unique symbol = Symbol.for('@honcho-ai/sdk-core/error-kinds') as never;

/** Options every Honcho error accepts. */
export interface HonchoErrorOptions {
  /** Machine-readable code, stable across releases (for example `not_found`). */
  code?: string | undefined;
  /** Parsed response body, when there was one. */
  body?: unknown;
  /** The underlying error, when this one wraps another. */
  cause?: unknown;
}

/**
 * Base class of every error the Honcho clients throw.
 *
 * Check for it with {@link HonchoError.isInstance} (or `instanceof`, which is
 * made cross-realm safe): both work when the error comes from another copy of
 * the package or another JavaScript realm.
 *
 * @example
 * ```ts
 * try {
 *   await peer.chat('hi');
 * } catch (error) {
 *   if (NotFoundError.isInstance(error)) console.log('no such peer');
 * }
 * ```
 */
export class HonchoError extends Error {
  /** Stable name used to recognise this class across realms. */
  static readonly kind: string = 'HonchoError';

  /** HTTP status of the response, or `0` when no response was received. */
  readonly status: number;
  /** Machine-readable code, stable across releases. */
  readonly code: string | undefined;
  /** Parsed response body, when there was one. */
  readonly body: unknown;

  declare readonly [ERROR_KINDS]: readonly string[];

  constructor(message: string, status = 0, options: HonchoErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    // From `kind`, not the constructor name, which minifiers rename.
    this.name = (new.target as unknown as { kind: string }).kind;
    this.status = status;
    this.code = options.code;
    this.body = options.body;
    Object.defineProperty(this, ERROR_KINDS, {
      value: collectKinds(new.target),
      enumerable: false,
    });
  }

  /** True when `value` is an instance of this class (or a subclass), from any realm. */
  static isInstance<T extends abstract new (...args: never[]) => HonchoError>(
    this: T & { kind: string },
    value: unknown,
  ): value is InstanceType<T> {
    return hasKind(value, this.kind);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasKind(value, (this as unknown as { kind: string }).kind);
  }
}

function collectKinds(constructor: unknown): string[] {
  const kinds: string[] = [];
  let current: unknown = constructor;
  while (typeof current === 'function') {
    const kind: unknown = Object.prototype.hasOwnProperty.call(current, 'kind')
      ? (current as { kind?: unknown }).kind
      : undefined;
    if (typeof kind === 'string') kinds.push(kind);
    current = Object.getPrototypeOf(current);
  }
  return kinds;
}

function hasKind(value: unknown, kind: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const kinds = (value as { [ERROR_KINDS]?: unknown })[ERROR_KINDS];
  return Array.isArray(kinds) && kinds.includes(kind);
}
