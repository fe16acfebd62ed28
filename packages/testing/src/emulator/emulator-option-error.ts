/**
 * An emulator option with a value it does not take, thrown by `createEmulator` (and so by
 * `startEmulator`, before anything listens). `option` names the option; `allowed` lists the
 * values it takes, when they are a fixed set.
 */
export class EmulatorOptionError extends Error {
  /** The option at fault, e.g. `server`. */
  readonly option: string;
  /** The values the option takes. */
  readonly allowed: readonly string[];

  constructor(option: string, value: unknown, allowed: readonly string[]) {
    super(`${option} must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}; got ${describe(value)}`);
    this.name = 'EmulatorOptionError';
    this.option = option;
    this.allowed = allowed;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
