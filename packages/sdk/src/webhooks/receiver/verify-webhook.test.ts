import { createHmac } from 'node:crypto';
import { HonchoError, HonchoValidationError } from '@honcho-ai/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signWebhook, verifyWebhook } from './verify-webhook.js';
import { WebhookVerificationError } from './webhook-verification-error.js';

const SECRET = 'whsec-test-4f9a';
const SENT = '2026-02-13T00:00:00Z';
const NOW = new Date(SENT);

/** A body as the server writes it: sorted keys, compact separators. */
const queueEmpty = '{"data":{"observed":"alice","observer":null,"queue_type":"representation","session_id":"s1","workspace_id":"w"},"timestamp":"2026-02-13T00:00:00Z","type":"queue.empty"}';
/** Node's own HMAC, independent of the code under test. */
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

async function failure(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  if (!(error instanceof WebhookVerificationError)) throw new Error(`expected a WebhookVerificationError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe('verifyWebhook', () => {
  it('returns the typed, camelCase event of a signed queue.empty, with the wire body as raw', async () => {
    const event = await verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: NOW });
    expect(event).toEqual({
      type: 'queue.empty',
      timestamp: SENT,
      data: { workspaceId: 'w', queueType: 'representation', sessionId: 's1', observer: null, observed: 'alice' },
      raw: JSON.parse(queueEmpty),
    });
  });

  it('reads the body as bytes (Uint8Array, ArrayBuffer) as well as text', async () => {
    const bytes = new TextEncoder().encode(queueEmpty);
    await expect(verifyWebhook(bytes, sign(queueEmpty), SECRET, { now: NOW })).resolves.toMatchObject({ type: 'queue.empty' });
    await expect(verifyWebhook(bytes.buffer, sign(queueEmpty), SECRET, { now: () => NOW })).resolves.toMatchObject({ type: 'queue.empty' });
  });

  it('returns a test.event', async () => {
    const body = `{"data":{"workspace_id":"w"},"timestamp":"${SENT}","type":"test.event"}`;
    await expect(verifyWebhook(body, sign(body), SECRET, { now: NOW })).resolves.toEqual({
      type: 'test.event', timestamp: SENT, data: { workspaceId: 'w' }, raw: JSON.parse(body),
    });
  });

  it('names no peer on a summary, which the server files under observer and observed "None"', async () => {
    const body = `{"data":{"observed":"None","observer":"None","queue_type":"summary","session_id":"s1","workspace_id":"w"},"timestamp":"${SENT}","type":"queue.empty"}`;
    const event = await verifyWebhook(body, sign(body), SECRET, { now: NOW });
    expect(event.data).toMatchObject({ queueType: 'summary', observer: null, observed: null });
    expect(event.raw.data).toMatchObject({ observer: 'None', observed: 'None' });
  });

  it('returns an event of an unknown type as UnknownWebhookEvent rather than refusing it', async () => {
    const body = `{"data":{"peer_id":"p"},"timestamp":"${SENT}","type":"peer.created"}`;
    await expect(verifyWebhook(body, sign(body), SECRET, { now: NOW })).resolves.toEqual({
      type: 'unknown', eventType: 'peer.created', timestamp: SENT, data: { peer_id: 'p' }, raw: JSON.parse(body),
    });
  });

  it.each([null, undefined, '', '   '])('refuses a missing signature (%j) as missing_signature', async (signature) => {
    const error = await failure(verifyWebhook(queueEmpty, signature, SECRET, { now: NOW }));
    expect(error.reason).toBe('missing_signature');
    expect(error.code).toBe('missing_signature');
    expect(error).toBeInstanceOf(HonchoError);
  });

  it.each([
    ['a wrong secret', () => sign(queueEmpty, 'other-secret')],
    ['a body changed after signing', () => sign(queueEmpty.replace('alice', 'bob'))],
    ['one flipped last digit', () => sign(queueEmpty).slice(0, -1) + (sign(queueEmpty).endsWith('0') ? '1' : '0')],
    ['not hex', () => 'z'.repeat(64)],
    ['too short', () => sign(queueEmpty).slice(0, 62)],
    ['a sha256= prefix', () => `sha256=${sign(queueEmpty)}`],
  ])('refuses %s as bad_signature, without echoing the secret or the expected signature', async (_name, signature) => {
    const error = await failure(verifyWebhook(queueEmpty, signature(), SECRET, { now: NOW }));
    expect(error.reason).toBe('bad_signature');
    const shown = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(shown).not.toContain(SECRET);
    expect(shown).not.toContain(sign(queueEmpty));
  });

  it('accepts the signature in upper-case hex', async () => {
    await expect(verifyWebhook(queueEmpty, sign(queueEmpty).toUpperCase(), SECRET, { now: NOW })).resolves.toMatchObject({ type: 'queue.empty' });
  });

  it('compares every well-formed signature with WebCrypto verify (constant time), never with a string compare', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const good = sign(queueEmpty);
    const firstDiffers = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    const lastDiffers = good.slice(0, -1) + (good.endsWith('a') ? 'b' : 'a');
    for (const signature of [firstDiffers, lastDiffers]) {
      expect((await failure(verifyWebhook(queueEmpty, signature, SECRET, { now: NOW }))).reason).toBe('bad_signature');
    }
    await verifyWebhook(queueEmpty, good, SECRET, { now: NOW });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(verify.mock.calls.map((call) => call[0])).toEqual(['HMAC', 'HMAC', 'HMAC']);
  });

  it('checks the signature before it parses the body', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    await failure(verifyWebhook('{not json', sign('other'), SECRET, { now: NOW }));
    expect(parse).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"type":'],
    ['an array', '[]'],
    ['no type', `{"data":{},"timestamp":"${SENT}"}`],
    ['data not an object', `{"data":[],"timestamp":"${SENT}","type":"test.event"}`],
    ['no timestamp', '{"data":{"workspace_id":"w"},"type":"test.event"}'],
    ['a timestamp that is not a date', '{"data":{"workspace_id":"w"},"timestamp":"yesterday","type":"test.event"}'],
    ['queue.empty without queue_type', `{"data":{"workspace_id":"w"},"timestamp":"${SENT}","type":"queue.empty"}`],
    ['queue.empty with a numeric session_id', `{"data":{"queue_type":"summary","session_id":1,"workspace_id":"w"},"timestamp":"${SENT}","type":"queue.empty"}`],
    ['test.event without workspace_id', `{"data":{},"timestamp":"${SENT}","type":"test.event"}`],
  ])('refuses a signed body that is %s as malformed_body', async (_name, body) => {
    expect((await failure(verifyWebhook(body, sign(body), SECRET, { now: NOW }))).reason).toBe('malformed_body');
  });

  describe('the replay window', () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

    it('accepts a timestamp exactly toleranceSeconds old or ahead, and refuses one a second further', async () => {
      for (const seconds of [-300, 0, 300]) {
        await expect(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: at(seconds) })).resolves.toMatchObject({ type: 'queue.empty' });
      }
      for (const seconds of [-301, 301]) {
        const error = await failure(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: at(seconds) }));
        expect(error.reason).toBe('timestamp_out_of_window');
        expect(error.message).toContain('300 s window');
      }
    });

    it('follows toleranceSeconds, and Infinity turns the check off', async () => {
      expect((await failure(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: at(11), toleranceSeconds: 10 }))).reason).toBe('timestamp_out_of_window');
      await expect(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: at(10), toleranceSeconds: 10 })).resolves.toBeDefined();
      await expect(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET, { now: at(86_400 * 365), toleranceSeconds: Infinity })).resolves.toBeDefined();
    });

    it('uses the current time by default', async () => {
      const body = `{"data":{"workspace_id":"w"},"timestamp":"${new Date().toISOString().slice(0, 19)}Z","type":"test.event"}`;
      await expect(verifyWebhook(body, sign(body), SECRET)).resolves.toMatchObject({ type: 'test.event' });
      expect((await failure(verifyWebhook(queueEmpty, sign(queueEmpty), SECRET))).reason).toBe('timestamp_out_of_window');
    });
  });

  it('refuses bad input with a HonchoValidationError naming the field, before any check', async () => {
    const cases: [unknown[], string][] = [
      [[queueEmpty, sign(queueEmpty), ''], 'secret'],
      [[JSON.parse(queueEmpty), sign(queueEmpty), SECRET], 'rawBody'],
      [[queueEmpty, sign(queueEmpty), SECRET, { toleranceSeconds: -1 }], 'toleranceSeconds'],
    ];
    for (const [args, field] of cases) {
      const error = await (verifyWebhook as (...args: unknown[]) => Promise<unknown>)(...args).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoValidationError);
      expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual([field]);
    }
  });
});

describe('signWebhook', () => {
  it("computes the server's signature: hex HMAC-SHA256 of the body", async () => {
    await expect(signWebhook(queueEmpty, SECRET)).resolves.toBe(sign(queueEmpty));
  });
});
