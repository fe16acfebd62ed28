/**
 * Vitest global setup: one stand-in model provider for the run, over real
 * HTTP, in whose place an app would have OpenAI. The examples reach it as an
 * app reaches its provider, through OPENAI_BASE_URL and OPENAI_API_KEY, which
 * stand-in-model-env.ts sets in each test file's process before its imports.
 */
import { startModelProvider, type RunningModelProvider } from '@honcho-ai/testing/node';
import type { TestProject } from 'vitest/node';

let provider: RunningModelProvider | undefined;

export async function setup(project: TestProject): Promise<void> {
  provider = await startModelProvider({ port: 0 });
  project.provide('standInModelBaseURL', provider.baseURL);
}

export async function teardown(): Promise<void> {
  await provider?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the run's stand-in model provider. */
    standInModelBaseURL: string;
  }
}
