/**
 * The key never reaches the browser through a chat answer, even when Honcho's stream splits it
 * across events: the inspector's client reads the emulator over real HTTP through a fetch that
 * re-cuts the answer's stream into runs of a few characters, as a model's tokens may fall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../src/index.js';
import { startWorld, WORKSPACE, WORLD_KEY, type InspectorWorld } from './inspector-world.js';

/** Re-cuts a streamed chat answer into runs of `size` characters; other answers pass unchanged. */
function recutStream(size: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as { delta?: { content?: string }; done: boolean });
    const text = events.map((event) => event.delta?.content ?? '').join('');
    const pieces: string[] = [];
    for (let offset = 0; offset < text.length; offset += size) pieces.push(`data: ${JSON.stringify({ delta: { content: text.slice(offset, offset + size) }, done: false })}\n\n`);
    pieces.push(`data: ${JSON.stringify(events.at(-1))}\n\n`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

let world: InspectorWorld;
beforeAll(async () => {
  world = await startWorld({ inspector: { client: { fetch: recutStream(5), maxRetries: 0 } } });
  const alice = await world.honcho.peer('alice');
  // Something in Honcho holds the key, so the answer quotes it.
  await alice.conclusions.create([{ content: `alice's honcho key is ${WORLD_KEY} for the garden project` }]);
});
afterAll(async () => {
  await world?.close();
});

describe('a chat answer that quotes the key', () => {
  it('reaches the browser without the key, though the stream splits it, and with the rest of the answer intact', async () => {
    const { status, text } = await world.api(`/api/workspaces/${WORKSPACE}/peers/alice/chat`, { method: 'POST', body: JSON.stringify({ query: "What is alice's honcho key for the garden project?" }) });
    expect(status).toBe(200);
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as ChatEvent);
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.length).toBeGreaterThan(5);
    const joined = deltas.join('');
    expect(joined).toContain('[redacted] for the garden project');
    expect(joined).not.toContain(WORLD_KEY);
    // Nor any long piece of it (a run of the key cut in two and sent in separate events).
    expect(joined).not.toContain(WORLD_KEY.slice(0, 8));
    expect(events.at(-1)?.type).toBe('done');
  });
});
