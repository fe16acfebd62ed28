/**
 * The globals {@link readEnv} looks at. Only `process` (Node, Bun, Deno's
 * Node compatibility) and `Deno` are consulted; any other shape is ignored.
 */
export interface EnvGlobals {
  /** Node-style `process`, when the runtime has one. */
  readonly process?: unknown;
  /** Deno's namespace, when the runtime is Deno. */
  readonly Deno?: unknown;
}

/**
 * Reads an environment variable without ever throwing.
 *
 * Browsers and edge workers have no `process`; Deno without `--allow-env`
 * throws on access; bundlers sometimes replace `process.env` with `{}`. All of
 * those mean "not set" here. Values are trimmed and an empty value counts as
 * unset, so `HONCHO_URL=` in a `.env` file does not override the default.
 *
 * @param name - Variable name, e.g. `HONCHO_API_KEY`.
 * @param globals - Where to look; `globalThis` unless a test passes a stand-in.
 * @returns The trimmed value, or `undefined` when unset, empty or unreadable.
 */
export function readEnv(name: string, globals: EnvGlobals = globalThis as EnvGlobals): string | undefined {
  return normalise(fromProcess(name, globals)) ?? normalise(fromDeno(name, globals));
}

function fromProcess(name: string, globals: EnvGlobals): unknown {
  try {
    const env = (globals.process as { env?: Record<string, unknown> } | undefined)?.env;
    return env?.[name];
  } catch {
    // A getter on process or process.env that throws (Deno permission prompt denied).
    return undefined;
  }
}

function fromDeno(name: string, globals: EnvGlobals): unknown {
  try {
    const env = (globals.Deno as { env?: { get?: (key: string) => unknown } } | undefined)?.env;
    return typeof env?.get === 'function' ? env.get(name) : undefined;
  } catch {
    // Deno.env.get throws NotCapable / PermissionDenied without --allow-env.
    return undefined;
  }
}

function normalise(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
