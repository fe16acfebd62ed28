import type { SessionResponse } from '@honcho-ai/api-types';
import type { Page } from '@honcho-ai/sdk-core';
import type * as V25 from 'honcho-sdk-published';
import { describe, expectTypeOf, it } from 'vitest';
import type { Session } from '../session/peer-and-session.js';
import type { Scope, ScopeStatus } from './index.js';

declare const scope: Scope;

describe('scope types', () => {
  it('accepts every 2.5 argument list and returns what 2.5 returns', () => {
    expectTypeOf<Parameters<V25.Scope['sessions']>>().toExtend<Parameters<Scope['sessions']>>();
    expectTypeOf<ConstructorParameters<typeof V25.Scope>[0]>().toExtend<ConstructorParameters<typeof Scope>[0]>();
    expectTypeOf(scope.sessions()).resolves.toEqualTypeOf<Page<Session, SessionResponse>>();
    expectTypeOf(scope.status()).resolves.toEqualTypeOf<ScopeStatus>();
    expectTypeOf<ScopeStatus>().toExtend<V25.ScopeStatus>();
    expectTypeOf(scope.addSessions(['s1'])).resolves.toEqualTypeOf<void>();
    expectTypeOf(scope.removeSession('s1')).resolves.toEqualTypeOf<void>();
    expectTypeOf(scope.metadata).toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf(scope.createdAt).toEqualTypeOf<string | undefined>();
  });

  it('takes per-call options', () => {
    const signal = new AbortController().signal;
    void scope.addSessions(['s1'], { signal, timeout: 1_000, concurrency: 2 });
    void scope.removeSession('s1', { signal });
    void scope.sessions({ page: 1, size: 10, reverse: true, signal, prefetch: true });
    void scope.status({ signal });
    void scope.waitForBackfill({ sessions: ['s1'], pollInterval: 500, timeout: 10_000, signal });
  });
});
