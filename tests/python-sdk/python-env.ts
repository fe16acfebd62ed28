import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A virtual environment with the pinned SDK in it, or what is missing and the command that fixes it. */
export type PythonEnv =
  | { ok: true; python: string; sdkVersion: string; installed: boolean }
  | { ok: false; problem: string; fix: string };

/** Oldest Python the scenario runs on (the SDK's models use `X | None` at run time). */
const MIN_PYTHON: readonly [number, number] = [3, 10];
// Debian and Ubuntu, as root (CI's image); elsewhere, Python from python.org or the system's package manager.
const INSTALL_PYTHON = 'apt-get install -y python3 python3-venv python3-pip';
const PIP_TIMEOUT_MS = 180_000;

/** The version `requirements.txt` pins `honcho-ai` to. */
export function pinnedSdkVersion(dir: string): string {
  const pin = /^honcho-ai==(\S+)\s*$/m.exec(readFileSync(join(dir, 'requirements.txt'), 'utf8'));
  if (!pin?.[1]) throw new Error(`${join(dir, 'requirements.txt')} does not pin honcho-ai==<version>`);
  return pin[1];
}

/**
 * Creates `<dir>/.venv` if it is missing or broken and installs `<dir>/requirements.txt` into it
 * with pip, unless the installed set already matches (a hash of the requirements file is kept in
 * the venv, and the installed honcho-ai must be the pinned version). Synchronous: it runs before
 * the emulator starts, so blocking the event loop costs nothing.
 */
export function preparePythonEnv(dir: string): PythonEnv {
  const venv = join(dir, '.venv');
  const requirementsFile = join(dir, 'requirements.txt');
  const requirements = readFileSync(requirementsFile, 'utf8');
  const pinned = pinnedSdkVersion(dir);
  const stampFile = join(venv, 'requirements.sha256');
  const stamp = createHash('sha256').update(requirements).digest('hex');

  let python = venvPython(venv);
  if (!python || !runs(python, ['-c', 'import sys'])) {
    const system = findSystemPython();
    if (!system) {
      return { ok: false, problem: `no Python ${MIN_PYTHON.join('.')}+ on PATH (tried python3 and python)`, fix: INSTALL_PYTHON };
    }
    rmSync(venv, { recursive: true, force: true });
    const created = spawnSync(system, ['-m', 'venv', venv], { encoding: 'utf8', timeout: 60_000 });
    python = venvPython(venv);
    if (created.status !== 0 || !python) {
      return { ok: false, problem: `\`${system} -m venv ${venv}\` failed:\n${tail(created.stderr || created.stdout || String(created.error))}`, fix: INSTALL_PYTHON };
    }
  }

  const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp && installedSdk(python) === pinned;
  if (!current) {
    if (!runs(python, ['-m', 'pip', '--version'])) {
      return { ok: false, problem: `the virtual environment ${venv} has no pip`, fix: INSTALL_PYTHON };
    }
    const installed = spawnSync(python, ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '-q', '-r', requirementsFile], {
      encoding: 'utf8',
      timeout: PIP_TIMEOUT_MS,
    });
    if (installed.status !== 0) {
      return {
        ok: false,
        problem: `pip could not install ${requirementsFile}:\n${tail(installed.stderr || installed.stdout || String(installed.error))}`,
        fix: `${python} -m pip install -r ${requirementsFile}`,
      };
    }
    writeFileSync(stampFile, `${stamp}\n`);
  }
  const sdkVersion = installedSdk(python);
  if (sdkVersion === undefined) return { ok: false, problem: `honcho-ai is not importable from ${python}`, fix: `${python} -m pip install -r ${requirementsFile}` };
  return { ok: true, python, sdkVersion, installed: !current };
}

function venvPython(venv: string): string | undefined {
  return [join(venv, 'bin', 'python'), join(venv, 'Scripts', 'python.exe')].find((path) => existsSync(path));
}

function findSystemPython(): string | undefined {
  const check = `import sys; sys.exit(0 if sys.version_info[:2] >= (${MIN_PYTHON.join(', ')}) else 1)`;
  return ['python3', 'python'].find((command) => runs(command, ['-c', check]));
}

function installedSdk(python: string): string | undefined {
  const result = spawnSync(python, ['-c', 'import importlib.metadata as m; print(m.version("honcho-ai"))'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function runs(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 30_000 }).status === 0;
}

function tail(text: string, max = 2_000): string {
  return text.length > max ? `...${text.slice(-max)}` : text;
}
