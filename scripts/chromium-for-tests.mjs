#!/usr/bin/env node
// A Chromium for the browser tests (docs/decisions/0012-npm-test-gets-its-browser.md). `npm test`
// runs this before the tests; run alone, `node scripts/chromium-for-tests.mjs` does the same and
// prints the browser's path, or why none could be had and the one command that fixes that.
//
// In order: HONCHO_CHROMIUM_PATH when set (used as it is, never replaced); Debian's /usr/bin/chromium
// or the copy unpacked here before, when present; Debian's `chromium` through apt-get, when running
// as root with apt-get; the headless Chromium that the npm package @sparticuz/chromium ships inside
// its tarball (linux-x64, glibc), unpacked into node_modules/.cache/honcho-chromium/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The npm package whose tarball holds a Chromium build (brotli-compressed, no install script, nothing
 * downloaded at install time). Pinned with the registry's integrity, checked before anything is unpacked.
 */
export const NPM_CHROMIUM = {
  name: '@sparticuz/chromium',
  version: '153.0.0',
  integrity: 'sha512-jiGWqSvPMdu4+P9TilYqAR7yEGPEHINx+lCvE/NqNO/EHYzF/x1hUiI5T6ioVIt7dEy7n88byyT0vk+dnsgQwA==',
};

/** The one command that gets a browser onto a Debian machine, as root. */
export const APT_INSTALL = 'apt-get update && apt-get install -y --no-install-recommends chromium';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The unpacked npm Chromium: `path` is a launcher script (it puts the package's libraries on
 * LD_LIBRARY_PATH) at a fixed place, which apps/examples/src/browser/chromium.ts also looks at;
 * `marker` exists once a complete unpack of the pinned version is there.
 */
export function unpackedChromium(root = repoRoot) {
  const dir = join(root, 'node_modules', '.cache', 'honcho-chromium');
  return { dir, path: join(dir, 'chromium'), marker: join(dir, `unpacked-${NPM_CHROMIUM.version}`) };
}

/**
 * What this machine offers, read once; tests pass their own.
 * @typedef {{ env: Record<string, string | undefined>, platform: string, arch: string, glibc: string | undefined, isRoot: boolean, hasAptGet: boolean, exists: (path: string) => boolean, root: string }} Machine
 */

/** @returns {Machine} */
export function thisMachine(root = repoRoot) {
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report?.getReport().header ?? {});
  const path = process.env.PATH ?? '';
  return {
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    glibc: header.glibcVersionRuntime,
    isRoot: process.getuid?.() === 0,
    hasAptGet: path.split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, 'apt-get'))),
    exists: existsSync,
    root,
  };
}

/**
 * Decides, without touching the machine, what to do: skip (HONCHO_SKIP_BROWSER_TESTS), use a
 * browser that is there, report a HONCHO_CHROMIUM_PATH that points nowhere, or get one by the
 * routes listed, in order (`unavailable` says why the other routes do not apply here).
 * @param {Machine} machine
 * @returns {{ kind: 'skip', reason: string } | { kind: 'use', path: string, source: string } | { kind: 'missing', message: string } | { kind: 'get', routes: ('apt' | 'npm')[], unavailable: string[] }}
 */
