import type { DefectSymptom, ServerDefect } from './exchange.js';
import type { ConformanceFixture, RecordedExchange, RecordedResponse } from './fixture.js';

/** The recorded body as text: the JSON, the plain text or the raw event stream. */
function bodyText(response: RecordedResponse): string {
  if (response.json !== undefined) return JSON.stringify(response.json);
  return response.text ?? response.sse?.raw ?? '';
}

/** Whether a recorded answer shows a defect's symptom: every field the symptom gives holds. */
export function showsSymptom(response: RecordedResponse, symptom: DefectSymptom): boolean {
  if (symptom.status !== undefined && response.status !== symptom.status) return false;
  if (symptom.bodyIncludes !== undefined && !bodyText(response).includes(symptom.bodyIncludes)) return false;
  return true;
}

/** The marker of an exchange recorded as a server defect, or `undefined`. */
export function serverDefectOf(exchange: Pick<RecordedExchange, 'divergence'>): ServerDefect | undefined {
  return exchange.divergence?.kind === 'server-defect' ? exchange.divergence : undefined;
}

/**
 * The exchange as a correct server answers it: the recorded request with the marker's
 * `expected` answer, compared exactly. What the emulator is held to instead of the recording.
 */
export function correctExchange(exchange: RecordedExchange, defect: ServerDefect): RecordedExchange {
  const { compare: _compare, ...rest } = exchange;
  return { ...rest, response: defect.expected };
}

/** The exchanges of a fixture marked `server-defect` whose recorded answer no longer shows the defect. */
export function fixedServerDefects(fixture: ConformanceFixture): RecordedExchange[] {
  return fixture.exchanges.filter((exchange) => {
    const defect = serverDefectOf(exchange);
    return defect !== undefined && !showsSymptom(exchange.response, defect.symptom);
  });
}

/**
 * A recording from a server that no longer shows a defect it is marked with: the server was
 * fixed (or the exchange changed), so the marker must go and the answer become contract.
 */
export class ServerDefectFixedError extends Error {
  override readonly name = 'ServerDefectFixedError';
  readonly group: string;
  /** The names of the exchanges whose marker is stale. */
  readonly exchanges: readonly string[];

  constructor(group: string, exchanges: readonly RecordedExchange[]) {
    const lines = exchanges.map((exchange) => {
      const defect = serverDefectOf(exchange)!;
      return `  - "${exchange.name}": answered ${exchange.response.status}, without the symptom ${JSON.stringify(defect.symptom)} of: ${defect.reason}`;
    });
    super(
      `conformance group ${group}: the server no longer shows ${exchanges.length === 1 ? 'a defect' : `${exchanges.length} defects`} it is marked with.\n` +
        `${lines.join('\n')}\n` +
        "Remove the `divergence: 'server-defect'` marker from these exchanges in the catalogue (and their row in the README's " +
        '"Known server defects and quirks"), then record again: the fixture was not written.',
    );
    this.group = group;
    this.exchanges = exchanges.map((exchange) => exchange.name);
  }
}

/**
 * Fails when a fixture recorded from a server holds a `server-defect` exchange whose answer no
 * longer shows the defect. Fixtures recorded from the emulator are not checked: it has none.
 *
 * @throws {ServerDefectFixedError} naming the exchanges whose marker must be removed.
 */
export function assertServerDefectsShown(fixture: ConformanceFixture): void {
  if (fixture.meta.recordedFrom !== 'server') return;
  const fixed = fixedServerDefects(fixture);
  if (fixed.length > 0) throw new ServerDefectFixedError(fixture.group, fixed);
}
