/**
 * A feature some Honcho servers lack, named on the request that needs it
 * (`RequestDefinition.feature`). When the server answers that it has no such
 * route, the error says this server does not offer the feature, instead of
 * a bare `404 Not Found` or `405 Method Not Allowed`. Build one with
 * `serverFeature(name, instead)`.
 *
 * Only features known to be absent from some servers are named: the ones the
 * emulator offers beyond the last recorded server release (see
 * `packages/testing/conformance`, the exchanges marked `emulator-extension`).
 */
export interface ServerFeature {
  /** The feature in words, e.g. `workspace chat`. Becomes `APIError.unsupportedFeature`. */
  readonly name: string;
  /**
   * The error's message when an error answer to a call needing the feature
   * means the server has no such route (`isMissingRoute`); `undefined`
   * otherwise, and the usual message stands (a missing resource, say).
   *
   * @param status - The response status.
   * @param body - The parsed body.
   * @param summary - The server's detail in words, e.g. `Not Found`.
   * @param operation - The call, e.g. `POST /v3/workspaces/w/chat`.
   */
  readonly describeMissing: (status: number, body: unknown, summary: string, operation: string | undefined) => string | undefined;
}
