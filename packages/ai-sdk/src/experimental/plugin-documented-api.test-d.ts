// The experimental API as the docs of Honcho's own AI SDK plugin
// (github.com/plastic-labs/vercel-ai-sdk) show it: that code must type-check
// against ours as written, and each result must have the documented shape
// (ours may add fields).
import type { Honcho } from '@honcho-ai/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import {
  compareIdentityPerspectives,
  createDreamingAgent,
  createMultiPerspectiveIdentity,
  createPeerIdentity,
  type CardDiff,
  type CardSnapshot,
  type DreamingAgent,
  type DreamingAgentOptions,
  type DreamStatus,
  type PeerIdentity,
  type PeerIdentityOptions,
  type ReflectionResult,
} from './index.js';

describe('the dreaming agent, as the plugin documents it', () => {
  it("type-checks the TSDoc example as written", async () => {
    const dreamer = await createDreamingAgent({
      provider: { workspaceId: 'ws-1' },
      observerPeerId: 'agent-narrator',
      sessionId: 'session-1',
      webhookUrl: 'https://my-app.dev/webhooks/honcho',
    });

    // Trigger a dream cycle
    await dreamer.dream();

    // Check if dreaming is in progress
    const status = await dreamer.getStatus();
    console.log(status.isActive);

    // Run a self-reflection cycle
    const insights = await dreamer.reflect();
    for (const { query, insight } of insights) {
      console.log(`${query}: ${insight}`);
    }

    // Run a full cycle: dream, wait, reflect
    const results = await dreamer.fullCycle();
    void results;
  });

  it("type-checks the README's Dreaming section as written", async () => {
    const dreamer = await createDreamingAgent({
      provider: { workspaceId: process.env.HONCHO_WORKSPACE_ID! },
      observerPeerId: 'assistant-xyz',
      observedPeerId: 'user-abc',
      sessionId: 'session-123',
    });

    const insights = await dreamer.fullCycle({
      pollIntervalMs: 3000,
      timeoutMs: 120000,
    });
    void insights;
  });

  it('has the documented shapes', async () => {
    const options: DreamingAgentOptions = {
      provider: { workspaceId: 'ws-1', apiKey: 'hch-key', environment: 'local', baseURL: 'http://localhost:8000', timeout: 5_000, maxRetries: 2, defaultHeaders: { 'x-app': 'demo' }, defaultUserId: 'user', defaultAssistantId: 'assistant', defaultSessionId: 'session' },
      observerPeerId: 'assistant',
      observedPeerId: 'user',
      sessionId: 'session',
      webhookUrl: 'https://my-app.dev/webhooks/honcho',
      reflectionQueries: ['What changed?'],
    };
    const dreamer: DreamingAgent = await createDreamingAgent(options);
    expectTypeOf(dreamer.client).toEqualTypeOf<Honcho>();
    expectTypeOf(dreamer.workspaceId).toEqualTypeOf<string>();
    expectTypeOf(dreamer.observerPeerId).toEqualTypeOf<string>();
    expectTypeOf(dreamer.observedPeerId).toEqualTypeOf<string>();
    expectTypeOf(dreamer.sessionId).toEqualTypeOf<string>();

    expectTypeOf(await dreamer.getStatus()).toMatchTypeOf<{ pending: number; inProgress: number; completed: number; total: number; isActive: boolean }>();
    expectTypeOf<DreamStatus>().toMatchTypeOf<{ pending: number; inProgress: number; completed: number; total: number; isActive: boolean }>();
    expectTypeOf(await dreamer.reflect()).toMatchTypeOf<readonly { query: string; insight: string }[]>();
    const mutable: ReflectionResult[] = await dreamer.reflect(['one?', 'two?']);
    void mutable;
    expectTypeOf<ReflectionResult>().toMatchTypeOf<{ query: string; insight: string }>();
    expectTypeOf(await dreamer.fullCycle({ queries: ['q'], pollIntervalMs: 1, timeoutMs: 2 })).toMatchTypeOf<readonly { query: string; insight: string }[]>();
    await dreamer.waitForCompletion();
    await dreamer.waitForCompletion(3000);
    await dreamer.waitForCompletion(3000, 300000);
    const answer: string = await dreamer.ask('What does the user want?');
    const endpoint: { id: string; url: string } = await dreamer.registerWebhook('https://my-app.dev/webhooks/honcho');
    const recent: Array<{ content: string; created_at: string }> = await dreamer.getRecentConclusions();
    const since: Array<{ content: string; created_at: string }> = await dreamer.getRecentConclusions('2024-01-01T00:00:00Z', 20);
    void [answer, endpoint, recent, since];
    // An unknown method of the plugin's name would be a typo here, not a silent no-op.
    // @ts-expect-error not an agent method
    void dreamer.sleep;
  });
});

describe('the identity helpers, as the plugin documents them', () => {
  // The README's Identity section and createPeerIdentity's TSDoc example are type-checked as written where they
  // run: plugin-documented-api.integration.test.ts (tsc -p tsconfig.test.json, the same strict options).
  it('has the documented shapes', async () => {
    const options: PeerIdentityOptions = { provider: { workspaceId: 'ws-1' }, peerId: 'assistant', targetPeerId: 'user' };
    const identity: PeerIdentity = await createPeerIdentity(options);
    expectTypeOf(identity.client).toEqualTypeOf<Honcho>();
    expectTypeOf(identity.workspaceId).toEqualTypeOf<string>();
    const target: string | null = identity.targetPeerId;
    const snapshot: { entries: readonly string[]; timestamp: string; observerPeerId: string; targetPeerId: string | null } = await identity.snapshot();
    expectTypeOf<CardSnapshot>().toMatchTypeOf<{ entries: readonly string[]; timestamp: string; observerPeerId: string }>();
    const diff: { added: readonly string[]; removed: readonly string[]; unchanged: readonly string[] } = await identity.diff(snapshot as CardSnapshot);
    expectTypeOf<CardDiff>().toMatchTypeOf<{ added: readonly string[]; removed: readonly string[]; unchanged: readonly string[] }>();
    const size: number = await identity.size();
    const has: boolean = await identity.has('x');
    const found: string[] = await identity.search('x');
    await identity.clear();

    const perspectives: Map<string, PeerIdentity> = await createMultiPerspectiveIdentity({ provider: { workspaceId: 'ws-1' }, observerPeerIds: ['a', 'b'], targetPeerId: 'user' });
    const compared: { perspectives: Map<string, string[]>; consensus: string[]; unique: Map<string, string[]> } = await compareIdentityPerspectives(perspectives);
    void [target, diff, size, has, found, compared];
  });
});
