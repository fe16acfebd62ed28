import { describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/create-emulator.js';
import { recordRequests } from './record-requests.js';

describe('recordRequests', () => {
  it('notes method, path and JSON body of each request, and sends it on', async () => {
    const emulator = createEmulator();
    const { requests, fetch } = recordRequests(emulator.fetch);
    const created = await fetch(`${emulator.baseURL}/v3/workspaces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'recorded' }) });
    expect(created.ok).toBe(true);
    const listed = await fetch(new Request(`${emulator.baseURL}/v3/workspaces/recorded/peers/list?page=1`, { method: 'POST', body: '' }));
    expect(listed.ok).toBe(true);
    expect(requests).toEqual([
      { method: 'POST', path: '/v3/workspaces', body: { id: 'recorded' } },
      { method: 'POST', path: '/v3/workspaces/recorded/peers/list', body: undefined },
    ]);
  });

  it('keeps a body that is not a JSON object as undefined, and still sends it', async () => {
    const sent: string[] = [];
    const { requests, fetch } = recordRequests(async (input) => {
      sent.push(await (input as Request).text());
      return new Response(null, { status: 204 });
    });
    await fetch('http://127.0.0.1:1/upload', { method: 'POST', body: 'plain text' });
    await fetch('http://127.0.0.1:1/list', { method: 'POST', body: '[1]' });
    expect(requests.map((request) => request.body)).toEqual([undefined, undefined]);
    expect(sent).toEqual(['plain text', '[1]']);
  });
});
