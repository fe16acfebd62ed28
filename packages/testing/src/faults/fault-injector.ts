import { mulberry32 } from '../random/mulberry32.js';
import { EmulatorConnectionDrop } from './connection-drop.js';
import { compileMatch, type FaultRule } from './fault-rule.js';
import { cutBodyAfterBytes, injectStreamFault } from './stream-faults.js';

/**
 * Counters of what the emulator did, for assertions: how many requests
 * arrived and how many faults of each kind were injected.
 */
export interface EmulatorStats {
  /** Requests received (including ones that were then failed or dropped). */
  requests: number;
  /** Requests delayed by `latencyMs`. */
  delayedRequests: number;
  /** Requests answered with an injected `failStatus`. */
  injectedFailures: number;
  /** Connections dropped before handling (nothing written). */
  droppedBeforeHandling: number;
  /** Connections dropped after handling (writes made, answer lost). */
  droppedAfterHandling: number;
  /** Event streams cut mid-stream. */
  cutStreams: number;
  /** Other response bodies cut short after handling (`cutBodyAfterBytes`). */
  cutBodies: number;
  /** Event streams stalled. */
  stalledStreams: number;
  /** All injected faults: delays, failures, drops and stream faults. */
  injectedFaults: number;
}

/** Fresh, zeroed stats. */
export function emptyStats(): EmulatorStats {
  return {
    requests: 0,
    delayedRequests: 0,
    injectedFailures: 0,
    droppedBeforeHandling: 0,
    droppedAfterHandling: 0,
    cutStreams: 0,
    cutBodies: 0,
    stalledStreams: 0,
    injectedFaults: 0,
  };
}

/**
 * Changes the emulator's faults at run time, so one test can break things and
 * then recover.
 *
 * @example
 * ```ts
 * emulator.faults.set({ failRate: 1, failStatus: 503 });
 * await expect(client.call()).rejects.toThrow();
 * emulator.faults.clear();
 * await client.call(); // works again
 * ```
 */
export interface FaultController {
  /** Replaces all rules (each starts with a fresh PRNG and count). */
  set(rules: FaultRule | readonly FaultRule[]): void;
  /** Adds one rule after the existing ones. */
  add(rule: FaultRule): void;
  /** Removes every rule. */
  clear(): void;
  /** The rules in effect. */
  readonly rules: readonly FaultRule[];
}

interface ActiveRule {
  rule: FaultRule;
  matches: (request: Request) => boolean;
  random: () => number;
  injected: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies fault rules around a request handler, counting into `stats`. */
export class FaultInjector implements FaultController {
  private active: ActiveRule[] = [];

  constructor(private readonly stats: EmulatorStats) {}

  get rules(): readonly FaultRule[] {
    return this.active.map((entry) => entry.rule);
  }

  set(rules: FaultRule | readonly FaultRule[]): void {
    this.active = [];
    for (const rule of isRuleList(rules) ? rules : [rules]) this.add(rule);
  }

  add(rule: FaultRule): void {
    validateRule(rule);
    this.active.push({ rule, matches: compileMatch(rule.match), random: mulberry32(rule.seed ?? 0), injected: 0 });
  }

  clear(): void {
    this.active = [];
  }

