import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aliceSays, startConversation } from './shared/conversation.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const readme = (pkg: string): string => readFileSync(join(repoRoot, 'packages', pkg, 'README.md'), 'utf8');

/**
 * The chat samples of the package READMEs, replayed on a conversation: each
 * question must get a real answer drawn from memory, even one that shares
 * no word with it (as the server's model always answers). Each question is
 * looked up in its README, so editing a sample there fails this test until
 * the replay follows.
 */
describe('README chat samples', () => {
  const fromMemory = (answer: string | null): void => {
    expect(typeof answer).toBe('string');
    expect(aliceSays.some((said) => answer?.includes(said))).toBe(true);
  };

  it('sdk quick start: the dinner question is answered from what alice said, though no word matches', async () => {
    const question = 'What should I recommend to alice for dinner?';
    expect(readme('sdk')).toContain(`alice.chat('${question}')`);
    const { honcho } = fixture.context();
    const alice = await honcho.peer('alice');
    const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
    const session = await honcho.session('support-42');
    await session.addPeers([alice, assistant]);
    await session.addMessages([
      alice.message('I just moved to Lisbon and I am looking for a vegetarian restaurant.'),
      assistant.message('Welcome! Any cuisine you prefer?'),
    ]);
    expect(await alice.chat(question)).toContain('I just moved to Lisbon and I am looking for a vegetarian restaurant.');
  });

  it('sdk chat, structured output and streaming', async () => {
    const text = readme('sdk');
    const { honcho } = fixture.context();
    const { alice, session } = await startConversation(honcho);
    const bob = await honcho.peer('bob');
    await session.addMessages([bob.message('alice always brings dal to the picnic.')]);

    expect(text).toContain("alice.chat('What does alice like to eat?')");
    fromMemory(await alice.chat('What does alice like to eat?'));

    expect(text).toContain("alice.chat('What does bob think of me?', { target: bob, session, reasoningLevel: 'medium' })");
    expect(await alice.chat('What does bob think of me?', { target: bob, session, reasoningLevel: 'medium' })).toContain('alice always brings dal to the picnic.');

    const Food = z.object({ favorite: z.string(), dislikes: z.array(z.string()).max(3) });
    expect(text).toContain("alice.chat('What are her food preferences?', { responseFormat: Food })");
    const food = await alice.chat('What are her food preferences?', { responseFormat: Food });
    expect(food?.favorite).toContain('dal');

    const foods = { type: 'object', properties: { foods: { type: 'array', items: { type: 'string' } } }, required: ['foods'] } as const;
    const json = await alice.chat('...', { responseFormat: foods });
    expect(JSON.parse(json ?? 'null')).toEqual({ foods: expect.arrayContaining([expect.any(String)]) });

    expect(text).toContain("alice.chat('Where does she hike?', { includeEvidence: true })");
    const { content, evidence } = await alice.chat('Where does she hike?', { includeEvidence: true });
    expect(content).toContain('I usually hike on Saturdays');
    expect(evidence?.messages.map((message) => message.content_preview)).toContain('I usually hike on Saturdays in the hills north of the city.');

    expect(text).toContain("alice.chatStream('What is she training for?', { includeEvidence: true, signal })");
    const stream = await alice.chatStream('What is she training for?', { includeEvidence: true });
    let streamed = '';
    for await (const delta of stream) streamed += delta;
    expect(streamed).toContain('I am training for a half marathon in the spring.');
    expect(stream.evidence?.messages.length).toBeGreaterThan(0);

    const typed = await alice.chatStream('...', { responseFormat: Food });
    expect(await typed.finalObject()).toEqual({ favorite: expect.any(String), dislikes: expect.any(Array) });
  });

  it('ai-sdk direct access: a question about what the user cares about gets an answer from memory', async () => {
    const question = 'What does this user care about most?';
    expect(readme('ai-sdk')).toContain(`alice.chat('${question}')`);
    const { honcho } = fixture.context();
    const { alice } = await startConversation(honcho);
    fromMemory(await alice.chat(question));
  });
});
