/**
 * Types for the Honcho v3 HTTP contract, generated from this package's
 * `openapi.yaml`. Types only: importing this module costs nothing at runtime.
 *
 * @packageDocumentation
 */
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };

// ---------------------------------------------------------------------------
// Helpers for reaching into `paths`
// ---------------------------------------------------------------------------

/** The HTTP methods the contract uses. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete';

/** Every path in the contract, e.g. `'/v3/workspaces/{workspace_id}/peers'`. */
export type ApiPath = keyof paths;

/**
 * The methods `P` actually has (absent ones are typed `never` in `paths`).
 * Tested through `NonNullable`, not `undefined extends`: with strictNullChecks
 * off `undefined` is assignable to every operation, which listed exactly the
 * methods a path lacks.
 */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

/** The generated operation object for one path and method. */
export type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

/** The component schema called `Name`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The request body of an operation, whatever its media type; `never` when it
 * takes none. Bodies the server lets you omit include `null`.
 */
export type RequestBody<P extends ApiPath, M extends MethodOf<P>> =
  NonNullable<Operation<P, M>['requestBody']> extends { content: infer C } ? C[keyof C] : never;

/** The status codes an operation documents. */
export type StatusOf<P extends ApiPath, M extends MethodOf<P>> = keyof Operation<P, M>['responses'];

/** The 2xx status codes an operation documents (200 and 201 for get-or-create). */
export type SuccessStatusOf<P extends ApiPath, M extends MethodOf<P>> = Extract<StatusOf<P, M>, 200 | 201 | 202 | 204>;

/**
 * The JSON body of one response of an operation; by default, of its successful
 * responses. `never` for bodiless responses such as 204. For streaming routes
 * this is the JSON answer: the event-stream items are {@link DialecticStreamChunk}
 * and {@link ChatCompletionChunk}.
 */
export type ResponseBody<
  P extends ApiPath,
  M extends MethodOf<P>,
  S extends StatusOf<P, M> = SuccessStatusOf<P, M>,
> = Operation<P, M>['responses'][S] extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : never
  : never;

/** The query parameters of an operation (`never` when it takes none). */
export type QueryParams<P extends ApiPath, M extends MethodOf<P>> = NonNullable<Operation<P, M>['parameters']['query']>;

/** The path parameters of an operation (`never` when it takes none). */
export type PathParams<P extends ApiPath, M extends MethodOf<P>> = NonNullable<Operation<P, M>['parameters']['path']>;

/**
 * One page of a paginated list. Every `*Page` schema has this shape; the
 * contract spells each out because OpenAPI has no generics.
 */
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
};

// ---------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------

/** A client-chosen workspace, peer or session ID (1-512 of `[a-zA-Z0-9_-]`). */
export type ResourceId = components['schemas']['ResourceId'];
/** A scope name (1-506 of `[a-zA-Z0-9_-]`). */
export type ScopeName = components['schemas']['ScopeName'];
/** One scope, or a list of 1-100 scopes, to read through. */
export type ScopeOption = components['schemas']['ScopeOption'];
/** Free-form metadata on a resource. */
export type Metadata = components['schemas']['Metadata'];
/** The `{detail: string}` body of deliberate server errors. */
export type ErrorDetail = components['schemas']['ErrorDetail'];
/** One problem in a 422 response. */
export type ValidationError = components['schemas']['ValidationError'];
/** The 422 body: a list of validation problems. */
export type HTTPValidationError = components['schemas']['HTTPValidationError'];
/** The 202 body of deletes that finish in the background. */
export type DeletionAccepted = components['schemas']['DeletionAccepted'];
/** What `GET /health` returns. */
export type HealthStatus = components['schemas']['HealthStatus'];
/** A newly issued API key. */
export type KeyResponse = components['schemas']['KeyResponse'];
/** Dialectic effort: `minimal` to `max`. */
export type ReasoningLevel = components['schemas']['ReasoningLevel'];
/**
 * Every `ReasoningLevel`, least effort first: the one list of them at
 * runtime, for validating input and for tool schemas. A test keeps it equal to
 * the document's enum.
 */
