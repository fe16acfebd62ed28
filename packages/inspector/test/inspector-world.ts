/**
 * An emulator over real HTTP with a small, known world in it, and an inspector in front of it:
 * what the API tests read through. The emulator requires a key, so a leak of it would show.
 */
import { Honcho } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '@honcho-ai/testing/node';
import { startInspector, TOKEN_HEADER, type InspectorOptions, type RunningInspector } from '../src/index.js';

/** The key the emulator requires; long and distinctive, so any copy of it in an answer is found. */
export const WORLD_KEY = 'hk-inspector-test-key-6f1d2a9c4b7e';
export const WORKSPACE = 'inspector-world';

export interface InspectorWorld {
  readonly emulator: RunningEmulator;
  readonly inspector: RunningInspector;
  readonly honcho: Honcho;
  /** A call to the inspector's API with the launch token (unless `token: null`), answered as text. */
  api(path: string, init?: RequestInit & { token?: string | null }): Promise<{ status: number; text: string; json: () => unknown; headers: Headers }>;
  close(): Promise<void>;
}

export async function startWorld(options: { inspector?: InspectorOptions; emulator?: StartEmulatorOptions } = {}): Promise<InspectorWorld> {
  const emulator = await startEmulator({ port: 0, apiKey: WORLD_KEY, ...options.emulator });
  const honcho = new Honcho({ baseURL: emulator.url, apiKey: WORLD_KEY, workspaceId: WORKSPACE });
  await seedWorld(honcho);
  const inspector = await startInspector({ baseURL: emulator.url, apiKey: WORLD_KEY, workspaceId: WORKSPACE, ...options.inspector });
  return {
    emulator,
    inspector,
    honcho,
    async api(path, init = {}) {
      const { token = inspector.token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token !== null) headers.set(TOKEN_HEADER, token);
      const response = await fetch(`${inspector.origin}${path}`, { ...rest, headers });
      const text = await response.text();
      return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as unknown };
    },
    async close() {
      await inspector.close();
      await emulator.close();
    },
  };
}

/** Two peers in one session, a few messages, and conclusions each way. */
export async function seedWorld(honcho: Honcho): Promise<void> {
  const alice = await honcho.peer('alice', { metadata: { plan: 'pro' } });
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  const session = await honcho.session('onboarding', { peers: [alice, assistant] });
  await session.addMessages([
    alice.message('I am learning Japanese so I can travel to Kyoto next year.'),
    assistant.message('Kyoto in spring is lovely. How long have you been learning?'),
    alice.message('About six months. I prefer tea in the evening because coffee keeps me awake.'),
  ]);
  await alice.setCard(['Lives in Lisbon', 'Learning Japanese']);
  await assistant.conclusionsOf(alice).create([{ content: 'alice is learning Japanese', sessionId: session.id }, { content: 'alice drinks tea in the evening' }]);
  await alice.conclusions.create([{ content: 'I want to visit Kyoto' }]);
}
