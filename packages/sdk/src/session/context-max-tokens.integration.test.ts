import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { SessionContext } from './session-context.js';
import type { Session } from './peer-and-session.js';
import { sentTokens } from './test-support/sent-tokens.js';

// session.context({ maxTokens }) against the emulator over HTTP: the server's `tokens` bounds the
// messages only; maxTokens bounds everything the converters produce, counted with o200k_base. The
// budget comes from the package imported by name at run time, so these run against the built dist.

let emulator: RunningEmulator;
let honcho: Honcho;
const sent: URL[] = [];
let session: Session;
const ASK = { tokens: 100_000, peerTarget: 'dana', peerPerspective: 'agent' } as const;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  honcho = new Honcho({
    baseURL: emulator.url,
    workspaceId: 'ctx-max-tokens',
    maxRetries: 0,
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(new URL(request.url));
      return fetch(request);
    },
  });
  session = await honcho.session('garden');
  await session.addPeers(['dana', 'agent']);
  await session.addMessages(
    Array.from({ length: 40 }, (_, i) => ({
      peerId: i % 2 === 0 ? 'dana' : 'agent',
      content: `Message ${i}: ${'the beans, the chard and the new water butt on the allotment '.repeat(1 + (i % 4))}`,
    })),
  );
  const facts = Array.from({ length: 12 }, (_, i) => `Dana mentioned fact ${i}: she grows ${['beans', 'chard', 'leeks', 'kale'][i % 4]} in Oslo.`);
  await honcho.http.post(`/v3/workspaces/${honcho.workspaceId}/conclusions`, {
    body: { conclusions: facts.map((content) => ({ content, observer_id: 'agent', observed_id: 'dana', session_id: 'garden' })) },
  });
  await (await honcho.peer('agent')).setCard(['Name: Dana', 'Lives in Oslo', 'Keeps an allotment', 'Vegetarian', 'Writes a garden diary'], 'dana');
});
afterAll(async () => {
  await emulator.close();
});

describe('session.context({ maxTokens })', () => {
  it('keeps every context it returns within the budget, counted with o200k_base over what toOpenAI() and toAnthropic() produce', async () => {
    const unbounded = await session.context(ASK);
    expect(unbounded.trimmed).toBeUndefined();
    expect(unbounded.peerRepresentation?.split('\n').length).toBeGreaterThan(5);
    expect(unbounded.peerCard).toHaveLength(5);
    const full = sentTokens(unbounded).bound;
    expect(full).toBeGreaterThan(1_500);

    const measured: string[] = [];
    for (const maxTokens of [1, 60, 150, 400, 800, 1_200, full - 1, full, full + 100]) {
      const context = await session.context({ ...ASK, maxTokens });
      expect(context).toBeInstanceOf(SessionContext);
      const { most, bound } = sentTokens(context);
      measured.push(`${maxTokens}: ${most}/${bound}`);
      expect(most, `maxTokens ${maxTokens}`).toBeLessThanOrEqual(maxTokens);
      expect(context.trimmed).toMatchObject({ maxTokens, tokens: bound, tokensBefore: full });
      expect(bound).toBeLessThanOrEqual(maxTokens);
    }
    // The budgets, and the most tokens any converter produced / what maxTokens counted, for the record.
    console.info(`session.context maxTokens (full ${full}):`, measured.join(', '));
  });

  it('leaves out the oldest messages first, whole, then representation lines from the end, then card lines, and says so', async () => {
    const unbounded = await session.context(ASK);
    const full = sentTokens(unbounded).bound;
    const messagesCut = await session.context({ ...ASK, maxTokens: full - 100 });
    expect(messagesCut.trimmed).toMatchObject({ representationLines: 0, cardLines: 0, summary: false });
    const dropped = messagesCut.trimmed?.messages ?? 0;
    expect(dropped).toBeGreaterThan(0);
    // What stays is the newest messages, each exactly as stored.
    expect(messagesCut.messages).toEqual(unbounded.messages.slice(dropped));
    expect(messagesCut.peerRepresentation).toBe(unbounded.peerRepresentation);

    const blocksOnly = sentTokens(new SessionContext('garden', [], null, unbounded.peerRepresentation, unbounded.peerCard)).bound;
    const linesCut = await session.context({ ...ASK, maxTokens: blocksOnly - 30 });
    expect(linesCut.trimmed).toMatchObject({ messages: 40, cardLines: 0, summary: false });
    const lines = unbounded.peerRepresentation?.split('\n') ?? [];
    const kept = lines.length - (linesCut.trimmed?.representationLines ?? 0);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(lines.length);
    expect(linesCut.peerRepresentation).toBe(lines.slice(0, kept).join('\n'));
    expect(linesCut.peerCard).toEqual(unbounded.peerCard);

    const cardCut = await session.context({ ...ASK, maxTokens: countTokens(`<peer_card>\n- Name: Dana\n- Lives in Oslo\n</peer_card>`) });
    expect(cardCut.trimmed).toMatchObject({ messages: 40, representationLines: lines.length, cardLines: 3, summary: false });
    expect(cardCut.peerRepresentation).toBeNull();
    expect(cardCut.peerCard).toEqual(['Name: Dana', 'Lives in Oslo']);
  });

  it('refuses a maxTokens that is not a positive integer, naming it, before any request', async () => {
    for (const maxTokens of [0, -5, 1.5, '2000', 1_000_001]) {
      sent.length = 0;
      const error = await session.context({ ...ASK, maxTokens: maxTokens as number }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(HonchoValidationError);
      expect((error as HonchoValidationError).issues).toEqual([{ path: 'maxTokens', message: expect.stringMatching(/must be (an integer|between 1 and 1000000)/) }]);
      expect(sent).toEqual([]);
    }
  });
});
