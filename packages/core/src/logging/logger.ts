import { redact, redactText, type Secrets } from './redact.js';

/** How much the client logs, from nothing to every request. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Every {@link LogLevel}, quietest first. */
export const LOG_LEVELS: readonly LogLevel[] = ['off', 'error', 'warn', 'info', 'debug'];

/**
 * Where log lines go. `console` fits; so do pino, winston and most other
 * loggers. Each method gets a message and, sometimes, one details object.
 */
export interface LogSink {
  /** Per-request detail: method, URL, status, attempt, duration. */
  debug(message: string, ...details: unknown[]): void;
  /** Notable but expected events. */
  info(message: string, ...details: unknown[]): void;
  /** Something the caller should probably fix, such as an invalid `HONCHO_LOG`. */
  warn(message: string, ...details: unknown[]): void;
  /** A failure worth recording even when the caller handles the thrown error. */
  error(message: string, ...details: unknown[]): void;
}

/** A leveled logger that scrubs secrets from everything it is handed. */
export interface Logger {
  /** The level in force. */
  readonly level: LogLevel;
  /** True when a message at `level` would be written, to skip building costly details. */
  enabled(level: Exclude<LogLevel, 'off'>): boolean;
  /** Logs at `debug`. */
  debug(message: string, details?: unknown): void;
  /** Logs at `info`. */
  info(message: string, details?: unknown): void;
  /** Logs at `warn`. */
  warn(message: string, details?: unknown): void;
  /** Logs at `error`. */
  error(message: string, details?: unknown): void;
}

/** Options for {@link createLogger}. */
export interface LoggerOptions {
  /** Quietest level written; `off` (the default) writes nothing. */
  level?: LogLevel | undefined;
  /** Where lines go; `console` when omitted. */
  sink?: LogSink | undefined;
  /** Values scrubbed from every message and detail, on top of Authorization headers: the API key. */
  secrets?: Secrets | undefined;
}

/** True when `value` names a {@link LogLevel}. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * Builds a {@link Logger}. Messages are prefixed `[honcho]`; messages and
 * details pass through {@link redactText} / {@link redact} before reaching the
 * sink, so no caller has to remember to scrub. A sink that throws is ignored:
 * logging must never break a request.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'off';
  const threshold = LOG_LEVELS.indexOf(level);
  const secrets = options.secrets ?? [];
  const sink = options.sink;
  const enabled = (candidate: Exclude<LogLevel, 'off'>): boolean =>
    threshold > 0 && LOG_LEVELS.indexOf(candidate) <= threshold;
  const write =
    (candidate: Exclude<LogLevel, 'off'>) =>
    (message: string, details?: unknown): void => {
      if (!enabled(candidate)) return;
      // Resolved at call time so a console patched by test tooling is honoured.
      const target: LogSink = sink ?? console;
      const line = `[honcho] ${redactText(message, secrets)}`;
      try {
        if (details === undefined) target[candidate](line);
        else target[candidate](line, redact(details, secrets));
      } catch {
        // A broken sink is the caller's problem, not the request's.
      }
    };
  return {
    level,
    enabled,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  };
}
