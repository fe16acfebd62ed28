/**
 * Structural check against the published 2.5 declarations: every public
 * member of each 2.5 class exists on ours with a compatible type, checked
 * all the way down through what its methods take and return.
 *
 * 2.5's classes have private members, which makes them nominal: nothing but
 * 2.5 itself is assignable to them. `Public<T>` turns a 2.5 declaration into
 * the interface a caller actually sees (public members only, recursively,
 * with built-in types left alone), and each of our classes must be
 * assignable to it.
 */
import type * as V25 from 'honcho-sdk-published';
import { describe, it } from 'vitest';
import type { Conclusion } from '../conclusions/conclusion.js';
import type { ConclusionsView } from '../conclusions/conclusions-view.js';
import type { WorkspaceConclusions } from '../conclusions/workspace-conclusions.js';
import type {
  DialecticStreamResponse,
  Honcho,
  Message,
  Page,
  Peer,
  PeerContext,
  Session,
  SessionContext,
  SessionSummaries,
  Summary,
} from '../index.js';
import type { Scope } from '../scope/scope.js';

/**
 * Members deliberately not compared here, each for a documented reason:
 *
 * - `chat`, `chatStream`: overloads typed by the options (stream, evidence,
 *   schema) rather than 2.5's; every 2.5 call shape is compiled in
 *   `sdk-2.5-surface.test-d.ts`, and `reasoningLevel: string` in
 *   `plugin-call-shapes.test-d.ts`.
 * - `http`: the transport is `@honcho-ai/sdk-core`'s `HttpClient` (same request
 *   methods, retries, typed errors); its `apiKey` can be assigned but reads
 *   back as `***`, and `defaultHeaders` is a mutable record as in 2.5.
 * - `updateMessage`: `Session.updateMessage` takes this package's `Message`
 *   (or an id), not any object shaped like 2.5's; a 2.5 `Message` cannot
 *   exist alongside this package, so callers are unaffected.
 */
type NotCompared = 'chat' | 'chatStream' | 'http' | 'updateMessage';

type Builtin = Blob | Date | ArrayBuffer | ArrayBufferView | AbortSignal | Response | Request | FormData | ReadableStream | Error | RegExp;
type AnyFunction = (...args: never[]) => unknown;

/** What a caller of a 2.5 value can touch: public members, all the way down. */
type Public<T> = T extends Builtin
  ? T
  : T extends AnyFunction
    ? PublicFunction<T>
    : T extends Promise<infer U>
      ? Promise<Public<U>>
      : T extends readonly unknown[]
        ? { [I in keyof T]: Public<T[I]> }
        : T extends object
          ? { [K in keyof T as K extends NotCompared ? never : K]: Public<T[K]> }
          : T;
type PublicFunction<F> = F extends (...args: infer A) => infer R ? (...args: PublicArgs<A>) => Public<R> : never;
type PublicArgs<A> = { [I in keyof A]: Public<A[I]> };

/** Compiles only when `Ours` can stand wherever the public shape of 2.5's `Theirs` is expected. */
function assignable<Theirs>(ours: Theirs): void {
  void ours;
}
declare function instance<T>(): T;

describe('each class has the public shape of its 2.5 counterpart', () => {
  it('Honcho', () => assignable<Public<V25.Honcho>>(instance<Honcho>()));
  it('Peer', () => assignable<Public<V25.Peer>>(instance<Peer>()));
  it('PeerContext', () => assignable<Public<V25.PeerContext>>(instance<PeerContext>()));
  it('Message', () => assignable<Public<V25.Message>>(instance<Message>()));
  it('Session', () => assignable<Public<V25.Session>>(instance<Session>()));
  it('SessionContext', () => assignable<Public<V25.SessionContext>>(instance<SessionContext>()));
  it('SessionSummaries', () => assignable<Public<V25.SessionSummaries>>(instance<SessionSummaries>()));
  it('Summary', () => assignable<Public<V25.Summary>>(instance<Summary>()));
  it('Scope', () => assignable<Public<V25.Scope>>(instance<Scope>()));
  it('Conclusion', () => assignable<Public<V25.Conclusion>>(instance<Conclusion>()));
  it('ConclusionsView', () => assignable<Public<V25.ConclusionsView>>(instance<ConclusionsView>()));
  it('WorkspaceConclusions', () => assignable<Public<V25.WorkspaceConclusions>>(instance<WorkspaceConclusions>()));
  it('Page', () => assignable<Public<V25.Page<Peer, V25.PeerResponse>>>(instance<Page<Peer, V25.PeerResponse>>()));
  it('DialecticStreamResponse', () => assignable<Public<V25.DialecticStreamResponse>>(instance<DialecticStreamResponse>()));
});

describe('static factories have the 2.5 signatures', () => {
  it('fromApiResponse', () => {
    assignable<Public<Pick<typeof V25.Message, 'fromApiResponse'>>>(instance<typeof import('../message/message.js').Message>());
    assignable<Public<Pick<typeof V25.PeerContext, 'fromApiResponse'>>>(instance<typeof import('../peer/peer-context.js').PeerContext>());
  });
});
