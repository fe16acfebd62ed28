import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** How the Python SDK is driven: its methods directly, or the same methods through `.aio`. */
export type ScenarioMode = 'sync' | 'async';

/** One line the scenario printed for a step. */
export interface StepResult {
  step: string;
  ok: boolean;
  detail: string;
}

/** What one run of `scenario.py` reported. */
export interface ScenarioRun {
  mode: ScenarioMode;
  /** The steps the scenario announced, in order (empty if it crashed before announcing them). */
  steps: string[];
  results: Map<string, StepResult>;
  /** Whether the closing `{"done": true}` line arrived. */
  done: boolean;
  sdkVersion: string | undefined;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scenario.py <mode>` with `HONCHO_URL` pointing at `baseURL` and collects its JSON lines.
 * Asynchronous on purpose: the emulator answering it runs in this process.
 */
export function runScenario(python: string, dir: string, mode: ScenarioMode, baseURL: string, timeoutMs = 45_000): Promise<ScenarioRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, HONCHO_URL: baseURL, PYTHONUNBUFFERED: '1', PYTHONDONTWRITEBYTECODE: '1' };
  // Nothing from the developer's own Honcho setup may leak into the run.
  delete env.HONCHO_API_KEY;
  delete env.HONCHO_WORKSPACE_ID;
  return new Promise((resolve) => {
    const child = spawn(python, [join(dir, 'scenario.py'), mode], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${timeoutMs} ms]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (exitCode: number | null) => {
      clearTimeout(timer);
      resolve({ mode, exitCode, stdout, stderr, ...parse(stdout) });
    };
    child.on('error', (error) => {
      stderr += `\n${String(error)}`;
      finish(null);
    });
    child.on('close', finish);
  });
}

function parse(stdout: string): Pick<ScenarioRun, 'steps' | 'results' | 'done' | 'sdkVersion'> {
  const parsed: Pick<ScenarioRun, 'steps' | 'results' | 'done' | 'sdkVersion'> = { steps: [], results: new Map(), done: false, sdkVersion: undefined };
  for (const line of stdout.split('\n')) {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue; // not one of the scenario's lines (a library printing something)
    }
    if (event.start === true && Array.isArray(event.steps)) {
      parsed.steps = event.steps.map(String);
      parsed.sdkVersion = typeof event.sdk === 'string' ? event.sdk : undefined;
    } else if (typeof event.step === 'string') {
      parsed.results.set(event.step, { step: event.step, ok: event.ok === true, detail: String(event.detail ?? '') });
    } else if (event.done === true) {
      parsed.done = true;
    }
  }
  return parsed;
}
