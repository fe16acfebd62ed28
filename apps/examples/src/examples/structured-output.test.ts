import { describe, expect, it } from 'vitest';
import { useEmulator } from './shared/emulator-fixture.js';
import { structuredOutputErrors } from './structured-output-errors.js';
import { structuredOutputJsonSchema } from './structured-output-json-schema.js';
import { structuredOutputZod3 } from './structured-output-zod3.js';
import { structuredOutputZod4 } from './structured-output-zod4.js';

const fixture = useEmulator();

describe('structured output', () => {
  it('zod 4: a validated object whose fields come from what alice said', async () => {
    const profile = await structuredOutputZod4(fixture.context().honcho);
    expect(profile).not.toBeNull();
    expect(profile?.city).toContain('Lisbon');
    expect(profile?.food).toContain('dal');
    expect(profile?.training).toContain('half marathon');
    expect(profile?.confidence).toBeGreaterThan(0);
    expect(profile?.confidence).toBeLessThanOrEqual(1);
  });

  it('zod 3: the same, with optional fields and bounded arrays', async () => {
    const habits = await structuredOutputZod3(fixture.context().honcho);
    expect(habits?.weekends).toContain('hike on Saturdays');
    expect(habits?.coffee).toContain('dark roast');
    expect(habits?.hobbies.length).toBeGreaterThan(0);
    expect(habits?.hobbies.length).toBeLessThanOrEqual(3);
  });

  it('JSON Schema: JSON text matching the schema, parsed by the caller', async () => {
    const { text, parsed } = await structuredOutputJsonSchema(fixture.context().honcho);
    expect(typeof text).toBe('string');
    expect(JSON.parse(text ?? '')).toEqual(parsed);
    expect(parsed?.language).toContain('Portuguese');
    expect(parsed?.city).toContain('Lisbon');
  });

  it('errors: an unsupported schema is refused before sending; a failed refinement keeps the raw answer', async () => {
    const { honcho, workspaceId } = fixture.context();
    const chatsBefore = fixture.emulator.stats.requests;
    const { unsupported, mismatch } = await structuredOutputErrors(honcho);
    expect(unsupported).toEqual([{ path: '#/properties/scores', message: expect.stringContaining('additionalProperties') as string }]);
    expect(mismatch?.issues).toEqual([{ path: 'city', message: 'must be a single word' }]);
    expect(String(mismatch?.value)).toContain('Lisbon');
    // The refused schema never reached the server: one chat request was made, for the second attempt.
    expect(fixture.emulator.stats.requests).toBeGreaterThan(chatsBefore);
    expect(fixture.emulator.store.messages(workspaceId, 'support-42')).toHaveLength(12);
  });
});
