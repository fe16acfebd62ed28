import { STATUS_MARKS, type DoctorCheck } from './doctor-check.js';
import type { DoctorReport } from './run-doctor.js';

/** One check as `honcho doctor` prints it: mark, label, what was found, and the fix. */
export function renderCheck(check: DoctorCheck): string {
  return `${STATUS_MARKS[check.status]} ${check.label.padEnd(9)} ${check.summary}${check.fix === undefined ? '' : ` — fix: ${check.fix}`}`;
}

/** The closing line: how many checks failed or warned. */
export function renderVerdict(report: DoctorReport): string {
  const count = (status: DoctorCheck['status']): number => report.checks.filter((check) => check.status === status).length;
  const failed = count('fail');
  const warned = count('warn');
  if (failed > 0) return `${failed} check(s) failed${warned > 0 ? `, ${warned} warning(s)` : ''}.`;
  return warned > 0 ? `No check failed; ${warned} warning(s).` : 'Every check passed.';
}

/** The report as `--json` prints it: the same checks as data, the key as `***`. */
export function reportJson(report: DoctorReport): string {
  return JSON.stringify({ ok: report.ok, checks: report.checks, config: report.config ?? null }, null, 2);
}
