import { describe, expect, it } from 'vitest';
import { compareExchange, formatDifferences, isServedRoute, type Difference } from './compare-exchange.js';
import type { JsonValue } from './exchange.js';
import type { RecordedExchange, RecordedResponse } from './fixture.js';

const request = { method: 'POST', path: '/v3/workspaces/cf-{run}-w/peers', json: { id: 'cf-{run}-alice' } } as const;

function recorded(response: RecordedResponse, extra: Partial<RecordedExchange> = {}): RecordedExchange {
  return { name: 'x', request, response, ...extra };
}

const peer = recorded({
  status: 201,
  contentType: 'application/json',
  json: { id: 'cf-{run}-alice', workspace_id: 'cf-{run}-w', metadata: {}, configuration: {}, created_at: '<timestamp>' },
});

const validation = recorded({
  status: 422,
  contentType: 'application/json',
  json: { detail: [{ type: 'missing', loc: ['body', 'id'], msg: 'Field required', input: {} }] },
});

/** `value` with the JSON body changed by `change`. */
function withBody(value: RecordedExchange, change: (json: any) => void): RecordedExchange {
  const json = structuredClone(value.response.json);
  change(json);
  return { ...value, response: { ...value.response, json } };
}

const kinds = (differences: readonly Difference[]) => differences.map((d) => `${d.kind} ${d.path}`);

