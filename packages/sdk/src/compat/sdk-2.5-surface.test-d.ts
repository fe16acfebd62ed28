/**
 * Code written against the public API of the published `@honcho-ai/sdk`
 * 2.5.0, compiled against this package. Every exported class and method is
 * called with the option shapes 2.5 declares, and results are assigned to
 * the types 2.5 declares for them. Where a result is plain data, it is also
 * assigned to 2.5's own type (imported from the published package), so a
 * drift in a field's type fails here.
 *
 * Nothing here runs: vitest only type-checks `*.test-d.ts` files.
 */
import type * as V25 from 'honcho-sdk-published';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  AuthenticationError,
  BadRequestError,
  Conclusion,
  ConclusionScope,
  ConclusionsView,
  ConflictError,
  ConnectionError,
  DialecticStreamResponse,
  Honcho,
  HonchoError,
  Message,
  NotFoundError,
  Page,
  Peer,
  PeerContext,
  PermissionDeniedError,
  RateLimitError,
  Scope,
  ServerError,
  Session,
  SessionContext,
  SessionSummaries,
  Summary,
  TimeoutError,
  UnprocessableEntityError,
  WorkspaceConclusions,
  type ChatQuery,
  type ChatResponse,
  type ConclusionLevel,
  type ConclusionQueryParams,
  type ConclusionResponse,
  type ContextParams,
  type DialecticStreamChunk,
  type Evidence,
  type EvidenceMessageRef,
  type EvidenceObservation,
  type EvidenceToolCall,
  type FileUpload,
  type Filters,
  type GetRepresentationParams,
  type HonchoConfig,
  type MessageAddition,
  type MessageInput,
  type MessageResponse,
  type PageResponse,
  type PeerAddition,
  type PeerConfig,
  type PeerContextResponse,
  type PeerGetRepresentationParams,
  type PeerMetadata,
  type PeerRemoval,
  type PeerResponse,
  type QueueStatus,
  type QueueStatusOptions,
  type QueueStatusResponse,
  type RepresentationOptions,
  type ScopeBackfillJob,
  type ScopeBackfillState,
  type ScopeResponse,
  type ScopeStatus,
  type ScopeStatusResponse,
  type SessionConfig,
  type SessionContextResponse,
  type SessionMetadata,
  type SessionPeerConfig,
  type SessionQueueStatus,
  type SessionResponse,
  type SessionSummariesResponse,
  type SummaryData,
  type SummaryResponse,
  type WorkspaceChatResponse,
  type WorkspaceConfig,
  type WorkspaceMetadata,
  type WorkspaceResponse,
} from '../index.js';

const FoodSchema = z.object({ food: z.string(), rating: z.number() });
type Food = z.infer<typeof FoodSchema>;

