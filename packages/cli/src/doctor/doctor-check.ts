/** How one check ended. */
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';

/** One line of `honcho doctor`: what was checked, what was found, and what to do about it. */
export interface DoctorCheck {
  /** Stable id: `config`, `dns`, `tcp`, `tls`, `server`, `health`, `key`, `workspace`, `queue`, `webhooks`, `features`. */
  readonly id: string;
  /** The check in a word or two, as printed. */
  readonly label: string;
  readonly status: CheckStatus;
  /** What was found, in one line. Never carries the API key. */
  readonly summary: string;
  /** What to do, for a failure or a warning. */
  readonly fix?: string | undefined;
  /** Milliseconds the check took. */
  readonly ms: number;
  /** Facts as data, for `--json`. */
  readonly details?: Readonly<Record<string, unknown>> | undefined;
}

/** The printed mark of each status: ✓, ✗ and ! as the issue asks; a skipped check is marked -. */
export const STATUS_MARKS: Readonly<Record<CheckStatus, string>> = { pass: '✓', warn: '!', fail: '✗', skip: '-' };
