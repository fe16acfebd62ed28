import type { ExchangeGroup } from './exchange.js';
import { baseUrlKind, FIXTURE_FORMAT_VERSION, type ConformanceFixture, type FixtureMeta } from './fixture.js';
import { runGroup, type RunnerOptions } from './run-exchanges.js';
import { assertServerDefectsShown } from './server-defects.js';

/** What a recording says about where it came from. */
export interface RecordingSource {
  readonly recordedFrom: FixtureMeta['recordedFrom'];
  readonly serverVersion?: string;
  readonly snapshotCommit?: string;
  readonly snapshotDate?: string;
  /** Clock for `recordedAt` (tests). */
  readonly now?: () => Date;
}

/**
 * Records every group, in order, into one fixture per group.
 *
 * @throws {ServerDefectFixedError} before a group's fixture is handed on, when a server no longer
 *   shows a defect one of its exchanges is marked with: remove the marker.
 */
export async function recordFixtures(
  groups: readonly ExchangeGroup[],
  options: RunnerOptions,
  source: RecordingSource,
  onGroup?: (fixture: ConformanceFixture) => void | Promise<void>,
): Promise<ConformanceFixture[]> {
  const fixtures: ConformanceFixture[] = [];
  for (const group of groups) {
    const exchanges = await runGroup(group, options);
    const fixture: ConformanceFixture = {
      meta: {
        formatVersion: FIXTURE_FORMAT_VERSION,
        recordedFrom: source.recordedFrom,
        serverVersion: source.serverVersion ?? null,
        snapshotCommit: source.snapshotCommit ?? null,
        snapshotDate: source.snapshotDate ?? null,
        recordedAt: (source.now?.() ?? new Date()).toISOString(),
        baseUrlKind: baseUrlKind(options.baseUrl),
        authenticated: options.token !== undefined,
      },
      group: group.name,
      description: group.description,
      exchanges,
    };
    assertServerDefectsShown(fixture);
    fixtures.push(fixture);
    await onGroup?.(fixture);
  }
  return fixtures;
}

/** A fixture as written to disk: two-space JSON and a final newline, so diffs stay small. */
export function serialiseFixture(fixture: ConformanceFixture): string {
  return `${JSON.stringify(fixture, null, 2)}\n`;
}
