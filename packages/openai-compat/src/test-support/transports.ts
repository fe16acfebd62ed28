import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import { createChatCompletionsHandler } from '../handler/chat-completions-handler.js';
import { honchoFetch, type HonchoFetch } from '../fetch/honcho-fetch.js';
import { recordingFetch, type RecordedCall } from './recording-fetch.js';
import { SEED } from './seed.js';

/** One way for an OpenAI client to reach Honcho's dialectic. */
export interface Transport {
  /** `emulator`, `handler` or `fetch adapter`. */
  name: 'emulator' | 'handler' | 'fetch adapter';
  /** The OpenAI client's `baseURL`. */
  baseURL: string;
  /** The OpenAI client's `fetch`, for the adapter. */
  fetch?: HonchoFetch | undefined;
  /**
   * The dialectic calls this package made through the SDK; `undefined` for
   * the emulator's own endpoint, whose server-side mapping is not ours to record.
   */
  chatCalls?: (() => RecordedCall[]) | undefined;
}

/** A seeded emulator and the three transports in front of it. */
export interface Transports {
  emulator: RunningEmulator;
  all: Transport[];
  /** Forget recorded calls (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts a seeded emulator, then (b) the handler on a local HTTP server in
 * front of it and (c) the fetch adapter pointed at it, each with a recording
 * `fetch` under the SDK. Retries are off so injected faults surface at once.
 */
export async function startTransports(): Promise<Transports> {
  const emulator = await startEmulator({ port: 0, seed: SEED });
  const handlerRecorder = recordingFetch();
  const adapterRecorder = recordingFetch();
  let server: RunningServer | undefined;
  try {
    server = await serveFetchHandler(createChatCompletionsHandler({ baseURL: emulator.url, maxRetries: 0, fetch: handlerRecorder.fetch }));
  } catch (error) {
    await emulator.close();
    throw error;
  }
  const running = server;
  return {
    emulator,
    all: [
      { name: 'emulator', baseURL: `${emulator.url}/v1` },
      { name: 'handler', baseURL: `${running.url}/v1`, chatCalls: handlerRecorder.chatCalls },
      {
        name: 'fetch adapter',
        // Never contacted: the adapter answers in-process.
        baseURL: 'http://openai-compat.invalid/v1',
        fetch: honchoFetch({ baseURL: emulator.url, maxRetries: 0, fetch: adapterRecorder.fetch }),
        chatCalls: adapterRecorder.chatCalls,
      },
    ],
    reset() {
      handlerRecorder.clear();
      adapterRecorder.clear();
      emulator.faults.clear();
    },
    async close() {
      await running.close();
      await emulator.close();
    },
  };
}