export const REASONING_LEVELS: readonly ReasoningLevel[] = Object.freeze(['minimal', 'low', 'medium', 'high', 'max']);
/** The dreams that can be scheduled: `omni` or `card_refresh`. */
export type DreamType = components['schemas']['DreamType'];
/** How a conclusion was reached. */
export type ConclusionLevel = components['schemas']['ConclusionLevel'];

// ---------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------

/** A plain value in a filter; `"*"` matches anything. */
export type FilterValue = components['schemas']['FilterValue'];
/** Comparison operators for one filtered field. */
export type FilterOperators = components['schemas']['FilterOperators'];
/** A value, a list of values, or an operator object. */
export type FilterCondition = components['schemas']['FilterCondition'];
/** Conditions on keys inside metadata. */
export type MetadataFilter = components['schemas']['MetadataFilter'];
/** The filter language of list and search routes. */
export type Filters = components['schemas']['Filters'];
/** The session allowlist, the only filter chat and representation accept. */
export type SessionAllowlistFilter = components['schemas']['SessionAllowlistFilter'];
/** Body of list routes that only take filters. */
export type FilteredListRequest = components['schemas']['FilteredListRequest'];

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

/** Reasoning settings. */
export type ReasoningConfiguration = components['schemas']['ReasoningConfiguration'];
/** Peer card settings. */
export type PeerCardConfiguration = components['schemas']['PeerCardConfiguration'];
/** Summary settings. */
export type SummaryConfiguration = components['schemas']['SummaryConfiguration'];
/** Dream settings. */
export type DreamConfiguration = components['schemas']['DreamConfiguration'];
/** Workspace-wide settings; unknown keys are kept. */
export type WorkspaceConfiguration = components['schemas']['WorkspaceConfiguration'];
/** Per-session settings; unknown keys are kept. */
export type SessionConfiguration = components['schemas']['SessionConfiguration'];
/** Per-message settings. */
export type MessageConfiguration = components['schemas']['MessageConfiguration'];
/** Peer-wide settings; unknown keys are kept. */
export type PeerConfiguration = components['schemas']['PeerConfiguration'];

// ---------------------------------------------------------------------------
// Workspaces
// ---------------------------------------------------------------------------

/** A workspace. */
export type Workspace = components['schemas']['Workspace'];
/** A workspace, under the name the published SDK uses. */
export type WorkspaceResponse = components['schemas']['Workspace'];
/** Body of get-or-create workspace. */
export type WorkspaceCreate = components['schemas']['WorkspaceCreate'];
/** Body of update workspace. */
export type WorkspaceUpdate = components['schemas']['WorkspaceUpdate'];
/** One page of workspaces. */
export type WorkspacePage = components['schemas']['WorkspacePage'];
/** Body of the peer and session message searches. */
export type MessageSearchRequest = components['schemas']['MessageSearchRequest'];
/** Body of the workspace message search. */
export type WorkspaceSearchRequest = components['schemas']['WorkspaceSearchRequest'];
/** Queue counts for one session. */
export type SessionQueueStatus = components['schemas']['SessionQueueStatus'];
/** Queue counts for a workspace. */
export type QueueStatus = components['schemas']['QueueStatus'];
/** Body of schedule dream. */
export type ScheduleDreamRequest = components['schemas']['ScheduleDreamRequest'];

// ---------------------------------------------------------------------------
// Dialectic
// ---------------------------------------------------------------------------

/** A JSON Schema the dialectic's answer must follow. */
export type ResponseFormat = components['schemas']['ResponseFormat'];
/** Body of peer chat. */
export type DialecticOptions = components['schemas']['DialecticOptions'];
/** Body of workspace chat. */
export type WorkspaceDialecticOptions = components['schemas']['WorkspaceDialecticOptions'];
/** A conclusion the dialectic read. */
export type EvidenceObservation = components['schemas']['EvidenceObservation'];
/** A message the dialectic read (with a 200-character preview). */
export type EvidenceMessageRef = components['schemas']['EvidenceMessageRef'];
/** A tool call the dialectic made. */
export type EvidenceToolCall = components['schemas']['EvidenceToolCall'];
/** What the dialectic read and did while answering. */
export type Evidence = components['schemas']['Evidence'];
/** A non-streamed dialectic answer. */
export type DialecticResponse = components['schemas']['DialecticResponse'];
/** The text one dialectic stream event adds. */
export type DialecticStreamDelta = components['schemas']['DialecticStreamDelta'];
/** The JSON of one dialectic stream event; the last has `done: true`. */
export type DialecticStreamChunk = components['schemas']['DialecticStreamChunk'];

