import type { KeyResponse } from '@honcho-ai/api-types';
import { buildPath, checkInput, describeValue, fields, honchoId, select, type HttpClient, type InputSpec, type SpecShape, z } from '@honcho-ai/sdk-core';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { resolveId, type IdLike } from '../internal/resolve-id.js';
import { idLike } from '../validation/id-like.js';
import { validDateSpec } from '../validation/valid-date.js';

/** Options of {@link Keys.createKey}: what the new key is limited to, and when it stops working. */
export interface CreateKeyOptions extends CallOptions {
  /** Workspace the key is limited to; defaults to the client's workspace. */
  workspaceId?: string | undefined;
  /** Limit the key to this peer (an id or a `Peer`) within the workspace. */
  peerId?: IdLike | undefined;
  /** Limit the key to this session (an id or a `Session`) within the workspace. */
  sessionId?: IdLike | undefined;
  /**
   * When the key expires: a `Date` or an ISO 8601 string. Omitted, it does
   * not expire. Honcho 3.0.12 writes the expiry into the key as an ISO date
   * that its own token check does not accept, so it answers every request
   * made with such a key `401 Invalid JWT`, before and after the expiry.
   */
  expiresAt?: Date | string | undefined;
}

/** A newly issued API key. Treat `key` as a secret: it is a bearer token. */
export interface CreatedKey {
  /** The JWT to pass as `apiKey` (or send as `Authorization: Bearer ...`). */
  key: string;
}

/** An expiry: a valid `Date`, or a string `Date.parse` reads. */
const expirySpec: InputSpec<Date | string> = select((value) =>
  value instanceof Date
    ? validDateSpec
    : z.custom((text) => typeof text === 'string' && !Number.isNaN(Date.parse(text)), {
        error: (issue) => `must be a Date or an ISO 8601 date-time, got ${describeValue(issue.input)}`,
        abort: true,
      }),
);

const createKeyInput = fields({
  workspaceId: z.optional(honchoId()),
  peerId: z.optional(idLike),
  sessionId: z.optional(idLike),
  expiresAt: z.optional(expirySpec),
} satisfies SpecShape<Omit<CreateKeyOptions, CallOptionKey>>);

/**
 * Issues scoped API keys. Needs an admin key; a server running without
 * authentication answers `405`.
 *
 * A scoped key is what to hand to a browser or a less trusted service: it
 * can only reach what it names. A workspace key reaches everything in its
 * workspace (but not the list of workspaces); a peer key acts only as its
 * peer (its chat, card, context, representation and sessions) and can read,
 * not write, the sessions its peer is a member of; a session key reaches
 * only its session. Anything else is a `401` ({@link AuthenticationError}),
 * as the server answers it.
 *
 * @example
 * ```ts
 * const { key } = await honcho.keys.createKey({ peerId: 'alice' });
 * const browserClient = new Honcho({ apiKey: key, workspaceId: honcho.workspaceId, dangerouslyAllowBrowser: true });
 * ```
 */
export class Keys {
  readonly #http: HttpClient;
  readonly #workspaceId: string;

  /**
   * Prefer `honcho.keys`.
   *
   * @param http - The transport (`honcho.http`), authenticated with an admin key.
   * @param workspaceId - The workspace keys are limited to unless `createKey` names another.
   */
  constructor(http: HttpClient, workspaceId: string) {
    this.#http = http;
    this.#workspaceId = workspaceId;
  }

  /**
   * Issues a key limited to a workspace (by default the client's), and
   * optionally to one peer or session in it.
   *
   * @throws {@link HonchoValidationError} for an invalid id or expiry, before any request.
   * @throws {@link AuthenticationError} (401) without an admin key, as the server answers.
   */
  async createKey(options: CreateKeyOptions = {}): Promise<CreatedKey> {
    const workspaceId = options.workspaceId ?? this.#workspaceId;
    checkInput(createKeyInput, { ...options, workspaceId }, 'Invalid key options');
    const { peerId, sessionId, expiresAt } = options;
    const response = await this.#http.post<KeyResponse>(buildPath('/v3/keys'), {
      ...requestOptions(options),
      query: {
        workspace_id: workspaceId,
        peer_id: peerId === undefined ? undefined : resolveId(peerId),
        session_id: sessionId === undefined ? undefined : resolveId(sessionId),
        expires_at: expiresAt instanceof Date ? expiresAt.toISOString() : expiresAt,
      },
    });
    return { key: response.key };
  }

  /** A short description; never any key. */
  toString(): string {
    return `Keys(workspaceId='${this.#workspaceId}')`;
  }

  /** What `JSON.stringify` shows: never the transport or a key. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.#workspaceId };
  }
}
