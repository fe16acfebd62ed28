import type { DoctorCheck } from './doctor-check.js';
import type { HttpProbe, HttpProber } from './http-probe.js';

interface QueueCounts {
  readonly total: number;
  readonly completed: number;
  /** Pending plus in progress. */
  readonly remaining: number;
}

function countsOf(probe: HttpProbe): QueueCounts | undefined {
  if (!probe.ok || probe.status !== 200) return undefined;
  const body = probe.body as { total_work_units?: unknown; completed_work_units?: unknown; pending_work_units?: unknown; in_progress_work_units?: unknown } | null;
  const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
  return { total: number(body?.total_work_units), completed: number(body?.completed_work_units), remaining: number(body?.pending_work_units) + number(body?.in_progress_work_units) };
}

/** Samples the queue until it moves or `seconds` pass: work that sits still reads as a stopped deriver. */
export async function watchQueue(http: HttpProber, workspacePath: string, first: HttpProbe, seconds: number): Promise<DoctorCheck> {
  const started = performance.now();
  const initial = countsOf(first);
  if (initial === undefined) return { id: 'queue', label: 'queue', status: 'warn', summary: `cannot read the queue (GET queue/status answered ${first.ok ? first.status : first.code})`, ms: 0 };
  if (initial.remaining === 0) return { id: 'queue', label: 'queue', status: 'pass', summary: `empty (${initial.completed} work units done)`, ms: 0, details: { ...initial } };
  let latest = initial;
  while (performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, seconds * 1000)));
    const sample = countsOf(await http.request('GET', `${workspacePath}/queue/status`));
    if (sample === undefined) continue;
    latest = sample;
    if (sample.completed > initial.completed || sample.remaining < initial.remaining) {
      return { id: 'queue', label: 'queue', status: 'pass', summary: `draining: ${sample.remaining} left, ${sample.completed - initial.completed} done while watching`, ms: elapsed(started), details: { initial, latest } };
    }
  }
  return {
    id: 'queue',
    label: 'queue',
    status: 'warn',
    summary: `${latest.remaining} work unit(s) pending for ${seconds} s without moving: the deriver worker may not be running`,
    fix: 'start the server\'s deriver worker beside its API, as the Honcho server\'s documentation describes; memory appears only after it runs',
    ms: elapsed(started),
    details: { initial, latest },
  };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
