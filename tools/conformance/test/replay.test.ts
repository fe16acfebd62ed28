// Replays every conformance fixture (packages/testing/conformance/<group>.json) against a fresh
// emulator over HTTP, once per server profile, and holds each answer to the recorded one: one
// test per exchange and profile.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMULATOR_SERVER_PROFILES } from '@honcho-ai/testing';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue/index.js';
import { compareExchange, formatDifferences, isServedRoute } from '../src/compare-exchange.js';
import type { ConformanceFixture, RecordedExchange } from '../src/fixture.js';
import { createRunToken } from '../src/placeholders.js';
import { runGroup } from '../src/run-exchanges.js';
import { correctExchange, serverDefectOf, showsSymptom } from '../src/server-defects.js';

// The recordings stay beside the emulator they hold to the server.
const FIXTURES = fileURLToPath(new URL('../../../packages/testing/conformance/', import.meta.url));
/** The admin key of the emulator that replays a group recorded with authentication on. */
const ADMIN_KEY = 'conformance-admin-key';
const catalogue = await loadCatalogue();
const fixtures = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`${FIXTURES}${file}`, 'utf8')) as ConformanceFixture);

describe('conformance fixtures', () => {
  it('every catalogue group has a fixture, and every fixture a group', () => {
    expect(fixtures.map((f) => f.group).sort()).toEqual(catalogue.map((g) => g.name).sort());
  });

  it('were recorded from the server the 3.0.12 profile stands for', () => {
    for (const fixture of fixtures) expect(EMULATOR_SERVER_PROFILES, fixture.group).toContain(fixture.meta.serverVersion);
  });

  it('hold at least 300 exchanges', () => {
    expect(fixtures.reduce((n, f) => n + f.exchanges.length, 0)).toBeGreaterThanOrEqual(300);
  });
});

for (const fixture of fixtures) {
  const group = catalogue.find((g) => g.name === fixture.group);
  describe(`conformance: ${fixture.group} (recorded from ${fixture.meta.recordedFrom})`, () => {
    it('was recorded with authentication as the catalogue says', () => {
      expect(fixture.meta.authenticated).toBe(group?.authenticated === true);
    });

    it('the catalogue sends the recorded exchanges, in order', () => {
      expect(group?.exchanges.map((e) => e.name)).toEqual(fixture.exchanges.map((e) => e.name));
    });

    it("marks the exchanges the catalogue marks, and each marked server defect's recording still shows it", () => {
      expect(fixture.exchanges.map((e) => e.divergence ?? null)).toEqual(group?.exchanges.map((e) => e.divergence ?? null));
      for (const recorded of fixture.exchanges) {
        const defect = serverDefectOf(recorded);
        if (defect === undefined) continue;
        expect(showsSymptom(recorded.response, defect.symptom), `"${recorded.name}" no longer shows: ${defect.reason}; remove the marker`).toBe(true);
      }
    });

    // Replayed under each server profile. Under '3.0.12' every exchange is held to the
    // recording, the extensions' too: there the emulator must answer as the server did (its 404,
    // its 405, no evidence). Under the default, 'extended', an extension is only checked to be served.
    for (const server of EMULATOR_SERVER_PROFILES) {
      describe(`server: ${server}`, () => {
        let emulator: RunningEmulator | undefined;
        const replayed = new Map<string, RecordedExchange>();

        beforeAll(async () => {
          if (group === undefined) return;
          const authenticated = group.authenticated === true;
          emulator = await startEmulator({ port: 0, server, ...(authenticated && { apiKey: ADMIN_KEY }) });
          const options = { baseUrl: emulator.url, runToken: createRunToken(), ...(authenticated && { token: ADMIN_KEY }) };
          for (const exchange of await runGroup(group, options)) {
            replayed.set(exchange.name, exchange);
          }
        }, 120_000);

        afterAll(async () => {
          await emulator?.close();
        });

        for (const expected of fixture.exchanges) {
          const defect = serverDefectOf(expected);
          if (defect !== undefined) {
            // A server defect: the recording keeps the server's answer, the emulator gives a
            // correct server's (the marker's `expected`), under every profile.
            it(`server defect, answered correctly: ${expected.name}`, () => {
              const actual = replayed.get(expected.name);
              expect(actual, 'not replayed').toBeDefined();
              expect(showsSymptom(actual!.response, defect.symptom), `the emulator shows the defect: ${defect.reason}`).toBe(false);
              const differences = compareExchange(correctExchange(expected, defect), actual!);
              expect(differences, `\n${formatDifferences(differences)}\n`).toEqual([]);
            });
            continue;
          }
          // Only the default profile, 'extended', serves the extensions.
          if (expected.divergence !== undefined && server === 'extended') {
            // Not held to the server: the emulator serves it on purpose and the server may not.
            it(`emulator extension: ${expected.name} (${expected.divergence.reason})`, () => {
              const actual = replayed.get(expected.name);
              expect(actual, 'not replayed').toBeDefined();
              expect(isServedRoute(actual!.response), `the emulator does not serve it: ${JSON.stringify(actual!.response)}`).toBe(true);
            });
            continue;
          }
          it(expected.divergence === undefined ? expected.name : `extension absent, as recorded: ${expected.name}`, () => {
            const actual = replayed.get(expected.name);
            expect(actual, 'not replayed').toBeDefined();
            const differences = compareExchange(expected, actual!);
            expect(differences, `\n${formatDifferences(differences)}\n`).toEqual([]);
          });
        }
      });
    }
  });
}
