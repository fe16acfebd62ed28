/**
 * Peers: the participants of a workspace, and what Honcho knows about them.
 *
 * @module
 */
export type { PeerContext as PeerContextResponse, PeerResponse } from '@honcho-ai/api-types';
export {
  Peer,
  type PeerContextOptions,
  type PeerRepresentationOptions,
  type PeerSearchOptions,
  type PeerSessionsOptions,
} from './peer.js';
export { PeerContext } from './peer-context.js';
export type { GetRepresentationParams, PeerGetRepresentationParams } from './representation-params.js';