  /** Runs `handle` for `request` with whatever faults apply. */
  async run(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
    const rules = this.active.filter((entry) => entry.matches(request));
    if (rules.length === 0) return handle(request);

    for (const entry of rules) {
      const latency = entry.rule.latencyMs;
      if (latency === undefined || !this.available(entry)) continue;
      const ms = typeof latency === 'number' ? latency : latency.min + Math.floor(entry.random() * (latency.max - latency.min + 1));
      this.count(entry, 'delayedRequests');
      await sleep(ms);
    }
    const failure = (phase: 'before' | 'after') => {
      for (const entry of rules) {
        const { failRate, failStatus = 503, retryAfter, failPhase = 'before' } = entry.rule;
        if (failRate === undefined || failPhase !== phase || !this.available(entry) || !(entry.random() < failRate)) continue;
        this.count(entry, 'injectedFailures');
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
        const detail = `Injected failure from the Honcho emulator (status ${failStatus})`;
        return new Response(JSON.stringify({ detail }), { status: failStatus, headers });
      }
      return undefined;
    };
    const failedBefore = failure('before');
    if (failedBefore) return failedBefore;
    const drop = (phase: 'before' | 'after') =>
      rules.find((entry) => entry.rule.dropConnection === phase && this.available(entry) && entry.random() < (entry.rule.dropRate ?? 1));
    const before = drop('before');
    if (before) {
      this.count(before, 'droppedBeforeHandling');
      throw new EmulatorConnectionDrop('before');
    }

    let response = await handle(request);

    const after = drop('after');
    if (after) {
      this.count(after, 'droppedAfterHandling');
      await response.body?.cancel().catch(() => undefined);
      throw new EmulatorConnectionDrop('after');
    }
    const failedAfter = failure('after');
    if (failedAfter) {
      await response.body?.cancel().catch(() => undefined);
      return failedAfter;
    }
    const isEventStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    const bodyCut = response.body && !isEventStream ? rules.find((entry) => entry.rule.cutBodyAfterBytes !== undefined && this.available(entry)) : undefined;
    if (bodyCut && response.body) {
      const body = cutBodyAfterBytes(response.body, bodyCut.rule.cutBodyAfterBytes as number, () => this.count(bodyCut, 'cutBodies'));
      // The length a cut body announced would be a lie the client could check before reading.
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    }
    if (response.body && isEventStream) {
      for (const entry of rules) {
        const { cutStreamAfterChunks: cut, stallStreamAfterChunks: stall } = entry.rule;
        if ((cut === undefined && stall === undefined) || !this.available(entry) || !response.body) continue;
        const kind = cut !== undefined ? 'cut' : 'stall';
        const body = injectStreamFault(response.body, {
          kind,
          afterEvents: (cut ?? stall) as number,
          onTrigger: () => this.count(entry, kind === 'cut' ? 'cutStreams' : 'stalledStreams'),
        });
        response = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
        break;
      }
    }
    return response;
  }

  private available(entry: ActiveRule): boolean {
    return entry.rule.times === undefined || entry.injected < entry.rule.times;
  }

  private count(entry: ActiveRule, counter: Exclude<keyof EmulatorStats, 'requests' | 'injectedFaults'>): void {
    entry.injected += 1;
    this.stats[counter] += 1;
    this.stats.injectedFaults += 1;
  }
}

function isRuleList(rules: FaultRule | readonly FaultRule[]): rules is readonly FaultRule[] {
  return Array.isArray(rules);
}

function validateRule(rule: FaultRule): void {
  const fraction = (name: string, value: number | undefined) => {
    if (value !== undefined && !(value >= 0 && value <= 1)) throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
  };
  fraction('failRate', rule.failRate);
  fraction('dropRate', rule.dropRate);
  const latency = rule.latencyMs;
  if (typeof latency === 'number' && !(latency >= 0)) throw new RangeError(`latencyMs must be >= 0, got ${latency}`);
  if (typeof latency === 'object' && !(latency.min >= 0 && latency.max >= latency.min)) {
    throw new RangeError(`latencyMs must have 0 <= min <= max, got ${JSON.stringify(latency)}`);
  }
  if (rule.failStatus !== undefined && !(Number.isInteger(rule.failStatus) && rule.failStatus >= 400 && rule.failStatus <= 599)) {
    throw new RangeError(`failStatus must be an HTTP error status (400-599), got ${rule.failStatus}`);
  }
  for (const name of ['cutBodyAfterBytes', 'cutStreamAfterChunks', 'stallStreamAfterChunks', 'times'] as const) {
    const value = rule[name];
    if (value !== undefined && !(Number.isInteger(value) && value >= 0)) throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  }
  if (rule.failPhase !== undefined && rule.failPhase !== 'before' && rule.failPhase !== 'after') throw new RangeError(`failPhase must be 'before' or 'after', got ${String(rule.failPhase)}`);
  if (rule.cutStreamAfterChunks !== undefined && rule.stallStreamAfterChunks !== undefined) {
    throw new RangeError('A rule can cut or stall streams, not both; use two rules');
  }
}
