import { buildPath, HttpClient, resolveConfig } from '@honcho-ai/core';
import { ensureOnce } from '../internal/ensure-once.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { InputIssues, idIssues } from '../validation/input-issues.js';
import { VERSION } from '../version.js';
import { assertBrowserAllowed } from './browser-guard.js';
import type { HonchoConfig } from './honcho-config.js';

/**
 * The entry point: a client bound to one workspace.
 *
 * Configuration comes from the options, then the environment
 * (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`), then defaults
 * (`https://api.honcho.dev`, workspace `default`). The workspace is created on
 * first use.
 *
 * @example
 * ```ts
 * import { Honcho } from '@honcho-ai/sdk';
 *
 * const honcho = new Honcho({ workspaceId: 'my-app' });
 * const alice = await honcho.peer('alice');
 * const answer = await alice.chat('What does alice like?');
 * ```
 */
export class Honcho {
  /** The workspace this client works in. */
  readonly workspaceId: string;
  readonly #http: HttpClient;
  readonly #context: WorkspaceContext;

  /**
   * @throws {@link HonchoValidationError} for an invalid option or environment
   *   variable, naming it; and in a browser unless `dangerouslyAllowBrowser` is set.
   */
  constructor(options: HonchoConfig = {}) {
    const { dangerouslyAllowBrowser, ...clientOptions } = options;
    assertBrowserAllowed(dangerouslyAllowBrowser);
    const config = resolveConfig(clientOptions);
    new InputIssues().addAll(idIssues(config.workspaceId, 'workspaceId')).throwIfAny('Invalid client options');
    this.workspaceId = config.workspaceId;
    this.#http = new HttpClient({ ...clientOptions, product: `honcho-typescript/${VERSION}` });
    const http = this.#http;
    const workspaceId = this.workspaceId;
    const ensure = ensureOnce(async () => {
      await http.post(buildPath('/v3/workspaces', {}), { body: { id: workspaceId } });
    });
    this.#context = { http, workspaceId, ensureWorkspace: ensure };
  }

  /** The HTTP transport, for calls this SDK does not wrap. Its API key is never printed. */
  get http(): HttpClient {
    return this.#http;
  }

  /** The API root this client talks to. */
  get baseURL(): string {
    return this.#http.baseURL;
  }

  /** @internal Shared with the resource objects this client creates. */
  get context(): WorkspaceContext {
    return this.#context;
  }

  /** A readable description that never includes the API key. */
  toString(): string {
    return `Honcho(workspaceId='${this.workspaceId}', baseURL='${this.baseURL}')`;
  }

  /** What `JSON.stringify(honcho)` shows: no API key. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.workspaceId, baseURL: this.baseURL };
  }

  /** What Node's `util.inspect` and `console.log` show: no API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
