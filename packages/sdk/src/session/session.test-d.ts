import type {
  ContextParams as ContextParams25,
  FileUpload as FileUpload25,
  MessageAddition as MessageAddition25,
  PeerAddition as PeerAddition25,
  PeerRemoval as PeerRemoval25,
  QueueStatus as QueueStatus25,
  Session as Session25,
  SessionContext as SessionContext25,
  SessionSummaries as SessionSummaries25,
  Summary as Summary25,
} from 'honcho-sdk-published';
import { describe, expectTypeOf, it } from 'vitest';
import type { BatchWriteError, ExactlyOnceWrite } from '../batching/index.js';
import type { WhenStrict } from '../chat/test-support/strict-null-checks.js';
import type { Message } from '../message/message.js';
import type { MessageInput } from '../message/message-input.js';
import type { ContextParams } from './context-options.js';
import type { FileUpload } from './file-upload.js';
import type { PeerAddition, PeerRemoval } from './peer-addition.js';
import type { Session } from './peer-and-session.js';
import type { MessageAddition } from './session-options.js';
import type { SessionContext } from './session-context.js';
import type { SessionSummaries, Summary } from './summary.js';

// Every argument 2.5 accepted is accepted here, and every result is usable
// where 2.5's was. (Session and Peer themselves carry private members in 2.5,
// which makes them nominal, so methods are compared one by one.)
type Param<S, M extends keyof S, I extends number> = S[M] extends (...args: infer A) => unknown ? A[I] : never;
type Result<S, M extends keyof S> = S[M] extends (...args: never[]) => infer R ? Awaited<R> : never;

