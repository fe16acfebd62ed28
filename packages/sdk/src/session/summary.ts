import type { SessionSummaries as WireSessionSummaries, Summary as WireSummary } from '@honcho-ai/api-types';

/** The server's summary JSON (snake_case), as `@honcho-ai/sdk` 2.5 exported it. */
export type SummaryResponse = WireSummary;
/** The server's session-summaries JSON (snake_case), as `@honcho-ai/sdk` 2.5 exported it. */
export type SessionSummariesResponse = WireSessionSummaries;

/** The fields of a {@link Summary}, as its constructor takes them. */
export interface SummaryData {
  content: string;
  messageId: string;
  summaryType: string;
  createdAt: string;
  tokenCount: number;
}

/**
 * A summary of a session's conversation up to one message. Honcho writes a
 * short and a long one as messages accumulate.
 *
 * @example
 * ```ts
 * const { shortSummary } = await session.summaries();
 * if (shortSummary) console.log(shortSummary.content, shortSummary.tokenCount);
 * ```
 */
export class Summary {
  /** The summary text. */
  readonly content: string;
  /** The last message the summary covers. */
  readonly messageId: string;
  /** `short` or `long`. */
  readonly summaryType: string;
  /** When the summary was written (ISO 8601). */
  readonly createdAt: string;
  /** Length of the summary in tokens. */
  readonly tokenCount: number;

  constructor(data: SummaryData) {
    this.content = data.content;
    this.messageId = data.messageId;
    this.summaryType = data.summaryType;
    this.createdAt = data.createdAt;
    this.tokenCount = data.tokenCount;
  }

  /** Builds a `Summary` from the server's snake_case JSON. */
  static fromApiResponse(data: SummaryResponse): Summary {
    return new Summary({
      content: data.content,
      messageId: data.message_id,
      summaryType: data.summary_type,
      createdAt: data.created_at,
      tokenCount: data.token_count,
    });
  }

  /** A short description: type, size and covered message. */
  toString(): string {
    return `Summary(type='${this.summaryType}', tokens=${this.tokenCount}, messageId='${this.messageId}')`;
  }
}

/**
 * A session's latest short and long summaries; either is `null` until the
 * session has enough messages for it.
 */
export class SessionSummaries {
  /** The session's id. */
  readonly id: string;
  /** The latest short summary, if any. */
  readonly shortSummary: Summary | null;
  /** The latest long summary, if any. */
  readonly longSummary: Summary | null;

  constructor(id: string, shortSummary: Summary | null, longSummary: Summary | null) {
    this.id = id;
    this.shortSummary = shortSummary;
    this.longSummary = longSummary;
  }

  /** The session's id (an alias of {@link id}). */
  get sessionId(): string {
    return this.id;
  }

  /** Builds `SessionSummaries` from the server's snake_case JSON. */
  static fromApiResponse(data: {
    id: string;
    short_summary?: SummaryResponse | null | undefined;
    long_summary?: SummaryResponse | null | undefined;
  }): SessionSummaries {
    return new SessionSummaries(
      data.id,
      data.short_summary ? Summary.fromApiResponse(data.short_summary) : null,
      data.long_summary ? Summary.fromApiResponse(data.long_summary) : null,
    );
  }

  /** A short description: which summaries exist. */
  toString(): string {
    return `SessionSummaries(id='${this.id}', short=${this.shortSummary ? 'present' : 'none'}, long=${this.longSummary ? 'present' : 'none'})`;
  }
}
