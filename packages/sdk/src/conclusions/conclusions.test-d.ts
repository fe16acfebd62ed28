import type { Page } from '@honcho-ai/sdk-core';
import type * as V25 from 'honcho-sdk-published';
import { describe, expectTypeOf, it } from 'vitest';
import type { BatchWriteError } from '../batching/index.js';
import type { CallOptions } from '../internal/call-options.js';
import {
  type Conclusion,
  type ConclusionCreateParams,
  type ConclusionResponse,
  ConclusionScope,
  ConclusionsView,
  type RepresentationOptions,
  type WorkspaceConclusions,
} from './index.js';

declare const view: ConclusionsView;
declare const workspace: WorkspaceConclusions;

describe('conclusion types', () => {
  it('accepts every 2.5 argument list', () => {
    expectTypeOf<Parameters<V25.ConclusionsView['list']>>().toExtend<Parameters<ConclusionsView['list']>>();
    expectTypeOf<Parameters<V25.ConclusionsView['get']>>().toExtend<Parameters<ConclusionsView['get']>>();
    expectTypeOf<Parameters<V25.ConclusionsView['getMany']>>().toExtend<Parameters<ConclusionsView['getMany']>>();
    expectTypeOf<Parameters<V25.ConclusionsView['derived']>>().toExtend<Parameters<ConclusionsView['derived']>>();
    expectTypeOf<Parameters<V25.ConclusionsView['delete']>>().toExtend<Parameters<ConclusionsView['delete']>>();
    expectTypeOf<Parameters<V25.ConclusionsView['representation']>>().toExtend<Parameters<ConclusionsView['representation']>>();
    expectTypeOf<V25.ConclusionCreateParams>().toExtend<ConclusionCreateParams>();
    expectTypeOf<V25.ConclusionResponse>().toExtend<ConclusionResponse>();
    expectTypeOf<V25.RepresentationOptions>().toExtend<RepresentationOptions>();
    expectTypeOf<Parameters<V25.WorkspaceConclusions['list']>>().toExtend<Parameters<WorkspaceConclusions['list']>>();
    expectTypeOf<Parameters<V25.WorkspaceConclusions['getMany']>>().toExtend<Parameters<WorkspaceConclusions['getMany']>>();
  });

  it('returns what 2.5 returns', () => {
    expectTypeOf(view.list()).resolves.toEqualTypeOf<Page<Conclusion, ConclusionResponse>>();
    expectTypeOf(view.derived('c')).resolves.toEqualTypeOf<Page<Conclusion, ConclusionResponse>>();
    expectTypeOf(view.query('q')).resolves.toEqualTypeOf<Conclusion[]>();
    expectTypeOf(view.create({ content: 'x' })).resolves.toEqualTypeOf<Conclusion[]>();
    expectTypeOf(view.get('c')).resolves.toEqualTypeOf<Conclusion>();
    expectTypeOf(view.getMany(['c'])).resolves.toEqualTypeOf<Conclusion[]>();
    expectTypeOf(view.delete('c')).resolves.toEqualTypeOf<void>();
    expectTypeOf(view.representation()).resolves.toEqualTypeOf<string>();
    expectTypeOf(workspace.list()).resolves.toEqualTypeOf<Page<Conclusion, ConclusionResponse>>();
    expectTypeOf(workspace.get('c')).resolves.toEqualTypeOf<Conclusion>();
  });

  it('takes per-call options on every method', () => {
    const call: CallOptions = { signal: new AbortController().signal, timeout: 1_000, maxRetries: 0, headers: { 'x-a': 'b' } };
    void view.list({ ...call, prefetch: true });
    void view.query('q', 5, 0.5, { level: 'explicit' }, call);
    void view.query('q', { topK: 5, distance: 0.5, filters: { level: 'explicit' }, ...call });
    void view.get('c', call);
    void view.getMany(['c'], { ...call, concurrency: 2 });
    void view.derived('c', call);
    void view.delete('c', call);
    void view.create([{ content: 'x' }], { ...call, concurrency: 2 });
    void view.representation({ searchQuery: 'x', ...call });
    void workspace.list(call);
    void workspace.get('c', call);
    void workspace.getMany(['c'], call);
  });

  it('rejects wrong shapes at compile time', () => {
    // @ts-expect-error content is required
    void view.create({ sessionId: 's1' });
    // @ts-expect-error topK is a number
    void view.query('q', '5');
    // @ts-expect-error unknown option
    void view.representation({ topK: 5 });
  });

  it('keeps the deprecated alias as a value and a type', () => {
    expectTypeOf(ConclusionScope).toEqualTypeOf<typeof ConclusionsView>();
    expectTypeOf<ConclusionScope>().toEqualTypeOf<ConclusionsView>();
  });

  it('types the batch error with the inputs a caller can resend', () => {
    expectTypeOf<BatchWriteError<ConclusionCreateParams, Conclusion>['notWrittenInputs']>().toEqualTypeOf<ConclusionCreateParams[]>();
  });
});
