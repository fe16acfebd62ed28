// Reads `pnpm audit --json` output into a verdict: clean, advisories at or above high, or no
// answer from the audit endpoint (which must fail the check, never pass it).

/** The severities that fail the supply-chain check. */
export const FAILING_SEVERITIES = ['high', 'critical'] as const;

/** One advisory worth failing on: the package, its severity, title and link. */
export interface BlockingAdvisory {
  readonly module: string;
  readonly severity: string;
  readonly title: string;
  readonly url: string;
}

/** What the audit said. */
export type AuditVerdict =
  | { readonly kind: 'clean'; readonly dependencies: number; readonly below: Record<string, number> }
  | { readonly kind: 'advisories'; readonly advisories: readonly BlockingAdvisory[] }
  | { readonly kind: 'unreachable'; readonly message: string };

interface AuditReport {
  readonly error?: { readonly code?: string; readonly message?: string };
  readonly advisories?: Record<string, { readonly module_name?: string; readonly severity?: string; readonly title?: string; readonly url?: string }>;
  readonly metadata?: { readonly vulnerabilities?: Record<string, number>; readonly dependencies?: number; readonly totalDependencies?: number };
}

/** Interprets pnpm's JSON (or, when it printed none, its exit) as a verdict. */
export function auditVerdict(stdout: string, stderr = ''): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { kind: 'unreachable', message: `pnpm audit printed no JSON report: ${(stderr || stdout).trim().slice(0, 500)}` };
  }
  if (report.error) return { kind: 'unreachable', message: `${report.error.code ?? 'error'}: ${report.error.message ?? ''}`.trim() };
  if (!report.metadata?.vulnerabilities || !report.advisories) return { kind: 'unreachable', message: `pnpm audit's report has no vulnerability counts: ${stdout.slice(0, 300)}` };
  const advisories = Object.values(report.advisories)
    .filter((advisory) => (FAILING_SEVERITIES as readonly string[]).includes(advisory.severity ?? ''))
    .map((advisory) => ({ module: advisory.module_name ?? '?', severity: advisory.severity ?? '?', title: advisory.title ?? '', url: advisory.url ?? '' }));
  const counted = FAILING_SEVERITIES.reduce((sum, severity) => sum + (report.metadata?.vulnerabilities?.[severity] ?? 0), 0);
  if (advisories.length > 0 || counted > 0) return { kind: 'advisories', advisories };
  const { high: _high, critical: _critical, ...below } = report.metadata.vulnerabilities;
  return { kind: 'clean', dependencies: report.metadata.totalDependencies ?? report.metadata.dependencies ?? 0, below };
}