// ---------------------------------------------------------------------------
// Peers
// ---------------------------------------------------------------------------

/** A peer. */
export type Peer = components['schemas']['Peer'];
/** A peer, under the name the published SDK uses. */
export type PeerResponse = components['schemas']['Peer'];
/** Body of get-or-create peer. */
export type PeerCreate = components['schemas']['PeerCreate'];
/** Body of update peer. */
export type PeerUpdate = components['schemas']['PeerUpdate'];
/** Body of list peers. */
export type PeerListRequest = components['schemas']['PeerListRequest'];
/** One page of peers. */
export type PeerPage = components['schemas']['PeerPage'];
/** Body of get representation. */
export type PeerRepresentationRequest = components['schemas']['PeerRepresentationRequest'];
/** A representation rendered as text. */
export type RepresentationResponse = components['schemas']['RepresentationResponse'];
/** A peer card (or `null` when none exists). */
export type PeerCard = components['schemas']['PeerCard'];
/** Body of set peer card. */
export type PeerCardSet = components['schemas']['PeerCardSet'];
/** A peer's representation and card together. */
export type PeerContext = components['schemas']['PeerContext'];

// ---------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------

/** How one peer takes part in one session. */
export type SessionPeerConfig = components['schemas']['SessionPeerConfig'];
/** Peer IDs mapped to their session settings. */
export type SessionPeerMap = components['schemas']['SessionPeerMap'];
/** A list of peer IDs. */
export type PeerIdList = components['schemas']['PeerIdList'];
/** A session. */
export type Session = components['schemas']['Session'];
/** A session, under the name the published SDK uses. */
export type SessionResponse = components['schemas']['Session'];
/** Body of get-or-create session. */
export type SessionCreate = components['schemas']['SessionCreate'];
/** Body of update session. */
export type SessionUpdate = components['schemas']['SessionUpdate'];
/** One page of sessions. */
export type SessionPage = components['schemas']['SessionPage'];
/** A session summary. */
export type Summary = components['schemas']['Summary'];
/** A session's short and long summaries. */
export type SessionSummaries = components['schemas']['SessionSummaries'];
/** A session packed into a token budget. */
export type SessionContext = components['schemas']['SessionContext'];

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

/** A message. */
export type Message = components['schemas']['Message'];
/** A message, under the name the published SDK uses. */
export type MessageResponse = components['schemas']['Message'];
/** A plain list of messages. */
export type MessageList = components['schemas']['MessageList'];
/** One message to store. */
export type MessageCreate = components['schemas']['MessageCreate'];
/** Body of create messages (1-100). */
export type MessageBatchCreate = components['schemas']['MessageBatchCreate'];
/** Body of update message. */
export type MessageUpdate = components['schemas']['MessageUpdate'];
/** Multipart form of upload messages. */
export type MessageUpload = components['schemas']['MessageUpload'];
/** One page of messages. */
export type MessagePage = components['schemas']['MessagePage'];

// ---------------------------------------------------------------------------
// Conclusions
// ---------------------------------------------------------------------------

/** A conclusion. */
export type Conclusion = components['schemas']['Conclusion'];
/** A conclusion, under the name the published SDK uses. */
export type ConclusionResponse = components['schemas']['Conclusion'];
/** A plain list of conclusions. */
export type ConclusionList = components['schemas']['ConclusionList'];
/** One conclusion to store. */
export type ConclusionCreate = components['schemas']['ConclusionCreate'];
/** Body of create conclusions (1-100). */
export type ConclusionBatchCreate = components['schemas']['ConclusionBatchCreate'];
/** Body of query conclusions. */
export type ConclusionQuery = components['schemas']['ConclusionQuery'];
/** One page of conclusions. */
export type ConclusionPage = components['schemas']['ConclusionPage'];

// ---------------------------------------------------------------------------
// Scopes
// ---------------------------------------------------------------------------

