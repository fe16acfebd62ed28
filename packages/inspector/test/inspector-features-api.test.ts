/**
 * The API behind the inspector's debugging features, over real HTTP in front of the emulator:
 * a session's messages filtered by peer and by text across the whole session (not only a page),
 * and conclusions added since a moment. Bad filters are refused, naming the parameter, before
 * Honcho is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConclusionItem, MessageItem, Paged } from '../src/index.js';
import { filteredMessages } from '../src/server/message-filter.js';
import { startWorld, WORKSPACE, type InspectorWorld } from './inspector-world.js';

const W = `/api/workspaces/${WORKSPACE}`;

let world: InspectorWorld;
beforeAll(async () => {
  world = await startWorld();
  // A longer session, so a filter has to look past the first page to find everything.
  const [alice, assistant] = await Promise.all([world.honcho.peer('alice'), world.honcho.peer('assistant')]);
  const long = await world.honcho.session('long', { peers: [alice, assistant] });
  await long.addMessages(
    Array.from({ length: 120 }, (_, index) => (index % 2 === 0 ? alice : assistant).message(index % 40 === 0 ? `Note ${index}: Matcha TEA again` : `Message ${index}`)),
  );
});
afterAll(async () => {
  await world?.close();
});

async function messages(query: string): Promise<Paged<MessageItem>> {
  const answer = await world.api(`${W}/sessions/long/messages?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Paged<MessageItem>;
}

describe('filtering a session\'s messages', () => {
  it('keeps one peer\'s messages, newest first, with totals for the filter', async () => {
    const page = await messages('peer=assistant&size=10');
    expect(page).toMatchObject({ page: 1, size: 10, total: 60, pages: 6 });
    expect(page.items.every((message) => message.peerId === 'assistant')).toBe(true);
    expect(page.items[0]!.content).toBe('Message 119');
  });

  it('finds text anywhere in the session, ignoring case, and pages the matches', async () => {
    const first = await messages('q=matcha%20tea&size=2');
    expect(first).toMatchObject({ page: 1, size: 2, total: 3, pages: 2 });
    expect(first.items.map((message) => message.content)).toEqual(['Note 80: Matcha TEA again', 'Note 40: Matcha TEA again']);
    // The oldest match is on the session's last page of 50: found by reading past what the browser loaded.
    const second = await messages('q=matcha%20tea&size=2&page=2');
    expect(second.items.map((message) => message.content)).toEqual(['Note 0: Matcha TEA again']);
  });

  it('combines peer and text, and answers an empty page when nothing matches', async () => {
    expect((await messages('peer=alice&q=matcha')).total).toBe(3);
    expect(await messages('peer=assistant&q=matcha')).toMatchObject({ items: [], total: 0, pages: 0 });
  });

  it('says when a text filter could not read the whole session, and is silent when it could', async () => {
    const session = await world.honcho.session('long');
    const signal = new AbortController().signal;
    const cut = await filteredMessages(session, { peer: undefined, text: 'matcha' }, { page: 1, size: 10 }, signal, 100);
    expect(cut.items.map((message) => message.content)).toEqual(['Note 80: Matcha TEA again', 'Note 40: Matcha TEA again']);
    expect(cut.incomplete).toBe('Only the newest 100 messages were searched; older ones may match too.');
    const whole = await filteredMessages(session, { peer: undefined, text: 'matcha' }, { page: 1, size: 10 }, signal, 120);
    expect(whole.total).toBe(3);
    expect(whole).not.toHaveProperty('incomplete');
    expect(await messages('q=matcha')).not.toHaveProperty('incomplete');
  });

  it('refuses an over-long text, naming the parameter, before asking Honcho', async () => {
    const before = world.emulator.stats.requests;
    const answer = await world.api(`${W}/sessions/long/messages?q=${'x'.repeat(201)}`);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error: { kind: 'bad-request', message: 'q: at most 200 characters; got 201.' } });
    expect(world.emulator.stats.requests).toBe(before);
  });
});

describe('conclusions since a moment', () => {
  it('keeps the conclusions created at or after `since`, newest first', async () => {
    const all = (await world.api(`${W}/conclusions?observed=alice`)).json() as Paged<ConclusionItem>;
    expect(all.total).toBe(3);
    const moment = new Date(Date.now() + 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const assistant = await world.honcho.peer('assistant');
    await assistant.conclusionsOf('alice').create([{ content: 'alice is planning a spring trip' }]);
    const answer = await world.api(`${W}/conclusions?observed=alice&since=${encodeURIComponent(moment.toISOString())}`);
    expect(answer.status, answer.text).toBe(200);
    const since = answer.json() as Paged<ConclusionItem>;
    expect(since.items.map((conclusion) => conclusion.content)).toEqual(['alice is planning a spring trip']);
    const newestFirst = (await world.api(`${W}/conclusions?observed=alice`)).json() as Paged<ConclusionItem>;
    expect(newestFirst.items[0]!.content).toBe('alice is planning a spring trip');
    const times = newestFirst.items.map((conclusion) => Date.parse(conclusion.createdAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a `since` that is not a date and time, naming the parameter', async () => {
    for (const bad of ['yesterday', '2026-01-31', '2026-13-45T99:00:00Z']) {
      const answer = await world.api(`${W}/conclusions?since=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect((answer.json() as { error: { message: string } }).error.message).toBe(`since: must be an ISO 8601 date and time, e.g. 2026-01-31T09:00:00Z; got "${bad}".`);
    }
  });
});