describe('the 2.5 public surface compiles against this package', () => {
  it('Honcho', async () => {
    const config: HonchoConfig = {
      apiKey: 'key',
      environment: 'local',
      baseURL: 'http://localhost:8000',
      workspaceId: 'ws',
      timeout: 30_000,
      maxRetries: 2,
      defaultHeaders: { 'x-app': 'demo' },
      defaultQuery: { region: 'eu', n: 1, flag: true },
    };
    const honcho = new Honcho(config);
    new Honcho();
    new Honcho({ environment: 'production' });

    const workspaceId: string = honcho.workspaceId;
    const baseURL: string = honcho.baseURL;
    const metadata: Record<string, unknown> | undefined = honcho.metadata;
    const configuration: WorkspaceConfig | undefined = honcho.configuration;
    const conclusions: WorkspaceConclusions = honcho.conclusions;
    const http = honcho.http;
    void [workspaceId, baseURL, metadata, configuration, conclusions, http];

    const alice: Peer = await honcho.peer('alice');
    await honcho.peer('bob', { metadata: { role: 'user' }, configuration: { observeMe: false } });
    const peerMetadata: PeerMetadata = { a: 1 };
    await honcho.peer('carol', { metadata: peerMetadata, configuration: { observeMe: null } });

    const peers: Page<Peer, PeerResponse> = await honcho.peers();
    await honcho.peers({ metadata: { plan: 'pro' } });
    await honcho.peers({ filters: { peer_id: 'alice' }, page: 2, size: 10, reverse: true });

    const sessionMetadata: SessionMetadata = { topic: 'x' };
    const sessionConfig: SessionConfig = {
      reasoning: { enabled: true, customInstructions: null },
      peerCard: { use: true, create: false },
      summary: { enabled: true, messagesPerShortSummary: 20, messagesPerLongSummary: 60 },
      dream: { enabled: null },
    };
    const session: Session = await honcho.session('s1');
    const therapy: Scope = await honcho.scope('therapy');
    await honcho.session('s2', {
      metadata: sessionMetadata,
      configuration: sessionConfig,
      peers: ['alice', alice, [alice, { observeMe: true, observeOthers: false }]],
      scopes: ['therapy', therapy],
    });
    await honcho.session('s3', { peers: alice });
    await honcho.session('s4', { peers: [alice, { observeMe: false }] });

    await honcho.scope('work', { metadata: { team: 'a' } });
    const fetchedScope: Scope = await honcho.getScope('therapy');
    const scopes: Page<Scope, ScopeResponse> = await honcho.scopes();
    await honcho.scopes({ page: 1, size: 5, reverse: false });
    const sessions: Page<Session, SessionResponse> = await honcho.sessions();
    await honcho.sessions({ is_active: true });
    await honcho.sessions({ filters: { metadata: { topic: 'x' } }, size: 50 });

    const workspaceMetadata: WorkspaceMetadata = { env: 'prod' };
    const gotMetadata: Record<string, unknown> = await honcho.getMetadata();
    const setMetadata: void = await honcho.setMetadata(workspaceMetadata);
    const gotConfiguration: WorkspaceConfig = await honcho.getConfiguration();
    const v25Configuration: V25.WorkspaceConfig = gotConfiguration;
    await honcho.setConfiguration({ dream: { enabled: false }, summary: { enabled: false } });
    await honcho.setConfiguration(v25Configuration);
    await honcho.refresh();
    const workspaces: Page<string, WorkspaceResponse> = await honcho.workspaces();
    await honcho.workspaces({ id: 'ws' });
    await honcho.workspaces({ filters: {}, page: 1, size: 1, reverse: true });
    await honcho.deleteWorkspace('old');

    const hits: Message[] = await honcho.search('pizza');
    await honcho.search('pizza', { filters: { peer_id: 'alice' }, scope: 'therapy', limit: 10 });
    await honcho.search('pizza', { scope: therapy });

    const answer: string | null = await honcho.chat('What are common themes?');
    await honcho.chat('q', { session: 's1', reasoningLevel: 'max', responseFormat: { type: 'object' }, scope: ['a', 'b'] });
    await honcho.chat('q', { session, scope: 'therapy', includeEvidence: false });
    const withEvidence: ChatResponse<string> = await honcho.chat('q', { includeEvidence: true });
    const v25WithEvidence: V25.ChatResponse<string> = await honcho.chat('q', { includeEvidence: true, reasoningLevel: 'low' });
    const stream: DialecticStreamResponse = await honcho.chatStream('q');
    await honcho.chatStream('q', { session: 's1', reasoningLevel: 'high', responseFormat: {}, scope: 'x', includeEvidence: true });
    for await (const chunk of stream) {
      const text: string = chunk;
      void text;
    }
    const finalText: string = await stream.getFinalResponse();
    const parts: string[] = await stream.toArray();
    const streamEvidence: Evidence | null = stream.evidence;

    const status: QueueStatus = await honcho.queueStatus();
    const v25Status: V25.QueueStatus = await honcho.queueStatus({ observer: alice, sender: 'bob', session });
    const queueOptions: QueueStatusOptions = { observer: 'alice', sender: alice, session: 's1', timeout: 5_000 };
    await honcho.queueStatus(queueOptions);
    const perSession: SessionQueueStatus | undefined = status.sessions?.['s1'];
    await honcho.scheduleDream({ observer: alice });
    await honcho.scheduleDream({ observer: 'alice', session: 's1', observed: 'bob' });
    const description: string = honcho.toString();

    void [peers, fetchedScope, scopes, sessions, gotMetadata, setMetadata, workspaces, hits, answer, withEvidence];
    void [v25WithEvidence, finalText, parts, streamEvidence, v25Status, perSession, description];
  });

  it('Peer and PeerContext', async () => {
    const honcho = new Honcho();
    const peer = new Peer('alice', 'ws', honcho.http);
    new Peer('alice', 'ws', honcho.http, { a: 1 }, { observeMe: true }, async () => {}, '2025-01-01T00:00:00Z');
    const bob = await honcho.peer('bob');
    const session = await honcho.session('s1');
    const scope = await honcho.scope('therapy');

    const id: string = peer.id;
    const workspaceId: string = peer.workspaceId;
    const metadata: Record<string, unknown> | undefined = peer.metadata;
    const configuration: PeerConfig | undefined = peer.configuration;
    const createdAt: string | undefined = peer.createdAt;

    const plain: string | null = await peer.chat('What does alice like?');
    await peer.chat('q', { target: bob, session, reasoningLevel: 'high' });
    await peer.chat('q', { target: 'bob', session: 's1', reasoningLevel: 'low', responseFormat: { type: 'object' } });
    await peer.chat('q', { scope: 'therapy' });
    await peer.chat('q', { scope: [scope, 'work'] });
    await peer.chat('q', { sessions: [session, 's2'] });
    const evidence: ChatResponse<string> = await peer.chat('q', { includeEvidence: true });
    const v25Evidence: V25.ChatResponse<string> = await peer.chat('q', { includeEvidence: true, responseFormat: {} });
    const food: Food | null = await peer.chat('q', { responseFormat: FoodSchema });
    const foodExplicit: Food | null = await peer.chat<Food>('q', { responseFormat: FoodSchema });
    const foodEvidence: ChatResponse<Food> = await peer.chat('q', { responseFormat: FoodSchema, includeEvidence: true });
    const foodEvidenceExplicit: ChatResponse<Food> = await peer.chat<Food>('q', { responseFormat: FoodSchema, includeEvidence: true });

    const stream: DialecticStreamResponse = await peer.chatStream('q');
    await peer.chatStream('q', {
      target: bob,
      session,
      reasoningLevel: 'minimal',
      responseFormat: FoodSchema,
      includeEvidence: true,
    });
    await peer.chatStream('q', { scope: ['a'], responseFormat: { type: 'object' } });
    await peer.chatStream('q', { sessions: ['s1'] });

    const sessions: Page<Session, SessionResponse> = await peer.sessions();
    await peer.sessions({ is_active: true });
    await peer.sessions({ filters: { is_active: true }, page: 1, size: 5, reverse: true });

    const input: MessageInput = peer.message('Hello');
    const v25Input: V25.MessageInput = peer.message('Hi', {
      metadata: { a: 1 },
      configuration: { reasoning: { enabled: false } },
      createdAt: new Date(),
    });
    peer.message('Hi', { createdAt: '2025-01-01T00:00:00Z' });

    const gotMetadata: Record<string, unknown> = await peer.getMetadata();
    await peer.setMetadata({ a: 1 });
    const gotConfiguration: PeerConfig = await peer.getConfiguration();
    const v25PeerConfig: V25.PeerConfig = gotConfiguration;
    await peer.setConfiguration({ observeMe: false });
    await peer.setConfiguration(v25PeerConfig);
    await peer.refresh();

    const hits: Message[] = await peer.search('pizza');
    await peer.search('pizza', { filters: { session_id: 's1' }, limit: 5 });

    const card: string[] | null = await peer.getCard();
    await peer.getCard(bob);
    await peer.getCard('bob');
    const oldCard: string[] | null = await peer.card('bob');
    const setCard: string[] | null = await peer.setCard(['Likes pizza']);
    await peer.setCard(['Likes pizza'], bob);

    const representation: string = await peer.representation();
    await peer.representation({
      session: 's1',
      target: bob,
      searchQuery: 'food',
      searchTopK: 10,
      searchMaxDistance: 0.5,
      includeMostFrequent: true,
      maxConclusions: 25,
    });
    const message = new Message('m', 'food', 'alice', 's', 'ws', {}, '2025-01-01T00:00:00Z', 1);
    await peer.representation({ searchQuery: message, scope: 'therapy' });
    await peer.representation({ scope: [scope], sessions: undefined });
    await peer.representation({ sessions: [session, 's2'] });

    const context: PeerContext = await peer.context();
    await peer.context({ target: 'bob', searchQuery: 'x', searchTopK: 5, searchMaxDistance: 0.2, includeMostFrequent: false, maxConclusions: 10 });
    const contextFields: [string, string, string | null, string[] | null] = [context.peerId, context.targetId, context.representation, context.peerCard];
    const contextString: string = context.toString();
    const rebuilt: PeerContext = new PeerContext('a', 'b', null, null);
    const wireContext: V25.PeerContextResponse = { peer_id: 'a', target_id: 'b', representation: null, peer_card: null };
    const fromWire: PeerContext = PeerContext.fromApiResponse(wireContext);
    const ourWireContext: PeerContextResponse = wireContext;

    const own: ConclusionsView = peer.conclusions;
    const ofBob: ConclusionsView = peer.conclusionsOf(bob);
    peer.conclusionsOf('bob');
    const description: string = peer.toString();

    void [id, workspaceId, metadata, configuration, createdAt, plain, evidence, v25Evidence, food, foodExplicit, foodEvidence];
    void [foodEvidenceExplicit, stream, sessions, input, v25Input, gotMetadata, hits, card, oldCard, setCard, representation];
    void [contextFields, contextString, rebuilt, fromWire, ourWireContext, own, ofBob, description];
  });

  it('Message and MessageInput', () => {
    const wire: V25.MessageResponse = {
      id: 'm',
      content: 'hi',
      peer_id: 'alice',
      session_id: 's',
      workspace_id: 'ws',
      metadata: {},
      created_at: '2025-01-01T00:00:00Z',
      token_count: 1,
    };
    const message: Message = Message.fromApiResponse(wire);
    const ours: MessageResponse = wire;
    const constructed = new Message('m', 'hi', 'alice', 's', 'ws', {}, '2025-01-01T00:00:00Z', 1);
    const fields: [string, string, string, string, string, Record<string, unknown>, string, number] = [
      message.id,
      message.content,
      message.peerId,
      message.sessionId,
      message.workspaceId,
      message.metadata,
      message.createdAt,
      message.tokenCount,
    ];
    const input: MessageInput = { peerId: 'alice', content: 'hi', metadata: {}, configuration: { reasoning: null }, createdAt: 'x' };
    const asV25: V25.MessageInput = input;
    const fromV25: MessageInput = asV25;
    void [ours, constructed, fields, fromV25, constructed.toString()];
  });

  it('Session, SessionContext, SessionSummaries and Summary', async () => {
    const honcho = new Honcho();
    const alice = await honcho.peer('alice');
    const scope = await honcho.scope('therapy');
    const session = new Session('s', 'ws', honcho.http);
    new Session('s', 'ws', honcho.http, { a: 1 }, { summary: { enabled: false } }, async () => {}, '2025-01-01T00:00:00Z', true);

    const metadata: Record<string, unknown> | undefined = session.metadata;
    const configuration: SessionConfig | undefined = session.configuration;
    const createdAt: string | undefined = session.createdAt;
    const isActive: boolean | undefined = session.isActive;

    const additions: PeerAddition[] = ['alice', alice, [alice, { observeMe: false }], ['alice', [alice, { observeOthers: true }]]];
    for (const addition of additions) await session.addPeers(addition);
    await session.setPeers(['alice', 'bob']);
    const removal: PeerRemoval = ['bob', alice];
    await session.removePeers(removal);
    await session.removePeers('bob');
    const members: Peer[] = await session.peers();
    const peerConfig: SessionPeerConfig = await session.getPeerConfiguration(alice);
    const v25PeerConfig: V25.SessionPeerConfig = peerConfig;
    await session.setPeerConfiguration('alice', { observeMe: true, observeOthers: null });
    await session.setPeerConfiguration(alice, v25PeerConfig);

    const addition: MessageAddition = [alice.message('hi'), { peerId: 'bob', content: 'hello' }];
    const added: Message[] = await session.addMessages(addition);
    await session.addMessages(alice.message('single'));
    const messages: Page<Message, MessageResponse> = await session.messages();
    await session.messages({ peer_id: 'alice' });
    await session.messages({ filters: { peer_id: 'alice' }, page: 1, size: 10, reverse: true });
    const gotMetadata: Record<string, unknown> = await session.getMetadata();
    await session.setMetadata({ a: 1 });
    const gotConfiguration: SessionConfig = await session.getConfiguration();
    await session.setConfiguration(gotConfiguration);
    await session.refresh();
    const clone: Session = await session.clone();
    await session.clone('message-id');

    const context: SessionContext = await session.context();
    await session.context({
      summary: true,
      tokens: 2_000,
      peerTarget: alice,
      peerPerspective: 'bob',
      limitToSession: true,
      representationOptions: { searchQuery: 'food', searchTopK: 5, searchMaxDistance: 0.3, includeMostFrequent: true, maxConclusions: 10 },
    });
    await session.context({ peerTarget: 'alice', scope: 'therapy' });
    await session.context({ peerTarget: 'alice', scope });
    await session.context({ peerTarget: 'alice', sessions: [session, 's2'] });
    const contextParams: ContextParams = { tokens: 100, summary: false };
    await session.context(contextParams);
    const openai: Array<{ role: string; content: string; name?: string }> = context.toOpenAI(alice);
    const anthropic: Array<{ role: string; content: string }> = context.toAnthropic('assistant');
    const contextLength: number = context.length;
    const contextFields: [string, Message[], Summary | null, string | null, string[] | null] = [
      context.sessionId,
      context.messages,
      context.summary,
      context.peerRepresentation,
      context.peerCard,
    ];
    const wireContext: V25.SessionContextResponse = { id: 's', messages: [], summary: null, peer_representation: null, peer_card: null };
    const ourWireContext: SessionContextResponse = wireContext;
    SessionContext.fromApiResponse('s', wireContext);
    new SessionContext('s', [], null, null, null);
    new SessionContext('s', []);

    const summaries: SessionSummaries = await session.summaries();
    const summaryFields: [string, string, Summary | null, Summary | null] = [summaries.id, summaries.sessionId, summaries.shortSummary, summaries.longSummary];
    const wireSummary: V25.SummaryResponse = { content: 'c', message_id: 'm', summary_type: 'short', created_at: 't', token_count: 1 };
    const ourWireSummary: SummaryResponse = wireSummary;
    const summary: Summary = Summary.fromApiResponse(wireSummary);
    const summaryData: SummaryData = { content: 'c', messageId: 'm', summaryType: 'short', createdAt: 't', tokenCount: 1 };
    new Summary(summaryData);
    const summaryValues: [string, string, string, string, number] = [summary.content, summary.messageId, summary.summaryType, summary.createdAt, summary.tokenCount];
    const wireSummaries: V25.SessionSummariesResponse = { id: 's', short_summary: wireSummary, long_summary: null };
    const ourWireSummaries: SessionSummariesResponse = wireSummaries;
    SessionSummaries.fromApiResponse(wireSummaries);
    new SessionSummaries('s', summary, null);

    const hits: Message[] = await session.search('pizza');
    await session.search('pizza', { filters: { peer_id: 'alice' }, limit: 3 });
    const status: QueueStatus = await session.queueStatus();
    await session.queueStatus({ observer: alice, sender: 'bob' });

    const uploaded: Message[] = await session.uploadFile(new Blob(['hi'], { type: 'text/plain' }), alice);
    await session.uploadFile(new File(['hi'], 'notes.txt', { type: 'text/plain' }), 'alice', {
      metadata: { source: 'upload' },
      configuration: { reasoning: { enabled: false } },
      createdAt: new Date(),
    });
    await session.uploadFile({ filename: 'a.json', content: new Uint8Array([123, 125]), content_type: 'application/json' }, alice, {
      createdAt: '2025-01-01T00:00:00Z',
    });
    const fileUpload: FileUpload = { file: new Blob(['x']), peer: 'alice' };

    const representation: string = await session.representation(alice);
    await session.representation('alice', {
      target: 'bob',
      searchQuery: 'food',
      searchTopK: 5,
      searchMaxDistance: 0.4,
      includeMostFrequent: true,
      maxConclusions: 10,
    });
    const message: Message = await session.getMessage('m1');
    const updated: Message = await session.updateMessage(message, { flagged: true });
    await session.updateMessage('m1', { flagged: false });
    await session.delete();
    const description: string = session.toString();

    void [metadata, configuration, createdAt, isActive, members, added, messages, gotMetadata, clone, openai, anthropic];
    void [contextLength, contextFields, ourWireContext, summaryFields, ourWireSummary, summaryValues, ourWireSummaries];
    void [hits, status, uploaded, fileUpload, representation, updated, description];
  });

  it('Scope', async () => {
    const honcho = new Honcho();
    const session = await honcho.session('s1');
    const scope = new Scope('therapy', 'ws', honcho.http);
    new Scope('therapy', 'ws', honcho.http, { a: 1 }, async () => {}, '2025-01-01T00:00:00Z');
    const fields: [string, string, Record<string, unknown> | undefined, string | undefined] = [scope.id, scope.workspaceId, scope.metadata, scope.createdAt];
    await scope.addSessions(['s1', session]);
    await scope.removeSession(session);
    await scope.removeSession('s1');
    const sessions: Page<Session, SessionResponse> = await scope.sessions();
    await scope.sessions({ page: 1, size: 10, reverse: true });
    const status: ScopeStatus = await scope.status();
    const v25Status: V25.ScopeStatus = status;
    const state: ScopeBackfillState | undefined = status.backfillStatus['s1'];
    const job: ScopeBackfillJob = { state: 'completed', updated_at: 't', docs_copied: 3 };
    const wireStatus: ScopeStatusResponse = { backfill_status: { s1: job } };
    const description: string = scope.toString();
    void [fields, sessions, v25Status, state, wireStatus, description];
  });

  it('Conclusion, ConclusionsView, ConclusionScope and WorkspaceConclusions', async () => {
    const honcho = new Honcho();
    const session = await honcho.session('s1');
    const view = new ConclusionsView(honcho.http, 'ws', 'alice', 'bob');
    new ConclusionsView(honcho.http, 'ws', 'alice', 'bob', async () => {});
    const legacy: ConclusionScope = new ConclusionScope(honcho.http, 'ws', 'alice', 'alice');
    const fields: [string, string, string] = [view.workspaceId, view.observer, view.observed];

    const page: Page<Conclusion, ConclusionResponse> = await view.list();
    await view.list({ page: 1, size: 10, session, filters: { level: 'explicit' }, reverse: true });
    await view.list({ session: 's1' });
    const queried: Conclusion[] = await view.query('food');
    await view.query('food', 5, 0.5, { session_id: 's1' });
    const one: Conclusion = await view.get('c1');
    const many: Conclusion[] = await view.getMany(['c1', 'c2']);
    const derived: Page<Conclusion, ConclusionResponse> = await view.derived('c1');
    await view.derived('c1', { page: 1, size: 5, reverse: false });
    await view.delete('c1');
    const created: Conclusion[] = await view.create({ content: 'Bob likes pizza' });
    await view.create([{ content: 'a', sessionId: 's1' }, { content: 'b', sessionId: session }]);
    const representationOptions: RepresentationOptions = { searchQuery: 'x', searchTopK: 3, maxConclusions: 5 };
    const representation: string = await view.representation(representationOptions);
    await view.representation();
    const viewString: string = view.toString();
    await legacy.list();

    const wire: V25.ConclusionResponse = {
      id: 'c1',
      content: 'x',
      observer_id: 'a',
      observed_id: 'b',
      session_id: null,
      level: 'explicit',
      created_at: 't',
    };
    const ourWire: ConclusionResponse = wire;
    const conclusion: Conclusion = Conclusion.fromApiResponse(wire);
    new Conclusion('c1', 'x', 'a', 'b', null, 't');
    new Conclusion('c1', 'x', 'a', 'b', 's', 't', 'deductive', ['c0'], 2);
    const level: ConclusionLevel = conclusion.level;
    const conclusionFields: [string, string, string, string, string | null, string[] | null, number, string] = [
      conclusion.id,
      conclusion.content,
      conclusion.observerId,
      conclusion.observedId,
      conclusion.sessionId,
      conclusion.sourceIds,
      conclusion.timesDerived,
      conclusion.createdAt,
    ];
    const queryParams: ConclusionQueryParams = { query: 'x', top_k: 3 };

    const workspace = new WorkspaceConclusions(honcho.http, 'ws');
    new WorkspaceConclusions(honcho.http, 'ws', async () => {});
    const workspaceId: string = workspace.workspaceId;
    const all: Page<Conclusion, ConclusionResponse> = await workspace.list();
    await workspace.list({ page: 1, size: 10, filters: { observer_id: 'alice' }, reverse: true });
    const fetched: Conclusion = await workspace.get('c1');
    const fetchedMany: Conclusion[] = await workspace.getMany(['c1']);
    const workspaceString: string = workspace.toString();

    void [fields, page, queried, one, many, derived, created, representation, viewString, ourWire, level, conclusionFields];
    void [queryParams, workspaceId, all, fetched, fetchedMany, workspaceString];
  });

  it('Page', async () => {
    const data: PageResponse<PeerResponse> = { items: [], total: 0, page: 1, size: 50, pages: 0 };
    const v25Data: V25.PageResponse<PeerResponse> = data;
    const honcho = new Honcho();
    const page = new Page(data, (raw: PeerResponse) => new Peer(raw.id, 'ws', honcho.http), async (next, size) => ({ ...data, page: next, size }));
    const typed: Page<Peer, PeerResponse> = page;
    const plain: Page<PeerResponse> = Page.from(v25Data, async () => data);
    const transformed: Page<string, PeerResponse> = Page.fromWithTransform(data, (raw) => raw.id);
    const first: Peer = page.get(0);
    const numbers: [number, number, number, number, number] = [page.length, page.total, page.page, page.size, page.pages];
    const items: Peer[] = page.items;
    const hasNext: boolean = page.hasNextPage;
    const next: Page<Peer, PeerResponse> | null = await page.getNextPage();
    const all: Peer[] = await page.toArray();
    for await (const peer of page) expectTypeOf(peer).toEqualTypeOf<Peer>();
    void [typed, plain, transformed, first, numbers, items, hasNext, next, all];
  });

  it('streams and chat types', () => {
    const chunk: DialecticStreamChunk = { done: false, delta: { content: 'x' } };
    const fromV25Chunk: DialecticStreamChunk = { done: true, delta: {} } satisfies V25.DialecticStreamChunk;
    const evidence: Evidence = { conclusions: [], messages: [], tool_calls: [], reasoning_trace_id: null };
    const observation: EvidenceObservation | undefined = evidence.conclusions[0];
    const messageRef: EvidenceMessageRef | undefined = evidence.messages[0];
    const toolCall: EvidenceToolCall | undefined = evidence.tool_calls[0];
    const response: ChatResponse = { content: 'x', evidence };
    const workspaceResponse: WorkspaceChatResponse = { content: null };
    const query: ChatQuery = { query: 'x' };
    const stream = new DialecticStreamResponse(
      (async function* () {
        yield 'a';
      })(),
      () => null,
    );
    expectTypeOf(stream).toMatchTypeOf<AsyncIterable<string>>();
    void [chunk, fromV25Chunk, observation, messageRef, toolCall, response, workspaceResponse, query];
  });

  it('the remaining exported types', () => {
    const v25Status: V25.QueueStatusResponse = { total_work_units: 1, completed_work_units: 1, in_progress_work_units: 0, pending_work_units: 0 };
    const fromV25Status: QueueStatusResponse = v25Status;
    const workspace: V25.WorkspaceResponse = { id: 'w', metadata: {}, configuration: {}, created_at: 't' };
    const ourWorkspace: WorkspaceResponse = workspace;
    const peer: V25.PeerResponse = { id: 'p', workspace_id: 'w', metadata: {}, configuration: {}, created_at: 't' };
    const ourPeer: PeerResponse = peer;
    const session: V25.SessionResponse = { id: 's', workspace_id: 'w', is_active: true, metadata: {}, configuration: {}, created_at: 't' };
    const ourSession: SessionResponse = session;
    const scope: V25.ScopeResponse = { id: 's', metadata: {}, created_at: 't' };
    const ourScope: ScopeResponse = scope;
    const filters: Filters = { metadata: { a: 1 } };
    const v25Filters: V25.Filters = filters;
    const fromV25Filters: Filters | undefined = v25Filters;
    const getParams: GetRepresentationParams = { peer: 'alice', target: 'bob', options: { searchTopK: 3 } };
    const peerParams: PeerGetRepresentationParams = { session: 's', target: 'bob', options: { maxConclusions: 3 } };
    void [fromV25Status, ourWorkspace, ourPeer, ourSession, ourScope, fromV25Filters, getParams, peerParams];
  });

  it('errors', () => {
    const error: unknown = new Error('x');
    if (error instanceof HonchoError) {
      const status: number = error.status;
      const code: string | undefined = error.code;
      const body: unknown = error.body;
      void [status, code, body];
    }
    if (error instanceof RateLimitError) {
      const retryAfter: number | undefined = error.retryAfter;
      void retryAfter;
    }
    const classes = [
      BadRequestError,
      AuthenticationError,
      PermissionDeniedError,
      NotFoundError,
      ConflictError,
      UnprocessableEntityError,
      RateLimitError,
      ServerError,
      TimeoutError,
      ConnectionError,
    ];
    for (const ErrorClass of classes) expectTypeOf(new ErrorClass('message')).toMatchTypeOf<HonchoError>();
  });

  it('known deviations: wire types that say what the server really sends', () => {
    // The contract (`@honcho-ai/api-types`) allows a value here that 2.5's
    // type did not, because the server sends it. Code that uses this
    // package's own types is unaffected; only a value typed by this package
    // assigned to a variable typed by the published 2.5 package sees the
    // difference. Each line fails to compile once the types converge, so the
    // list stays true.
    const queue: QueueStatusResponse = { total_work_units: 0, completed_work_units: 0, in_progress_work_units: 0, pending_work_units: 0, sessions: null };
    // @ts-expect-error `sessions` may be null on the wire; 2.5 said `Record | undefined`.
    const v25Queue: V25.QueueStatusResponse = queue;
    void v25Queue;
  });
});
