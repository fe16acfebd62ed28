import { describe, expect, it } from 'vitest';
import { createEmulator } from './create-emulator.js';
import { EmulatorOptionError } from './emulator-option-error.js';
import { EMULATOR_ROUTES } from './emulator-routes.js';
import { EMULATOR_SERVER_PROFILES, EXTENSION_ROUTES, routesOfProfile, serverProfileOption } from './server-profile.js';

describe('server profiles', () => {
  it('takes each profile, and the default when none is given', () => {
    for (const profile of EMULATOR_SERVER_PROFILES) expect(serverProfileOption(profile)).toBe(profile);
    expect(serverProfileOption(undefined)).toBe('extended');
  });

  it.each([['3.1', '"3.1"'], ['latest', '"latest"'], [3.0, '3'], [null, 'null'], [{}, 'an object']])('refuses %j, naming the option and the profiles', (value, shown) => {
    const error = (() => {
      try {
        createEmulator({ server: value as never });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(EmulatorOptionError);
    expect(error).toMatchObject({ name: 'EmulatorOptionError', option: 'server', allowed: ['extended', '3.0.12'] });
    expect((error as Error).message).toBe(`server must be one of "extended", "3.0.12"; got ${shown}`);
  });

  it('names only routes the emulator has', () => {
    const all = EMULATOR_ROUTES.map((route) => `${route.method} ${route.path}`);
    for (const route of EXTENSION_ROUTES) expect(all).toContain(`${route.method} ${route.path}`);
    expect(routesOfProfile('3.0.12', EMULATOR_ROUTES)).toHaveLength(EMULATOR_ROUTES.length - EXTENSION_ROUTES.length);
    expect(routesOfProfile('extended', EMULATOR_ROUTES)).toEqual(EMULATOR_ROUTES);
  });

  it('under 3.0.12 leaves every /v1 route out, whatever is added there later', () => {
    expect(routesOfProfile('3.0.12', EMULATOR_ROUTES).filter((route) => route.path.startsWith('/v1/'))).toEqual([]);
  });

  it('keeps the emulator otherwise the same: stats, store and reset', async () => {
    const emulator = createEmulator({ server: '3.0.12' });
    expect(emulator.serverProfile).toBe('3.0.12');
    await emulator.fetch('/v3/workspaces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"w"}' });
    expect((await emulator.fetch('/v3/workspaces/w/chat', { method: 'POST', body: '{}' })).status).toBe(404);
    expect(emulator.stats.requests).toBe(2);
    expect(emulator.store.workspace('w')).toBeDefined();
    emulator.reset();
    expect(emulator.serverProfile).toBe('3.0.12');
    expect((await emulator.fetch('/v1/chat/completions', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
