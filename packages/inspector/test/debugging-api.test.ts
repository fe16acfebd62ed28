/**
 * What a user debugging memory met, at the API: workspaces with their time and metadata, chat with
 * an unknown target answered as the 404 it is, the context's assistant chosen by configuration,
 * search over conclusions too, and queue rows keyed by the server's internal session id told apart
 * from session names. Over HTTP, in front of the emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObservationGraph, Paged, QueueView, SearchResults, SessionContextView, WorkspaceItem } from '../src/index.js';
import { startWorld, WORKSPACE, type InspectorWorld } from './inspector-world.js';

const W = `/api/workspaces/${WORKSPACE}`;

/**
 * Adds a queue row keyed by a session's name beside the server's own rows (keyed, like the real
 * server's, by its internal session id), as a server keying by name would send it.
 */
const queueRowByName: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes('/queue/status')) return response;
  const status = (await response.json()) as { sessions?: Record<string, { session_id?: string }> | null };
  const counts = { session_id: 'onboarding', total_work_units: 1, completed_work_units: 1, in_progress_work_units: 0, pending_work_units: 0 };
  return new Response(JSON.stringify({ ...status, sessions: { ...(status.sessions ?? {}), onboarding: counts } }), { status: 200, headers: { 'content-type': 'application/json' } });
};

let world: InspectorWorld;
beforeAll(async () => {
  world = await startWorld({ inspector: { client: { fetch: queueRowByName } } });
  await world.honcho.setMetadata({ team: 'memory' });
  const [alice, assistant] = await Promise.all([world.honcho.peer('alice'), world.honcho.peer('assistant')]);
  await assistant.conclusionsOf(alice).create([{ content: 'alice goes hiking every Saturday' }, { content: 'alice is planning a hiking trip to the Alps' }]);
});
afterAll(async () => {
  await world?.close();
});

describe('the debugging fixes, at the API', () => {
  it('lists workspaces with the creation time and metadata Honcho sends', async () => {
    const workspaces = (await world.api('/api/workspaces')).json() as Paged<WorkspaceItem>;
    const mine = workspaces.items.find((workspace) => workspace.id === WORKSPACE);
    expect(mine?.metadata).toEqual({ team: 'memory' });
    expect(mine?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers a chat about an unknown target or session with the 404 it is, before any stream', async () => {
    const before = world.emulator.store.counts();
    for (const [body, message] of [
      [{ query: 'hi', target: 'nobody' }, `Workspace "${WORKSPACE}" has no peer "nobody".`],
      [{ query: 'hi', session: 'nowhere' }, `Workspace "${WORKSPACE}" has no session "nowhere".`],
    ] as const) {
      const { status, json } = await world.api(`${W}/peers/alice/chat`, { method: 'POST', body: JSON.stringify(body) });
      expect(status).toBe(404);
      expect(json()).toEqual({ error: { kind: 'not-found', message, status: null } });
    }
    expect(world.emulator.store.counts()).toEqual(before);
  });

  it("shows the context as OpenAI messages with the assistant-like member as the assistant, and says which and why", async () => {
    const context = (await world.api(`${W}/sessions/onboarding/context`)).json() as SessionContextView;
    // alice is listed first; assistant's own configuration turns off observing it.
    expect(context.assistant).toEqual({ peerId: 'assistant', reason: 'peer-config' });
    const kyoto = context.openAIMessages.find((message) => message.content.startsWith('Kyoto in spring'));
    expect(kyoto?.role).toBe('assistant');
    expect(context.openAIMessages.find((message) => message.content.startsWith('I am learning Japanese'))?.role).toBe('user');
    const asked = (await world.api(`${W}/sessions/onboarding/context?peer=alice`)).json() as SessionContextView;
    expect(asked.assistant).toEqual({ peerId: 'alice', reason: 'asked' });
  });

  it('searches conclusions as well as messages', async () => {
    const found = (await world.api(`${W}/search?q=hiking`)).json() as SearchResults;
    expect(found.items).toEqual([]);
    expect(found.conclusions.map((conclusion) => conclusion.content).sort()).toEqual(['alice goes hiking every Saturday', 'alice is planning a hiking trip to the Alps']);
    expect(found.conclusions[0]).toMatchObject({ observerId: 'assistant', observedId: 'alice', id: expect.any(String) });
    expect(found).not.toHaveProperty('incomplete');
  });

  it('says how many observer/observed pairs a conclusion search left out, past the twenty it asks', async () => {
    const watcher = await world.honcho.peer('watcher');
    for (let index = 0; index < 21; index += 1) await watcher.conclusionsOf(await world.honcho.peer(`walker-${index}`)).create([{ content: `walker ${index} likes hiking` }]);
    const graph = (await world.api(`${W}/graph`)).json() as ObservationGraph;
    expect(graph.edges.length).toBeGreaterThan(21);
    const found = (await world.api(`${W}/search?q=hiking`)).json() as SearchResults;
    const skipped = graph.edges.length - 20;
    expect(found.incomplete).toBe(`Conclusions were searched for the 20 observer/observed pairs holding the most; ${skipped} more ${skipped === 1 ? 'pair was' : 'pairs were'} not searched.`);
  });

  it("tells the queue's rows keyed by a session name from those keyed by the server's internal id", async () => {
    const queue = (await world.api(`${W}/queue`)).json() as QueueView;
    expect(queue.sessions.find((row) => row.sessionId === 'onboarding')).toMatchObject({ known: true });
    const internal = queue.sessions.filter((row) => row.sessionId !== 'onboarding');
    // The emulator keys its rows as the real server does: by an internal id that names no session.
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.every((row) => !row.known)).toBe(true);
  });
});
