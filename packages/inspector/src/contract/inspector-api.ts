/**
 * The inspector's own HTTP API: what its Node process answers the browser UI.
 * Types only, shared by the server (src/server) and the UI (src/ui), so the two
 * cannot drift. Every route lives under `/api/`, needs the launch token in the
 * {@link TOKEN_HEADER} header, and answers JSON (chat answers an event stream).
 *
 * The browser never talks to Honcho: the Node process does, with the key, and
 * hands on only what is listed here (never the key).
 */

/** The header every API call carries the per-launch token in. */
export const TOKEN_HEADER = 'x-honcho-inspector-token';

/** The query parameter the printed URL carries the token in; the UI moves it to local storage. */
export const TOKEN_QUERY = 'token';

/** A page of a list, as Honcho pages it (pages count from 1). */
export interface Paged<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly size: number;
  readonly pages: number;
  readonly total: number;
  /** Set when the list could not cover everything it was asked for, saying what it left out. */
  readonly incomplete?: string;
}

/** `GET /api/info`: what the inspector is connected to. */
export interface InspectorInfo {
  /** The Honcho base URL (no credentials). */
  readonly honchoUrl: string;
  /** The workspace the inspector opens on. */
  readonly workspaceId: string;
  /** Started with `--allow-writes`: deleting conclusions and editing cards are offered. */
  readonly allowWrites: boolean;
  /** Whether the Node process holds an API key (the key itself is never sent). */
  readonly authenticated: boolean;
  /** The inspector's version. */
  readonly version: string;
}

/** `GET /api/workspaces`: one workspace, with what Honcho's list route sends about it. */
export interface WorkspaceItem {
  readonly id: string;
  readonly createdAt: string | null;
  readonly metadata: Record<string, unknown>;
}

export interface PeerItem {
  readonly id: string;
  readonly createdAt: string | null;
  readonly metadata: Record<string, unknown>;
  readonly configuration: Record<string, unknown>;
}

/** `GET /api/workspaces/:w/peers/:p`. */
export interface PeerDetail extends PeerItem {
  /** The peer's own card (one fact per entry); `null` when it has none. */
  readonly card: readonly string[] | null;
}

export interface SessionItem {
  readonly id: string;
  readonly createdAt: string | null;
  readonly isActive: boolean | null;
  readonly metadata: Record<string, unknown>;
}

/** A session member and how it takes part in observation. */
export interface SessionMember {
  readonly id: string;
  /** Honcho reasons about this peer's messages in the session. */
  readonly observeMe: boolean | null;
  /** This peer forms its own view of the others in the session. */
  readonly observeOthers: boolean | null;
}

/** `GET /api/workspaces/:w/sessions/:s`. */
export interface SessionDetail extends SessionItem {
  readonly configuration: Record<string, unknown>;
  readonly members: readonly SessionMember[];
}

/**
 * `GET /api/workspaces/:w/sessions/:s/messages?page=&size=&peer=&q=`: newest first. `peer` keeps
 * one peer's messages and `q` those containing the text (ignoring case), across the whole session.
 */
export interface MessageItem {
  readonly id: string;
  readonly sessionId: string;
  readonly peerId: string;
  readonly content: string;
  readonly createdAt: string | null;
  readonly tokenCount: number | null;
  readonly metadata: Record<string, unknown>;
}

export type ConclusionLevel = string;

/** The conclusion levels the `level` filter of `GET /api/workspaces/:w/conclusions` takes. */
export const CONCLUSION_LEVELS = ['explicit', 'deductive', 'inductive', 'contradiction'] as const;

/**
 * `GET /api/workspaces/:w/conclusions?observer=&observed=&level=&since=&page=`: newest first.
 * `since` (ISO 8601, with its zone) keeps those created at or after that moment.
 */
export interface ConclusionItem {
  readonly id: string;
  readonly content: string;
  readonly observerId: string;
  readonly observedId: string;
  readonly sessionId: string | null;
  readonly level: ConclusionLevel | null;
  readonly createdAt: string | null;
}

export interface SummaryItem {
  readonly content: string;
  readonly messageId: string | null;
  readonly summaryType: string;
  readonly createdAt: string | null;
  readonly tokenCount: number | null;
}

/** `GET /api/workspaces/:w/sessions/:s/summaries`. */
export interface SessionSummaries {
  readonly short: SummaryItem | null;
  readonly long: SummaryItem | null;
}

/** `GET /api/workspaces/:w/sessions/:s/context?tokens=&peer=`: the context as a model would get it. */
export interface SessionContextView {
  /** The token budget asked for; `null` for the server's maximum. */
  readonly tokens: number | null;
  readonly messages: readonly MessageItem[];
  readonly summary: SummaryItem | null;
  readonly peerRepresentation: string | null;
  readonly peerCard: readonly string[] | null;
  /** The same context as OpenAI chat messages, with {@link SessionContextView.assistant} as the assistant. */
  readonly openAIMessages: readonly { readonly role: string; readonly content: string; readonly name?: string }[];
  /** The member whose messages are the assistant's in `openAIMessages`, and why it was chosen; `null` when the session has no member. */
  readonly assistant: AssistantChoice | null;
}