/** A scope. */
export type Scope = components['schemas']['Scope'];
/** A scope, under the name the published SDK uses. */
export type ScopeResponse = components['schemas']['Scope'];
/** Body of get-or-create scope. */
export type ScopeCreate = components['schemas']['ScopeCreate'];
/** Body of add sessions to a scope. */
export type ScopeSessionsAdd = components['schemas']['ScopeSessionsAdd'];
/** One session's backfill progress in a scope. */
export type ScopeBackfillJob = components['schemas']['ScopeBackfillJob'];
/** A scope's backfill progress per session. */
export type ScopeStatus = components['schemas']['ScopeStatus'];
/** One page of scopes. */
export type ScopePage = components['schemas']['ScopePage'];

// ---------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------

/** A registered webhook endpoint. */
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
/** Body of register webhook endpoint. */
export type WebhookEndpointCreate = components['schemas']['WebhookEndpointCreate'];
/** The opaque acknowledgement of a test event. */
export type WebhookTestResult = components['schemas']['WebhookTestResult'];
/** One page of webhook endpoints. */
export type WebhookEndpointPage = components['schemas']['WebhookEndpointPage'];

// ---------------------------------------------------------------------------
// OpenAI-compatible chat completions
// ---------------------------------------------------------------------------

/** A text part of a request message. */
export type ChatCompletionContentPartText = components['schemas']['ChatCompletionContentPartText'];
/** An image part of a request message (ignored). */
export type ChatCompletionContentPartImage = components['schemas']['ChatCompletionContentPartImage'];
/** One part of a multi-part request message. */
export type ChatCompletionContentPart = components['schemas']['ChatCompletionContentPart'];
/** A message in a chat completion request. */
export type ChatCompletionMessage = components['schemas']['ChatCompletionMessage'];
/** `response_format: {type: 'text'}`. */
export type ChatCompletionResponseFormatText = components['schemas']['ChatCompletionResponseFormatText'];
/** `response_format: {type: 'json_object'}` (no effect). */
export type ChatCompletionResponseFormatJsonObject = components['schemas']['ChatCompletionResponseFormatJsonObject'];
/** The named schema inside a `json_schema` response format. */
export type ChatCompletionJsonSchema = components['schemas']['ChatCompletionJsonSchema'];
/** `response_format: {type: 'json_schema', json_schema}`. */
export type ChatCompletionResponseFormatJsonSchema = components['schemas']['ChatCompletionResponseFormatJsonSchema'];
/** Any accepted `response_format`. */
export type ChatCompletionResponseFormat = components['schemas']['ChatCompletionResponseFormat'];
/** An OpenAI tool definition (always rejected). */
export type ChatCompletionTool = components['schemas']['ChatCompletionTool'];
/** Body of `POST /v1/chat/completions`. */
export type ChatCompletionRequest = components['schemas']['ChatCompletionRequest'];
/** Why a completion ended (always `stop`). */
export type ChatCompletionFinishReason = components['schemas']['ChatCompletionFinishReason'];
/** Token usage (always zero). */
export type ChatCompletionUsage = components['schemas']['ChatCompletionUsage'];
/** The assistant message in a completion. */
export type ChatCompletionResponseMessage = components['schemas']['ChatCompletionResponseMessage'];
/** The single choice of a completion. */
export type ChatCompletionChoice = components['schemas']['ChatCompletionChoice'];
/** A `chat.completion` object. */
export type ChatCompletion = components['schemas']['ChatCompletion'];
/** What one stream chunk adds. */
export type ChatCompletionChunkDelta = components['schemas']['ChatCompletionChunkDelta'];
/** The single choice of a stream chunk. */
export type ChatCompletionChunkChoice = components['schemas']['ChatCompletionChunkChoice'];
/** A `chat.completion.chunk` stream event. */
export type ChatCompletionChunk = components['schemas']['ChatCompletionChunk'];
/** The object inside an OpenAI-style error body. */
export type ChatCompletionError = components['schemas']['ChatCompletionError'];
/** An OpenAI-style error body, as the endpoint's 400s carry. */
export type ChatCompletionErrorResponse = components['schemas']['ChatCompletionErrorResponse'];
