/**
 * Peers: the participants of a workspace, and what Honcho knows about them.
 *
 * @module
 */
export type { PeerContext as PeerContextResponse, PeerResponse } from '@honcho-ai/api-types';
export { Peer } from '../session/peer-and-session.js';
export type { PeerContextOptions, PeerRepresentationOptions, PeerSearchOptions, PeerSessionsOptions } from './peer-options.js';
export { PeerContext } from './peer-context.js';
export type { GetRepresentationParams, PeerGetRepresentationParams } from './representation-params.js';
