import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  decideRetry,
  DEFAULT_BACKOFF,
  type RetryFailure,
  type RetryInput,
} from './retry-policy.js';

const status = (code: number, headers: Record<string, string> = {}): RetryFailure => ({
  kind: 'status',
  status: code,
  headers: new Headers(headers),
});

const base = (overrides: Partial<RetryInput> & Pick<RetryInput, 'failure'>): RetryInput => ({
  attempt: 1,
  maxRetries: 2,
  idempotent: true,
  random: () => 0.5,
  ...overrides,
});

describe('decideRetry: statuses', () => {
  it.each([408, 409, 429, 500, 502, 503, 504])('retries %i for an idempotent request', (code) => {
    expect(decideRetry(base({ failure: status(code) })).retry).toBe(true);
  });

  it.each([400, 401, 403, 404, 405, 413, 422, 501])('does not retry %i', (code) => {
    expect(decideRetry(base({ failure: status(code) }))).toMatchObject({ retry: false });
  });

  it.each([429, 503])('retries %i for a non-idempotent request (the server did not process it)', (code) => {
    expect(decideRetry(base({ idempotent: false, failure: status(code) })).retry).toBe(true);
  });

  it.each([408, 409, 500, 502, 504])('does not retry %i for a non-idempotent request', (code) => {
    const decision = decideRetry(base({ idempotent: false, failure: status(code) }));
    expect(decision).toMatchObject({ retry: false, reason: expect.stringContaining('non-idempotent') });
  });

  it('stops when no retries are left', () => {
    expect(decideRetry(base({ attempt: 3, maxRetries: 2, failure: status(503) })).retry).toBe(false);
    expect(decideRetry(base({ attempt: 2, maxRetries: 2, failure: status(503) })).retry).toBe(true);
    expect(decideRetry(base({ attempt: 1, maxRetries: 0, failure: status(503) })).retry).toBe(false);
  });
});

describe('decideRetry: x-should-retry', () => {
  it('false forbids a retry the status would allow', () => {
    expect(decideRetry(base({ failure: status(503, { 'x-should-retry': 'false' }) })).retry).toBe(false);
  });

  it('true allows a retry the status or method would forbid', () => {
    expect(decideRetry(base({ failure: status(400, { 'x-should-retry': 'true' }) })).retry).toBe(true);
    expect(decideRetry(base({ idempotent: false, failure: status(500, { 'x-should-retry': 'true' }) })).retry).toBe(
      true,
    );
  });

  it('true still respects maxRetries', () => {
    expect(decideRetry(base({ attempt: 3, failure: status(400, { 'x-should-retry': 'true' }) })).retry).toBe(false);
  });
});

describe('decideRetry: network failures', () => {
  const network = (phase: 'not-sent' | 'maybe-sent' | 'response-started'): RetryFailure => ({ kind: 'network', phase });

  it('retries a request that never left, idempotent or not', () => {
    expect(decideRetry(base({ failure: network('not-sent') })).retry).toBe(true);
    expect(decideRetry(base({ idempotent: false, failure: network('not-sent') })).retry).toBe(true);
  });

  it('retries ambiguous failures only for idempotent requests', () => {
    for (const phase of ['maybe-sent', 'response-started'] as const) {
      expect(decideRetry(base({ failure: network(phase) })).retry).toBe(true);
      expect(decideRetry(base({ idempotent: false, failure: network(phase) })).retry).toBe(false);
    }
  });
});

describe('decideRetry: delay', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('honours Retry-After seconds, fractional seconds, retry-after-ms and HTTP dates', () => {
    const delay = (headers: Record<string, string>): number | undefined => {
      const decision = decideRetry(base({ failure: status(429, headers), now }));
      return decision.retry ? decision.delayMs : undefined;
    };
    expect(delay({ 'retry-after': '7' })).toBe(7_000);
    expect(delay({ 'retry-after': '0.25' })).toBe(250);
    expect(delay({ 'retry-after-ms': '1234' })).toBe(1_234);
    expect(delay({ 'retry-after-ms': '1234', 'retry-after': '9' })).toBe(1_234);
    expect(delay({ 'retry-after': new Date(now + 30_000).toUTCString() })).toBe(30_000);
    expect(delay({ 'retry-after': '0' })).toBe(0);
    expect(delay({ 'retry-after': '60' })).toBe(60_000);
  });

  it('falls back to backoff when Retry-After is out of range or unparseable', () => {
    const backoff = backoffDelayMs(1, () => 0.5);
    for (const headers of <Record<string, string>[]>[
      { 'retry-after': '61' },
      { 'retry-after': '3600' },
      { 'retry-after': '-1' },
      { 'retry-after': 'soon' },
      { 'retry-after': new Date(now + 120_000).toUTCString() },
      { 'retry-after-ms': '60001' },
    ]) {
      const decision = decideRetry(base({ failure: status(503, headers), now }));
      expect(decision).toMatchObject({ retry: true, delayMs: backoff });
    }
  });

  it('uses backoff for network failures', () => {
    const decision = decideRetry(base({ attempt: 2, failure: { kind: 'network', phase: 'not-sent' }, random: () => 1 }));
    expect(decision).toMatchObject({ retry: true, delayMs: 1_000 });
  });
});

describe('backoffDelayMs', () => {
  it('stays within [0, min(cap, base × 2^(retry−1))] for many random values', () => {
    // Property-style: a seeded generator so failures reproduce.
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let retry = 1; retry <= 10; retry++) {
      const ceiling = Math.min(DEFAULT_BACKOFF.maxDelayMs, DEFAULT_BACKOFF.initialDelayMs * 2 ** (retry - 1));
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < 5_000; i++) {
        const delay = backoffDelayMs(retry, random);
        min = Math.min(min, delay);
        max = Math.max(max, delay);
      }
      expect(min).toBeGreaterThanOrEqual(0);
      expect(max).toBeLessThanOrEqual(ceiling);
      // Full jitter: samples spread over the whole window, not bunched at the top.
      expect(min).toBeLessThan(ceiling * 0.05);
      expect(max).toBeGreaterThan(ceiling * 0.95);
    }
  });

  it('doubles from 0.5 s and caps at 8 s', () => {
    const top = (retry: number): number => backoffDelayMs(retry, () => 1);
    expect([1, 2, 3, 4, 5, 6, 12].map(top)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('honours custom backoff settings', () => {
    expect(backoffDelayMs(3, () => 1, { initialDelayMs: 1, maxDelayMs: 3 })).toBe(3);
    expect(backoffDelayMs(2, () => 1, { initialDelayMs: 1, maxDelayMs: 3 })).toBe(2);
  });

  it('never returns a bad delay from a faulty random source', () => {
    for (const sample of [Number.NaN, -1, 2, Number.POSITIVE_INFINITY]) {
      const delay = backoffDelayMs(1, () => sample);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(500);
    }
  });
});
