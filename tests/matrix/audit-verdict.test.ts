import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.js';

// The shapes pnpm 10 prints for `pnpm audit --json`: an error when the endpoint does not answer
// (this one was captured from a registry mirror that refuses POST), or the npm audit report.
const unreachable = JSON.stringify({
  error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .' },
});
const report = (advisories: Record<string, object>, vulnerabilities: Record<string, number>) =>
  JSON.stringify({ actions: [], advisories, muted: [], metadata: { vulnerabilities, dependencies: 12, devDependencies: 0, optionalDependencies: 0, totalDependencies: 12 } });

describe('auditVerdict', () => {
  it('treats an endpoint that did not answer as unreachable, never as clean', () => {
    expect(auditVerdict(unreachable)).toEqual({ kind: 'unreachable', message: expect.stringContaining('responded with 405') as string });
    expect(auditVerdict('', 'getaddrinfo ENOTFOUND registry.npmjs.org').kind).toBe('unreachable');
    expect(auditVerdict('{}').kind).toBe('unreachable');
  });

  it('fails on high and critical advisories, naming them', () => {
    const verdict = auditVerdict(
      report(
        { 1: { module_name: 'left-pad', severity: 'critical', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-x' }, 2: { module_name: 'chalk', severity: 'low', title: 'Minor', url: '' } },
        { info: 0, low: 1, moderate: 0, high: 0, critical: 1 },
      ),
    );
    expect(verdict).toEqual({ kind: 'advisories', advisories: [{ module: 'left-pad', severity: 'critical', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-x' }] });
  });

  it('passes a report with only moderate or lower findings, keeping their counts', () => {
    expect(auditVerdict(report({}, { info: 0, low: 2, moderate: 1, high: 0, critical: 0 }))).toEqual({ kind: 'clean', dependencies: 12, below: { info: 0, low: 2, moderate: 1 } });
  });
});