describe('compareExchange', () => {
  it('finds nothing between equal recordings', () => {
    expect(compareExchange(peer, structuredClone(peer))).toEqual([]);
  });

  it('detects a changed status and content type', () => {
    const actual = { ...peer, response: { ...peer.response, status: 200, contentType: 'application/json; charset=utf-8' } };
    expect(kinds(compareExchange(peer, actual))).toEqual(['status status', 'content-type contentType']);
  });

  it('detects a missing key and an extra key', () => {
    expect(kinds(compareExchange(peer, withBody(peer, (j) => delete j.configuration)))).toEqual(['missing-key json.configuration']);
    expect(kinds(compareExchange(peer, withBody(peer, (j) => (j.evidence = null))))).toEqual(['extra-key json.evidence']);
  });

  it('detects a type change', () => {
    expect(kinds(compareExchange(peer, withBody(peer, (j) => (j.metadata = []))))).toEqual(['type json.metadata']);
  });

  it("detects a changed 422 loc, type, msg or input", () => {
    expect(kinds(compareExchange(validation, withBody(validation, (j) => (j.detail[0].loc = ['body']))))).toEqual([
      'length json.detail.0.loc',
    ]);
    expect(kinds(compareExchange(validation, withBody(validation, (j) => (j.detail[0].type = 'value_error'))))).toEqual([
      'value json.detail.0.type',
    ]);
    expect(kinds(compareExchange(validation, withBody(validation, (j) => (j.detail[0].msg = 'field required'))))).toEqual([
      'value json.detail.0.msg',
    ]);
    expect(kinds(compareExchange(validation, withBody(validation, (j) => delete j.detail[0].input)))).toEqual([
      'missing-key json.detail.0.input',
    ]);
    expect(kinds(compareExchange(validation, withBody(validation, (j) => (j.detail = 'Field required'))))).toEqual(['type json.detail']);
  });

  it('detects a changed deterministic value and a changed id placeholder', () => {
    expect(kinds(compareExchange(peer, withBody(peer, (j) => (j.id = 'cf-{run}-bob'))))).toEqual(['value json.id']);
    const list = recorded({ status: 200, contentType: 'application/json', json: [{ id: '<id:1>' }, { id: '<id:2>' }] });
    expect(kinds(compareExchange(list, withBody(list, (j) => j.reverse())))).toEqual(['value json.0.id', 'value json.1.id']);
  });

  it('ignores chat text, which both sides record as <text>, but not null for text', () => {
    const chat = recorded({ status: 200, contentType: 'application/json', json: { content: '<text>' } });
    expect(compareExchange(chat, structuredClone(chat))).toEqual([]);
    expect(kinds(compareExchange(chat, withBody(chat, (j) => (j.content = null))))).toEqual(['type json.content']);
  });

  it('detects a request that is not the recorded one (a stale fixture)', () => {
    const actual = { ...peer, request: { ...request, json: { id: 'cf-{run}-bob' } } };
    expect(kinds(compareExchange(peer, actual))).toEqual(['request request.json.id']);
  });

  it('compares only keys and types in shape mode, list elements against the recording', () => {
    const hits = recorded({ status: 200, contentType: 'application/json', json: [{ id: '<id:1>', content: 'tea' }] }, { compare: 'shape' });
    const more = withBody(hits, (j) => j.push({ id: '<id:2>', content: 'coffee' }));
    expect(compareExchange(hits, more)).toEqual([]);
    expect(kinds(compareExchange(hits, withBody(hits, (j) => (j[0].content = 3))))).toEqual(['type json.0.content']);
  });

  it('lets the hits of a ranked answer come in another order in shape mode, but not in another shape', () => {
    const hits = recorded(
      { status: 200, contentType: 'application/json', json: [{ id: '<id:1>', session_id: null }, { id: '<id:2>', session_id: 's1' }] },
      { compare: 'shape' },
    );
    const swapped = withBody(hits, (j) => j.reverse());
    expect(compareExchange(hits, swapped)).toEqual([]);
    expect(kinds(compareExchange(hits, withBody(hits, (j) => (j[1].session_id = 7))))).toEqual(['type json.1.session_id']);
  });

  it('compares only status and content type in status mode', () => {
    const metrics = recorded({ status: 200, contentType: 'text/plain' }, { compare: 'status' });
    expect(compareExchange(metrics, { ...metrics, response: { ...metrics.response, text: 'anything' } })).toEqual([]);
    expect(kinds(compareExchange(metrics, { ...metrics, response: { ...metrics.response, status: 404 } }))).toEqual(['status status']);
  });

  it('compares event-stream framing exactly and events collapsed', () => {
    const framing = 'data: {"delta": {"content": "<text>"}, "done": false}\n\ndata: {"done": true}\n\n';
    const events: JsonValue[] = [{ delta: { content: '<text>' }, done: false }, { done: true }];
    const stream = recorded({ status: 200, contentType: 'text/event-stream; charset=utf-8', sse: { raw: '', framing, events } });
    const longer = { ...stream, response: { ...stream.response, sse: { raw: 'other words', framing, events: [events[0]!, ...events] } } };
    expect(compareExchange(stream, longer)).toEqual([]);
    const compact = { ...stream, response: { ...stream.response, sse: { raw: '', framing: framing.replace(/": /g, '":'), events } } };
    expect(kinds(compareExchange(stream, compact))).toEqual(['framing sse.framing']);
    const json = { ...stream, response: { status: 200, contentType: 'text/event-stream; charset=utf-8', json: {} } };
    expect(kinds(compareExchange(stream, json))).toEqual(['body-kind body']);
  });

  it('detects a body cut short on one side only', () => {
    const cut = { ...peer, response: { ...peer.response, error: 'body cut short: socket hang up' } };
    expect(kinds(compareExchange(peer, cut))).toEqual(['body-kind error']);
    expect(compareExchange(cut, structuredClone(cut))).toEqual([]);
  });

  it('formats one readable line per difference', () => {
    const text = formatDifferences(compareExchange(validation, withBody(validation, (j) => (j.detail[0].msg = 'nope'))));
    expect(text).toBe('json.detail.0.msg: value differs: recorded "Field required", got "nope"');
  });
});

describe('isServedRoute', () => {
  it("tells the router's no-such-route answers from a route's own 404 or 405", () => {
    expect(isServedRoute({ status: 404, contentType: 'application/json', json: { detail: 'Not Found' } })).toBe(false);
    expect(isServedRoute({ status: 405, contentType: 'application/json', json: { detail: 'Method Not Allowed' } })).toBe(false);
    expect(isServedRoute({ status: 0, contentType: null, error: 'ECONNREFUSED' })).toBe(false);
    expect(isServedRoute({ status: 404, contentType: 'application/json', json: { detail: 'Conclusion x not found' } })).toBe(true);
    expect(isServedRoute({ status: 200, contentType: 'application/json', json: { content: '<text>' } })).toBe(true);
  });
});
