import { checkInput, fields, required, type InputSpec } from '@honcho-ai/sdk-core';
import { metadataSpec } from '../validation/metadata.js';
import { requestOptions, type CallOptions } from './call-options.js';
import type { WorkspaceContext } from './workspace-context.js';

/** The server's answer for a workspace, peer or session: the fields these settings read. */
interface SettingsWire {
  metadata?: Record<string, unknown> | null | undefined;
  configuration?: unknown;
}

/** What differs between the workspace, a peer and a session. @internal */
export interface SettingsRoutes<C, W extends SettingsWire> {
  /** `'workspace'`, `'peer'` or `'session'`, for error messages. */
  readonly what: string;
  readonly context: WorkspaceContext;
  readonly id: string;
  /** The get-or-create route (`POST`, body `{ id }`): reading a resource that does not exist yet creates it, as 2.5 did. */
  createPath(): string;
  /** The resource's own route, which `PUT` updates. */
  path(): string;
  /** Whether the workspace must be ensured first (not for the workspace itself: its get-or-create is the ensure). */
  readonly ensureWorkspace: boolean;
  /** The rules of this resource's configuration. */
  readonly configurationSpec: InputSpec<unknown>;
  configurationToWire(configuration: C): unknown;
  configurationFromWire(wire: unknown): C;
  /** Keeps the rest of an answer (`raw`, `createdAt`, ...) whenever these settings take theirs from one. */
  remember?(wire: W): void;
  /** Cache what the server answers to an update rather than what was sent (a session does, as 2.5). */
  readonly keepUpdateAnswer?: boolean;
}

/**
 * The metadata and configuration of the workspace, a peer or a session, as
 * last fetched or set, and the calls that read and replace them: the one body
 * of `getMetadata`, `setMetadata`, `getConfiguration`, `setConfiguration` and
 * `refresh` on `Honcho`, `Peer` and `Session`.
 *
 * @internal
 */
export class StoredSettings<C, W extends SettingsWire> {
  metadata: Record<string, unknown> | undefined;
  configuration: C | undefined;
  readonly #routes: SettingsRoutes<C, W>;

  constructor(routes: SettingsRoutes<C, W>, metadata?: Record<string, unknown>, configuration?: C) {
    this.#routes = routes;
    this.metadata = metadata;
    this.configuration = configuration;
  }

  /** Fetches metadata and configuration (creating the resource if needed) and caches them. */
  async fetch(options: CallOptions | undefined): Promise<void> {
    const routes = this.#routes;
    if (routes.ensureWorkspace) await routes.context.ensureWorkspace({ signal: options?.signal });
    const wire = await routes.context.http.post<W>(routes.createPath(), { ...requestOptions(options), body: { id: routes.id } });
    this.remember(wire);
  }

  async getMetadata(options: CallOptions | undefined): Promise<Record<string, unknown>> {
    await this.fetch(options);
    return this.metadata ?? {};
  }

  async setMetadata(metadata: Record<string, unknown>, options: CallOptions | undefined): Promise<void> {
    checkInput(metadataInput, { metadata }, `Invalid ${this.#routes.what} metadata`);
    if (!(await this.#update({ metadata }, options))) this.metadata = metadata;
  }

  async getConfiguration(options: CallOptions | undefined): Promise<C> {
    await this.fetch(options);
    return this.configuration ?? ({} as C);
  }

  async setConfiguration(configuration: C, options: CallOptions | undefined): Promise<void> {
    const routes = this.#routes;
    checkInput(fields({ configuration: required(routes.configurationSpec) }), { configuration }, `Invalid ${routes.what} configuration`);
    if (!(await this.#update({ configuration: routes.configurationToWire(configuration) }, options))) this.configuration = configuration;
  }

  /** Sends the update; true when the server's answer was cached in place of what was sent. */
  async #update(body: Record<string, unknown>, options: CallOptions | undefined): Promise<boolean> {
    const routes = this.#routes;
    await routes.context.ensureWorkspace({ signal: options?.signal });
    const wire = await routes.context.http.put<W>(routes.path(), { ...requestOptions(options), body });
    if (routes.keepUpdateAnswer !== true) return false;
    this.remember(wire);
    return true;
  }

  /** Takes metadata and configuration from the server's answer, and hands the rest to the resource. */
  remember(wire: W): void {
    this.metadata = wire.metadata ?? {};
    this.configuration = this.#routes.configurationFromWire(wire.configuration);
    this.#routes.remember?.(wire);
  }
}

const metadataInput = fields({ metadata: required(metadataSpec) });
