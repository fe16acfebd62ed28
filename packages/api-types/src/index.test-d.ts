import { describe, expectTypeOf, test } from 'vitest';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionRequest,
  Conclusion,
  DialecticOptions,
  DialecticResponse,
  DialecticStreamChunk,
  DreamType,
  Evidence,
  EvidenceMessageRef,
  EvidenceObservation,
  Filters,
  MessageCreate,
  MethodOf,
  Page,
  PathParams,
  Peer,
  PeerPage,
  PeerResponse,
  QueryParams,
  ReasoningLevel,
  RequestBody,
  ResponseBody,
  ScopeOption,
  Session,
  SessionCreate,
  SessionPage,
  WorkspaceConfiguration,
  components,
} from './index.js';

describe('schema aliases', () => {
  test('DialecticResponse carries optional, nullable evidence', () => {
    expectTypeOf<DialecticResponse['content']>().toEqualTypeOf<string | null>();
    expectTypeOf<DialecticResponse['evidence']>().toEqualTypeOf<Evidence | null | undefined>();
  });

  test('Evidence and its parts match the seed shapes', () => {
    expectTypeOf<Evidence['conclusions']>().toEqualTypeOf<EvidenceObservation[]>();
    expectTypeOf<Evidence['messages']>().toEqualTypeOf<EvidenceMessageRef[]>();
    expectTypeOf<Evidence['reasoning_trace_id']>().toEqualTypeOf<string | null>();
    expectTypeOf<Evidence['truncated']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<EvidenceObservation['source_ids']>().toEqualTypeOf<string[] | null | undefined>();
    expectTypeOf<EvidenceMessageRef['content_preview']>().toEqualTypeOf<string>();
  });

  test('the final stream chunk has no delta, so delta is optional', () => {
    expectTypeOf<DialecticStreamChunk['done']>().toEqualTypeOf<boolean>();
    expectTypeOf<DialecticStreamChunk['evidence']>().toEqualTypeOf<Evidence | null | undefined>();
    expectTypeOf<{ done: true }>().toExtend<DialecticStreamChunk>();
    expectTypeOf<{ delta: { content: 'hi' }; done: false }>().toExtend<DialecticStreamChunk>();
  });

  test('request fields with server defaults stay optional', () => {
    expectTypeOf<MessageCreate['content']>().toEqualTypeOf<string>();
    expectTypeOf<{ query: string }>().toExtend<DialecticOptions>();
    expectTypeOf<DialecticOptions['reasoning_level']>().toEqualTypeOf<ReasoningLevel | undefined>();
    expectTypeOf<DialecticOptions['include_evidence']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<DialecticOptions['scope']>().toEqualTypeOf<ScopeOption | null | undefined>();
  });

  test('enums are literal unions', () => {
    expectTypeOf<ReasoningLevel>().toEqualTypeOf<'minimal' | 'low' | 'medium' | 'high' | 'max'>();
    expectTypeOf<DreamType>().toEqualTypeOf<'omni' | 'card_refresh'>();
  });

  test('the SDK-style names are the same types', () => {
    expectTypeOf<PeerResponse>().toEqualTypeOf<Peer>();
    expectTypeOf<Peer>().toEqualTypeOf<components['schemas']['Peer']>();
  });

  test('Page<T> matches every generated page schema', () => {
    expectTypeOf<Page<Peer>>().toEqualTypeOf<PeerPage>();
    expectTypeOf<Page<Session>>().toEqualTypeOf<SessionPage>();
    expectTypeOf<Page<Conclusion>>().toEqualTypeOf<components['schemas']['ConclusionPage']>();
  });

  test('configurations accept extra keys', () => {
    expectTypeOf<{ reasoning: { enabled: true }; future_setting: 1 }>().toExtend<WorkspaceConfiguration>();
  });

  test('filters nest and type their conditions', () => {
    expectTypeOf<{
      AND: [{ peer_id: ['alice', 'bob'] }, { created_at: { gte: '2024-01-01' } }];
      metadata: { priority: { gte: 3 }; nested: { key: 'x' } };
    }>().toExtend<Filters>();
    expectTypeOf<{ peer_id: { between: [1, 2] } }>().not.toExtend<Filters>();
  });

  test('chat completion shapes', () => {
    expectTypeOf<ChatCompletion['object']>().toEqualTypeOf<'chat.completion'>();
    expectTypeOf<ChatCompletionChunk['object']>().toEqualTypeOf<'chat.completion.chunk'>();
    expectTypeOf<ChatCompletion['usage']['total_tokens']>().toEqualTypeOf<0>();
    expectTypeOf<{
      model: string;
      messages: [{ role: 'user'; content: [{ type: 'text'; text: 'hi' }] }];
      response_format: { type: 'json_schema'; json_schema: { name: 'x'; schema: { type: 'object' } } };
    }>().toExtend<ChatCompletionRequest>();
  });
});

describe('path helpers', () => {
  type SessionsPath = '/v3/workspaces/{workspace_id}/sessions';
  type SessionPath = '/v3/workspaces/{workspace_id}/sessions/{session_id}';

  test('MethodOf lists only the methods a path has', () => {
    expectTypeOf<MethodOf<SessionsPath>>().toEqualTypeOf<'post'>();
    expectTypeOf<MethodOf<SessionPath>>().toEqualTypeOf<'put' | 'delete'>();
  });

  test('RequestBody and ResponseBody pick the JSON bodies', () => {
    expectTypeOf<RequestBody<SessionsPath, 'post'>>().toEqualTypeOf<SessionCreate>();
    expectTypeOf<ResponseBody<SessionsPath, 'post'>>().toEqualTypeOf<Session>();
    expectTypeOf<ResponseBody<SessionsPath, 'post', 404>>().toEqualTypeOf<components['schemas']['ErrorDetail']>();
    expectTypeOf<ResponseBody<SessionPath, 'delete'>>().toEqualTypeOf<components['schemas']['DeletionAccepted']>();
    expectTypeOf<ResponseBody<'/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}', 'delete'>>().toBeNever();
    expectTypeOf<
      ResponseBody<'/v3/workspaces/{workspace_id}/peers/{peer_id}/chat', 'post'>
    >().toEqualTypeOf<DialecticResponse>();
  });

  test('optional list bodies admit null', () => {
    expectTypeOf<null>().toExtend<RequestBody<'/v3/workspaces/{workspace_id}/sessions/list', 'post'>>();
  });

  test('parameter helpers', () => {
    expectTypeOf<PathParams<SessionPath, 'put'>>().toEqualTypeOf<{ workspace_id: string; session_id: string }>();
    expectTypeOf<QueryParams<'/v3/workspaces/{workspace_id}/sessions/list', 'post'>['size']>().toEqualTypeOf<
      number | undefined
    >();
  });
});