/**
 * Which member speaks as the assistant, and why: `asked` (the `peer` query), `session-config` (its
 * session configuration observes the others but not itself, as an assistant's does), `peer-config`
 * (its own configuration turns off observing it), or `first-member` (no member is configured as one).
 */
export interface AssistantChoice {
  readonly peerId: string;
  readonly reason: 'asked' | 'session-config' | 'peer-config' | 'first-member';
}

/** `GET /api/workspaces/:w/search?q=`: messages, and conclusions, that match. */
export interface SearchResults {
  readonly items: readonly MessageItem[];
  /** The workspace's conclusions nearest to the text, whoever observed them. */
  readonly conclusions: readonly ConclusionItem[];
  /** Set when the search could not cover every peer pair's conclusions, saying how many it asked. */
  readonly incomplete?: string;
}

/** `GET /api/workspaces/:w/peers/:p/representation?target=`. */
export interface RepresentationView {
  readonly peerId: string;
  /** The peer whose view it is about; `null` for the peer's global representation. */
  readonly target: string | null;
  readonly representation: string;
}

/** `GET /api/workspaces/:w/queue`: the deriver queue, counted in work units. */
export interface QueueView {
  readonly totalWorkUnits: number;
  readonly completedWorkUnits: number;
  readonly inProgressWorkUnits: number;
  readonly pendingWorkUnits: number;
  readonly sessions: readonly QueueSessionRow[];
}

/**
 * The queue's counts for one session. Honcho keys them by its own internal session id, which no
 * other route shows; the emulator keys them by the session's name.
 */
export interface QueueSessionRow extends Omit<QueueView, 'sessions'> {
  readonly sessionId: string;
  /** `sessionId` names a session of the workspace, so it can be opened; otherwise it is the server's internal id. */
  readonly known: boolean;
}

export interface WebhookItem {
  readonly id: string;
  readonly url: string;
  readonly createdAt: string | null;
}

/**
 * `GET /api/workspaces/:w/keys`: the key the inspector uses, described without
 * its value. Honcho has no route that lists keys; what a JWT key grants is read
 * from its claims.
 */
export interface KeyView {
  readonly configured: boolean;
  /** What the key grants, when it is a Honcho JWT: `admin`, or the workspace/peer/session it is scoped to. */
  readonly scope: { readonly admin: boolean; readonly workspace: string | null; readonly peer: string | null; readonly session: string | null } | null;
  readonly expiresAt: string | null;
}

/** `GET /api/workspaces/:w/graph`: who observes whom, weighted by conclusions. */
export interface ObservationGraph {
  readonly nodes: readonly { readonly id: string; readonly conclusions: number }[];
  readonly edges: readonly { readonly observer: string; readonly observed: string; readonly conclusions: number }[];
  /** The graph was built from the first `counted` conclusions only (the workspace has more). */
  readonly truncated: boolean;
  readonly counted: number;
}

/** `POST /api/workspaces/:w/peers/:p/chat` body. */
export interface ChatRequest {
  readonly query: string;
  /** Ask what `peer` knows about `target`. */
  readonly target?: string | undefined;
  /** Confine the answer to this session. */
  readonly session?: string | undefined;
}

export interface EvidenceConclusion {
  readonly id: string;
  readonly content: string;
  readonly level: string | null;
  readonly sessionId: string | null;
}

export interface EvidenceMessage {
  readonly id: string;
  readonly sessionId: string;
  readonly peerId: string;
  readonly contentPreview: string;
}

export interface EvidenceView {
  readonly conclusions: readonly EvidenceConclusion[];
  readonly messages: readonly EvidenceMessage[];
  readonly toolCalls: readonly { readonly toolName: string; readonly toolInput: Record<string, unknown> }[];
}

/**
 * The chat event stream (`text/event-stream`), one JSON `data:` per event:
 * `delta` events with text, then one `done` (with evidence, or `null` when the
 * server sent none) or one `error`.
 */
export type ChatEvent =
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'done'; readonly evidence: EvidenceView | null }
  | { readonly type: 'error'; readonly error: ApiErrorBody['error'] };

/** `PUT /api/workspaces/:w/peers/:p/card` body (needs `--allow-writes`). */
export interface CardUpdate {
  readonly card: readonly string[];
}

/** Every non-2xx answer. `message` is readable and never holds the key. */
export interface ApiErrorBody {
  readonly error: {
    /** `honcho` (Honcho answered with an error), `connection`, `forbidden`, `not-found`, `bad-request`, `read-only`. */
    readonly kind: 'honcho' | 'connection' | 'forbidden' | 'not-found' | 'bad-request' | 'read-only' | 'internal';
    readonly message: string;
    /** Honcho's HTTP status, when it answered. */
    readonly status: number | null;
  };
}
