/**
 * The examples and the tour call models the way an app does: `openai('gpt-4o')`
 * from `@ai-sdk/openai`, `new ChatOpenAI()`, the Agents SDK's default model,
 * a Mastra model string. Each reads `OPENAI_BASE_URL` and `OPENAI_API_KEY`
 * (`@ai-sdk/openai` when it is imported), so to run offline they need the
 * stand-in model provider of `@honcho-ai/testing` there before the first
 * import.
 */
import { spawn } from 'node:child_process';
import { startModelProvider } from '@honcho-ai/testing/node';

/** The key the examples give the stand-in (it accepts any). */
export const STAND_IN_API_KEY = 'stand-in';

/**
 * When `OPENAI_BASE_URL` is not set, starts the stand-in model provider and
 * runs the current script again in a child process with `OPENAI_BASE_URL` and
 * `OPENAI_API_KEY` pointing at it, so that every import sees them; resolves to
 * the child's exit code once it is done. With `OPENAI_BASE_URL` set (a real
 * provider, or the stand-in started by `npm run examples` or a test), resolves
 * to `undefined`: the caller goes on in this process.
 */
export async function rerunWithStandInModel(): Promise<number | undefined> {
  if (process.env.OPENAI_BASE_URL) return undefined;
  const provider = await startModelProvider({ port: 0 });
  try {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: STAND_IN_API_KEY },
    });
    // Ctrl+C reaches the child through the terminal; a signal sent to this process alone is passed on.
    // Either way this process waits for the child rather than leaving it orphaned.
    const forward = (signal: NodeJS.Signals) => (signal === 'SIGINT' ? undefined : child.kill(signal));
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    for (const signal of signals) process.on(signal, forward);
    try {
      return await new Promise<number>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
      });
    } finally {
      for (const signal of signals) process.off(signal, forward);
    }
  } finally {
    await provider.close();
  }
}