export function planChromium(machine) {
  const skipReason = machine.env.HONCHO_SKIP_BROWSER_TESTS?.trim();
  if (skipReason) return { kind: 'skip', reason: skipReason };
  const override = machine.env.HONCHO_CHROMIUM_PATH;
  if (override !== undefined && override !== '') {
    if (machine.exists(override)) return { kind: 'use', path: override, source: 'HONCHO_CHROMIUM_PATH' };
    return {
      kind: 'missing',
      message:
        `HONCHO_CHROMIUM_PATH is set to ${override}, which does not exist; it is used as it is, so nothing was installed. ` +
        'Point it at a Chromium, or leave it unset so that npm test gets one: `env -u HONCHO_CHROMIUM_PATH npm test`.',
    };
  }
  if (machine.exists(DEBIAN_CHROMIUM)) return { kind: 'use', path: DEBIAN_CHROMIUM, source: "Debian's chromium" };
  const unpacked = unpackedChromium(machine.root);
  if (machine.exists(unpacked.marker) && machine.exists(unpacked.path)) return { kind: 'use', path: unpacked.path, source: `${NPM_CHROMIUM.name} ${NPM_CHROMIUM.version}, unpacked before` };

  /** @type {('apt' | 'npm')[]} */
  const routes = [];
  const unavailable = [];
  if (machine.platform === 'linux' && machine.hasAptGet && machine.isRoot) routes.push('apt');
  else if (machine.platform === 'linux' && machine.hasAptGet) unavailable.push("Debian's chromium: apt-get needs root, and this is not root");
  else unavailable.push("Debian's chromium: no apt-get here");
  if (machine.platform === 'linux' && machine.arch === 'x64' && machine.glibc !== undefined) routes.push('npm');
  else unavailable.push(`${NPM_CHROMIUM.name}: its build is for linux-x64 with glibc, and this is ${machine.platform}-${machine.arch}${machine.platform === 'linux' && machine.glibc === undefined ? ' without glibc' : ''}`);
  return { kind: 'get', routes, unavailable };
}

/**
 * The message for a machine where no route gave a browser: every reason, then the one command
 * that fixes it here.
 * @param {Machine} machine
 * @param {string[]} reasons
 */
export function noBrowserMessage(machine, reasons) {
  const fix =
    machine.platform === 'linux' && machine.hasAptGet && !machine.isRoot
      ? `install Debian's Chromium as root: \`sudo sh -c '${APT_INSTALL}'\``
      : 'point the tests at a Chromium or Chrome already on this machine: `HONCHO_CHROMIUM_PATH=/path/to/chromium npm test`';
  return `No Chromium could be had for the browser tests (${reasons.join('; ')}). To fix it, ${fix}.`;
}

/**
 * Gets a browser by the plan. Returns its path and where it came from, or the message that the
 * browser tests then fail with (HONCHO_CHROMIUM_MISSING), or the skip reason.
 * @param {{ machine?: Machine, log?: (line: string) => void, routes?: Partial<Record<'apt' | 'npm', () => { path?: string, reason?: string }>> }} [options]
 * @returns {{ path: string, source: string } | { message: string } | { skipped: string }}
 */
export function provideChromium(options = {}) {
  const machine = options.machine ?? thisMachine();
  const log = options.log ?? ((line) => console.log(line));
  const run = { apt: () => installDebianChromium(machine.root, log), npm: () => unpackNpmChromium(machine.root, log), ...options.routes };
  const plan = planChromium(machine);
  if (plan.kind === 'skip') return { skipped: plan.reason };
  if (plan.kind === 'use') return { path: plan.path, source: plan.source };
  if (plan.kind === 'missing') return { message: plan.message };
  const reasons = [...plan.unavailable];
  for (const route of plan.routes) {
    const started = Date.now();
    const result = run[route]();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.path) {
      log(`  done in ${seconds} s`);
      return { path: result.path, source: route === 'apt' ? "Debian's chromium, installed now" : `${NPM_CHROMIUM.name} ${NPM_CHROMIUM.version}, unpacked now` };
    }
    const reason = result.reason ?? `${route}: failed`;
    log(`  failed after ${seconds} s: ${reason}`);
    reasons.push(reason);
  }
  return { message: noBrowserMessage(machine, reasons) };
}

/** Reads `--version` from a browser, or undefined when it does not start. */
export function browserVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const line = result.stdout?.trim().split('\n')[0] ?? '';
  return result.status === 0 && /Chrom/.test(line) ? line : undefined;
}

function installDebianChromium(root, log) {
  const logFile = join(root, 'node_modules', '.cache', 'honcho-chromium-apt.log');
  mkdirSync(join(logFile, '..'), { recursive: true });
  log(`Installing Debian's chromium with apt-get (running as root, apt-get found; log: ${logFile})...`);
  const result = spawnSync('sh', ['-c', `(apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium) >'${logFile}' 2>&1`], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: 'ignore',
    timeout: 900_000,
  });
  const version = existsSync(DEBIAN_CHROMIUM) ? browserVersion(DEBIAN_CHROMIUM) : undefined;
  if (result.status === 0 && version) {
    log(`  ${version}`);
    return { path: DEBIAN_CHROMIUM };
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join(' | ') : '';
  return { reason: `apt-get install chromium: ${result.error?.message ?? `exit ${result.status}`}${tail ? ` (${tail})` : ''}` };
}