describe('Session is a superset of 2.5', () => {
  it('takes every argument shape 2.5 took', () => {
    // 2.5's PeerAddition is inferred by zod 4, whose tuples get optional elements with
    // strictNullChecks off (`[peer?, config?, ...unknown[]]`, which 2.5 refused at run time
    // unless both were given); the tuple shapes are compared in strict mode.
    expectTypeOf<WhenStrict<PeerAddition25, PeerAddition>>().toExtend<PeerAddition>();
    expectTypeOf<PeerRemoval25>().toExtend<PeerRemoval>();
    expectTypeOf<MessageAddition25>().toExtend<MessageAddition>();
    expectTypeOf<ContextParams25['representationOptions']>().toExtend<ContextParams['representationOptions']>();
    expectTypeOf<Omit<ContextParams25, 'representationOptions'>>().toExtend<Omit<ContextParams, 'representationOptions'>>();
    expectTypeOf<FileUpload25['file']>().toExtend<FileUpload['file']>();

    expectTypeOf<WhenStrict<Param<Session25, 'addPeers', 0>, PeerAddition>>().toExtend<Param<Session, 'addPeers', 0>>();
    expectTypeOf<WhenStrict<Param<Session25, 'setPeers', 0>, PeerAddition>>().toExtend<Param<Session, 'setPeers', 0>>();
    expectTypeOf<Param<Session25, 'removePeers', 0>>().toExtend<Param<Session, 'removePeers', 0>>();
    expectTypeOf<Param<Session25, 'addMessages', 0>>().toExtend<Param<Session, 'addMessages', 0>>();
    expectTypeOf<Param<Session25, 'messages', 0>>().toExtend<Param<Session, 'messages', 0>>();
    expectTypeOf<Param<Session25, 'setMetadata', 0>>().toExtend<Param<Session, 'setMetadata', 0>>();
    expectTypeOf<Param<Session25, 'setConfiguration', 0>>().toExtend<Param<Session, 'setConfiguration', 0>>();
    expectTypeOf<Param<Session25, 'clone', 0>>().toExtend<Param<Session, 'clone', 0>>();
    expectTypeOf<Param<Session25, 'context', 0>>().toExtend<Param<Session, 'context', 0>>();
    expectTypeOf<Param<Session25, 'search', 0>>().toExtend<Param<Session, 'search', 0>>();
    expectTypeOf<Param<Session25, 'search', 1>>().toExtend<Param<Session, 'search', 1>>();
    expectTypeOf<Param<Session25, 'queueStatus', 0>>().toExtend<Param<Session, 'queueStatus', 0>>();
    expectTypeOf<Param<Session25, 'uploadFile', 0>>().toExtend<Param<Session, 'uploadFile', 0>>();
    expectTypeOf<Param<Session25, 'uploadFile', 2>>().toExtend<Param<Session, 'uploadFile', 2>>();
    expectTypeOf<Param<Session25, 'representation', 1>>().toExtend<Param<Session, 'representation', 1>>();
    expectTypeOf<Param<Session25, 'getMessage', 0>>().toExtend<Param<Session, 'getMessage', 0>>();
    expectTypeOf<Param<Session25, 'updateMessage', 1>>().toExtend<Param<Session, 'updateMessage', 1>>();
    expectTypeOf<Param<Session25, 'setPeerConfiguration', 1>>().toExtend<Param<Session, 'setPeerConfiguration', 1>>();
  });

  it("takes 2.0's top-level searchQuery, as a string or a message", () => {
    expectTypeOf<{ peerTarget: string; searchQuery: string }>().toExtend<ContextParams>();
    expectTypeOf<{ searchQuery: Message; representationOptions: { searchTopK: number } }>().toExtend<Param<Session, 'context', 0>>();
  });

  it('returns what 2.5 returned', () => {
    expectTypeOf<Result<Session, 'context'>>().toExtend<SessionContext25>();
    expectTypeOf<Result<Session, 'summaries'>>().toExtend<SessionSummaries25>();
    expectTypeOf<Result<Session, 'queueStatus'>>().toExtend<QueueStatus25>();
    expectTypeOf<Result<Session, 'representation'>>().toEqualTypeOf<string>();
    expectTypeOf<Result<Session, 'getMetadata'>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<Result<Session, 'getPeerConfiguration'>>().toExtend<Result<Session25, 'getPeerConfiguration'>>();
    expectTypeOf<Result<Session, 'getConfiguration'>>().toExtend<Result<Session25, 'getConfiguration'>>();
    expectTypeOf<Result<Session, 'addMessages'>>().toEqualTypeOf<Message[]>();
    expectTypeOf<Summary>().toExtend<Summary25>();
    expectTypeOf<SessionSummaries>().toExtend<SessionSummaries25>();
    expectTypeOf<SessionContext>().toExtend<SessionContext25>();
    expectTypeOf<Session['metadata']>().toEqualTypeOf<Session25['metadata']>();
    expectTypeOf<Session['isActive']>().toEqualTypeOf<Session25['isActive']>();
    expectTypeOf<Session['createdAt']>().toEqualTypeOf<Session25['createdAt']>();
  });

  it('constructs with 2.5 positional arguments', () => {
    type Args = ConstructorParameters<typeof Session>;
    expectTypeOf<Args[0]>().toEqualTypeOf<string>();
    expectTypeOf<Args[5]>().toExtend<((() => Promise<void>) | undefined)>();
    expectTypeOf<(() => Promise<void>)>().toExtend<NonNullable<Args[5]>>();
    expectTypeOf<Args[7]>().toEqualTypeOf<boolean | undefined>();
  });

  it('types the partial-failure error by input and result', () => {
    expectTypeOf<BatchWriteError<MessageInput, Message>['notWritten'][number]['input']>().toEqualTypeOf<MessageInput>();
    expectTypeOf<BatchWriteError<MessageInput, Message>['written']>().toEqualTypeOf<readonly Message[]>();
  });
});

describe('addMessages with exactlyOnce', () => {
  it('resolves to what it sent and found with exactlyOnce: true, to the messages otherwise', () => {
    const session = {} as Session;
    expectTypeOf(session.addMessages([], { exactlyOnce: true })).resolves.toEqualTypeOf<ExactlyOnceWrite<Message>>();
    expectTypeOf(session.addMessages([])).resolves.toEqualTypeOf<Message[]>();
    expectTypeOf(session.addMessages([], { concurrency: 2 })).resolves.toEqualTypeOf<Message[]>();
    expectTypeOf(session.addMessages([], { exactlyOnce: Math.random() > 0.5 })).resolves.toEqualTypeOf<Message[] | ExactlyOnceWrite<Message>>();
  });
});
