import type { RepresentationOptions } from '../conclusions/representation-options.js';
import type { IdLike } from '../internal/resolve-id.js';

/**
 * The parameters of a representation request in the nested form
 * `@honcho-ai/sdk` 2.5 exported. Kept so code that names the type compiles;
 * the methods take the flat {@link PeerRepresentationOptions}.
 */
export interface PeerGetRepresentationParams {
  session?: IdLike | undefined;
  scope?: IdLike | IdLike[] | undefined;
  sessions?: IdLike[] | undefined;
  target?: IdLike | undefined;
  options?: RepresentationOptions | undefined;
}

/**
 * A representation request naming the peer, in the form `@honcho-ai/sdk` 2.5
 * exported. Kept so code that names the type compiles.
 */
export interface GetRepresentationParams {
  peer: IdLike;
  target?: IdLike | undefined;
  options?: RepresentationOptions | undefined;
}
