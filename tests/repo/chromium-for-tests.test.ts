import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNPACKED_CHROMIUM_PATH } from '../../apps/examples/src/browser/chromium.js';
import { APT_INSTALL, DEBIAN_CHROMIUM, NPM_CHROMIUM, planChromium, provideChromium, unpackedChromium, type Machine } from '../../scripts/chromium-for-tests.mjs';
import { repoRoot } from './workspace.js';

// How `npm test` gets a browser for the browser tests (scripts/chromium-for-tests.mjs,
// docs/decisions/0012): the plan for each kind of machine, the message when no route works, and
// the command run for real with HONCHO_CHROMIUM_PATH pointing nowhere (the "no browser" path,
// without removing the machine's browser).
const debianRoot: Machine = { env: {}, platform: 'linux', arch: 'x64', glibc: '2.36', isRoot: true, hasAptGet: true, exists: () => false, root: '/repo' };

describe('planChromium', () => {
  it('uses a browser that is there before installing anything', () => {
    expect(planChromium({ ...debianRoot, exists: (path) => path === DEBIAN_CHROMIUM })).toEqual({ kind: 'use', path: DEBIAN_CHROMIUM, source: "Debian's chromium" });
    const unpacked = unpackedChromium('/repo');
    expect(planChromium({ ...debianRoot, exists: (path) => path === unpacked.path || path === unpacked.marker })).toMatchObject({ kind: 'use', path: unpacked.path });
    // A launcher without the marker of the pinned version is an older or half-finished unpack: get it again.
    expect(planChromium({ ...debianRoot, exists: (path) => path === unpacked.path }).kind).toBe('get');
  });

  it("tries Debian's chromium first as root with apt-get, then the npm package", () => {
    expect(planChromium(debianRoot)).toEqual({ kind: 'get', routes: ['apt', 'npm'], unavailable: [] });
  });

  it('goes to the npm package when apt-get cannot be used, and says why', () => {
    const notRoot = planChromium({ ...debianRoot, isRoot: false });
    expect(notRoot).toMatchObject({ kind: 'get', routes: ['npm'] });
    expect(notRoot.kind === 'get' && notRoot.unavailable.join()).toContain('needs root');
    expect(planChromium({ ...debianRoot, hasAptGet: false })).toMatchObject({ kind: 'get', routes: ['npm'], unavailable: ["Debian's chromium: no apt-get here"] });
  });

  it('has no route where the npm build does not run (another OS or CPU, musl)', () => {
    const mac = planChromium({ ...debianRoot, platform: 'darwin', arch: 'arm64', isRoot: false, hasAptGet: false });
    expect(mac).toMatchObject({ kind: 'get', routes: [] });
    expect(mac.kind === 'get' && mac.unavailable.join()).toContain('this is darwin-arm64');
    expect(planChromium({ ...debianRoot, arch: 'arm64' })).toMatchObject({ routes: ['apt'] });
    expect(planChromium({ ...debianRoot, glibc: undefined, hasAptGet: false })).toMatchObject({ routes: [], unavailable: [expect.any(String), expect.stringContaining('without glibc')] });
  });

  it('takes HONCHO_CHROMIUM_PATH as it is, and installs nothing when it points nowhere', () => {
    expect(planChromium({ ...debianRoot, env: { HONCHO_CHROMIUM_PATH: '/opt/c' }, exists: (path) => path === '/opt/c' })).toMatchObject({ kind: 'use', path: '/opt/c' });
    const nowhere = planChromium({ ...debianRoot, env: { HONCHO_CHROMIUM_PATH: '/nowhere/chromium' }, exists: (path) => path === DEBIAN_CHROMIUM });
    expect(nowhere.kind).toBe('missing');
    expect(nowhere.kind === 'missing' && nowhere.message).toContain('`env -u HONCHO_CHROMIUM_PATH npm test`');
  });

  it('gets nothing when the browser tests are skipped by name', () => {
    expect(planChromium({ ...debianRoot, env: { HONCHO_SKIP_BROWSER_TESTS: 'no browser here' } })).toEqual({ kind: 'skip', reason: 'no browser here' });
  });
});

describe('provideChromium', () => {
  const log = () => {};
  const failing = (reason: string) => () => ({ reason });

  it('falls back to the npm package when apt-get fails', () => {
    const result = provideChromium({ machine: debianRoot, log, routes: { apt: failing('apt-get: exit 100'), npm: () => ({ path: '/repo/unpacked/chromium' }) } });
    expect(result).toEqual({ path: '/repo/unpacked/chromium', source: `${NPM_CHROMIUM.name} ${NPM_CHROMIUM.version}, unpacked now` });
  });

  it('without any browser, gives every reason and the one command that fixes it on this machine', () => {
    const offline = provideChromium({ machine: debianRoot, log, routes: { apt: failing('apt-get: exit 100'), npm: failing('npm pack: ENOTFOUND') } });
    expect(offline).toEqual({ message: expect.stringContaining('apt-get: exit 100; npm pack: ENOTFOUND') as string });
    expect('message' in offline && offline.message).toContain('`HONCHO_CHROMIUM_PATH=/path/to/chromium npm test`');

    const debianUser = provideChromium({ machine: { ...debianRoot, isRoot: false }, log, routes: { npm: failing('npm pack: ENOTFOUND') } });
    expect('message' in debianUser && debianUser.message).toContain(`\`sudo sh -c '${APT_INSTALL}'\``);

    const mac = provideChromium({ machine: { ...debianRoot, platform: 'darwin', arch: 'arm64', isRoot: false, hasAptGet: false }, log, routes: {} });
    expect('message' in mac && mac.message).toContain('`HONCHO_CHROMIUM_PATH=/path/to/chromium npm test`');
  });

  it('unpacks to the place the browser tests look at', () => {
    expect(unpackedChromium().path).toBe(UNPACKED_CHROMIUM_PATH);
  });
});

describe('node scripts/chromium-for-tests.mjs', () => {
  it('with HONCHO_CHROMIUM_PATH pointing nowhere, installs nothing, fails, and says the command that fixes it', () => {
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'chromium-for-tests.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, HONCHO_CHROMIUM_PATH: '/nonexistent/chromium', HONCHO_SKIP_BROWSER_TESTS: '' },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('HONCHO_CHROMIUM_PATH is set to /nonexistent/chromium, which does not exist');
    expect(result.stderr).toContain('`env -u HONCHO_CHROMIUM_PATH npm test`');
  });
});
