import { fields, HonchoValidationError, HttpClient, z } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { StoredSettings, type SettingsRoutes } from './stored-settings.js';
import { contextFrom } from './workspace-context.js';

interface Wire {
  id: string;
  metadata: Record<string, unknown>;
  configuration: { flag?: boolean };
}

/** A server answering every request with `answer`, or with a 500 when `answer` is undefined. */
function settingsOver(answer: Wire | undefined, overrides: Partial<SettingsRoutes<{ flag?: boolean }, Wire>> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json().catch(() => undefined) });
    return answer === undefined ? Response.json({ detail: 'down' }, { status: 500 }) : Response.json(answer);
  };
  const http = new HttpClient({ baseURL: 'http://honcho.invalid', fetch, maxRetries: 0 });
  let ensured = 0;
  const remembered: Wire[] = [];
  const settings = new StoredSettings<{ flag?: boolean }, Wire>({
    what: 'thing',
    context: contextFrom(http, 'w', async () => {
      ensured += 1;
    }),
    id: 't1',
    createPath: () => '/v3/things',
    path: () => '/v3/things/t1',
    ensureWorkspace: true,
    configurationSpec: fields({ flag: z.optional(z.boolean({ error: 'must be a boolean' })) }),
    configurationToWire: (configuration) => ({ wire_flag: configuration.flag }),
    configurationFromWire: (wire) => ({ flag: (wire as { flag?: boolean }).flag }),
    remember: (wire) => remembered.push(wire),
    ...overrides,
  });
  return { settings, sent, remembered, ensured: () => ensured };
}

const ANSWER: Wire = { id: 't1', metadata: { from: 'server' }, configuration: { flag: true } };

describe('StoredSettings', () => {
  it('reads through the get-or-create route, after ensuring the workspace, and caches the answer', async () => {
    const { settings, sent, remembered, ensured } = settingsOver(ANSWER);
    expect(await settings.getMetadata(undefined)).toEqual({ from: 'server' });
    expect(await settings.getConfiguration(undefined)).toEqual({ flag: true });
    expect(sent).toEqual([
      { method: 'POST', path: '/v3/things', body: { id: 't1' } },
      { method: 'POST', path: '/v3/things', body: { id: 't1' } },
    ]);
    expect(ensured()).toBe(2);
    expect(remembered).toEqual([ANSWER, ANSWER]);
  });

  it('does not ensure the workspace when the get-or-create is the ensure', async () => {
    const { settings, ensured } = settingsOver(ANSWER, { ensureWorkspace: false });
    await settings.fetch(undefined);
    expect(ensured()).toBe(0);
  });

  it('caches what was sent, or with keepUpdateAnswer what the server answered', async () => {
    const sentValue = settingsOver(ANSWER);
    await sentValue.settings.setMetadata({ mine: 1 }, undefined);
    await sentValue.settings.setConfiguration({ flag: false }, undefined);
    expect(sentValue.sent).toEqual([
      { method: 'PUT', path: '/v3/things/t1', body: { metadata: { mine: 1 } } },
      { method: 'PUT', path: '/v3/things/t1', body: { configuration: { wire_flag: false } } },
    ]);
    expect([sentValue.settings.metadata, sentValue.settings.configuration]).toEqual([{ mine: 1 }, { flag: false }]);
    expect(sentValue.remembered).toEqual([]);

    const answered = settingsOver(ANSWER, { keepUpdateAnswer: true });
    await answered.settings.setMetadata({ mine: 1 }, undefined);
    expect([answered.settings.metadata, answered.settings.configuration]).toEqual([{ from: 'server' }, { flag: true }]);
    expect(answered.remembered).toEqual([ANSWER]);
  });

  it('refuses a missing or invalid value before any request, naming the field', async () => {
    const { settings, sent, ensured } = settingsOver(ANSWER);
    const issues = async (call: Promise<void>) => {
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoValidationError);
      return [(error as HonchoValidationError).message, (error as HonchoValidationError).issues.map((issue) => `${issue.path}: ${issue.message}`)];
    };
    expect(await issues(settings.setMetadata(null as never, undefined))).toEqual([expect.stringContaining('Invalid thing metadata'), ['metadata: is required']]);
    expect(await issues(settings.setConfiguration(undefined as never, undefined))).toEqual([expect.stringContaining('Invalid thing configuration'), ['configuration: is required']]);
    expect((await issues(settings.setConfiguration({ flag: 'yes' as never }, undefined)))[1]).toEqual(['configuration.flag: must be a boolean']);
    expect((await issues(settings.setMetadata([] as never, undefined)))[1]).toEqual([expect.stringMatching(/^metadata: must be a plain object/)]);
    expect(sent).toEqual([]);
    expect(ensured()).toBe(0);
  });

  it('keeps the cache as it was when an update fails', async () => {
    const { settings } = settingsOver(undefined);
    settings.metadata = { before: true };
    await expect(settings.setMetadata({ after: true }, undefined)).rejects.toThrow();
    expect(settings.metadata).toEqual({ before: true });
  });
});