/** Fetches the pinned tarball with npm, checks its integrity, and unpacks the browser and its libraries. */
function unpackNpmChromium(root, log) {
  const { dir, path, marker } = unpackedChromium(root);
  const partial = `${dir}.partial-${process.pid}`;
  const spec = `${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}`;
  log(`Fetching ${spec} from the npm registry and unpacking its Chromium into ${dir}...`);
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', partial, '--ignore-scripts', '--loglevel=error'], { cwd: partial, encoding: 'utf8', timeout: 600_000 });
    const tarball = pack.status === 0 ? readdirSync(partial).find((name) => name.endsWith('.tgz')) : undefined;
    if (!tarball) {
      // npm's first error lines carry the code and the cause; the rest is advice and the log's path.
      const said = (pack.stderr ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '' && line !== 'npm error' && !line.includes('complete log'));
      return { reason: `npm pack ${spec}: ${pack.error?.message ?? (said.slice(0, 2).join(' | ') || `exit ${pack.status}`)}` };
    }
    const tarballPath = join(partial, tarball);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarballPath)).digest('base64')}`;
    if (integrity !== NPM_CHROMIUM.integrity) return { reason: `${spec}: the tarball's integrity ${integrity} is not the pinned ${NPM_CHROMIUM.integrity}` };
    const files = ['package/LICENSE', 'package/bin/chromium.br', 'package/bin/al2023.tar.br', 'package/bin/fonts.tar.br'];
    const untar = spawnSync('tar', ['--no-same-owner', '-xzf', tarballPath, '-C', partial, ...files], { encoding: 'utf8' });
    if (untar.status !== 0) return { reason: `tar: ${untar.error?.message ?? untar.stderr.trim()}` };
    rmSync(tarballPath);
    const bin = join(partial, 'package', 'bin');
    writeFileSync(join(partial, 'headless-shell'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))));
    chmodSync(join(partial, 'headless-shell'), 0o755);
    // NSS, NSPR and expat, built for the same glibc as the browser: no system packages needed.
    for (const archive of ['al2023.tar.br', 'fonts.tar.br']) {
      const extract = spawnSync('tar', ['--no-same-owner', '-xf', '-', '-C', partial], { input: brotliDecompressSync(readFileSync(join(bin, archive))), encoding: 'utf8' });
      if (extract.status !== 0) return { reason: `tar (${archive}): ${extract.error?.message ?? extract.stderr.trim()}` };
    }
    renameSync(join(partial, 'package', 'LICENSE'), join(partial, 'LICENSE'));
    rmSync(join(partial, 'package'), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
    // The package's fonts.conf names Lambda's folders; this one keeps the system's fonts and adds its own.
    writeFileSync(
      join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    writeFileSync(
      path,
      `#!/bin/sh\n# ${spec} (headless shell), unpacked by scripts/chromium-for-tests.mjs.\nhere=$(dirname "$0")\nexport LD_LIBRARY_PATH="$here/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"\nexport FONTCONFIG_FILE="$here/fonts.conf"\nexec "$here/headless-shell" "$@"\n`,
    );
    chmodSync(path, 0o755);
    const version = browserVersion(path);
    if (!version) {
      rmSync(dir, { recursive: true, force: true });
      return { reason: `${spec}: the unpacked browser does not start (${path} --version failed)` };
    }
    writeFileSync(marker, `${spec}\n${version}\n`);
    log(`  ${version}`);
    return { path };
  } catch (error) {
    return { reason: `${spec}: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = provideChromium();
  if ('path' in result) console.log(`Chromium for the browser tests: ${result.path} (${result.source})`);
  else if ('skipped' in result) console.log(`No browser needed: HONCHO_SKIP_BROWSER_TESTS is set ("${result.skipped}").`);
  else {
    console.error(result.message);
    process.exitCode = 1;
  }
}
