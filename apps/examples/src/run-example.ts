/**
 * Runs one example on its own (`npx tsx src/examples/<feature>.ts`): against
 * the Honcho server named by HONCHO_URL (with HONCHO_API_KEY) when set,
 * otherwise against an embedded emulator started here and stopped afterwards,
 * so every example runs with no account, key or network.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { Honcho } from '@honcho-ai/sdk';
import { SKIPPED_EXIT_CODE, SKIPPED_MARKER, skipReason } from './examples/shared/skip.js';
import { rerunWithStandInModel } from './stand-in-model.js';

/** What an example needs besides the client: where the server is, for clients other than the SDK's. */
export interface ExampleContext {
  /** A client for the example's workspace. */
  readonly honcho: Honcho;
  /** The Honcho server's base URL, e.g. `http://127.0.0.1:53122`. */
  readonly baseURL: string;
  /** The API key, when the server needs one. */
  readonly apiKey: string | undefined;
  /** The workspace the client uses. */
  readonly workspaceId: string;
}

/** Builds the context for a server at `baseURL`. Tests use it with the emulator's URL. */
export function exampleContext(baseURL: string, workspaceId: string, apiKey?: string): ExampleContext {
  // #region client
  const honcho = new Honcho({ baseURL, apiKey, workspaceId });
  // #endregion client
  return { honcho, baseURL, apiKey, workspaceId };
}

/**
 * True when the module whose `import.meta.url` is given was the file run
 * (`tsx file.ts`), false when it was imported (by a test or another example).
 */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === moduleUrl;
  } catch {
    return false;
  }
}

/**
 * Runs `example` against HONCHO_URL, or an embedded emulator when it is not
 * set, prints what it returned and stops the emulator. Models are reached
 * through OPENAI_BASE_URL; when it is not set, the script runs again with the
 * stand-in model provider there ({@link rerunWithStandInModel}). A failure sets a
 * non-zero exit code, so scripts and CI notice; an example that needs a
 * feature this server lacks prints `skipped: <reason>` and exits with
 * {@link SKIPPED_EXIT_CODE} instead (`npm run examples` reads both).
 */
export async function runExample<T>(example: (context: ExampleContext) => Promise<T>): Promise<T | undefined> {
  const rerun = await rerunWithStandInModel();
  if (rerun !== undefined) {
    process.exitCode = rerun;
    return undefined;
  }
  const external = process.env.HONCHO_URL;
  // `cors: true` costs nothing for Node clients and lets the browser page use the same helper's emulator.
  // Loaded only when needed: against a server, an example does not pay for the emulator's modules.
  const emulator = external ? undefined : await (await import('@honcho-ai/testing/node')).startEmulator({ port: 0, cors: true });
  const baseURL = external ?? emulator?.url ?? '';
  const workspaceId = process.env.HONCHO_WORKSPACE_ID ?? 'examples';
  console.log(external ? `Honcho server: ${external}` : `Embedded emulator: ${baseURL}`);
  try {
    const result = await example(exampleContext(baseURL, workspaceId, process.env.HONCHO_API_KEY));
    console.log(inspect(result, { depth: 6, colors: false, breakLength: 100 }));
    return result;
  } catch (error) {
    const reason = skipReason(error);
    if (reason === undefined) {
      console.error(error);
      process.exitCode = 1;
    } else {
      console.log(`${SKIPPED_MARKER}${reason}`);
      process.exitCode = SKIPPED_EXIT_CODE;
    }
    return undefined;
  } finally {
    await emulator?.close();
  }
}
