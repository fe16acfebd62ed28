/**
 * The client.
 *
 * @module
 */
export {
  Honcho,
  type HonchoPeerOptions,
  type HonchoScopeOptions,
  type HonchoSessionOptions,
  type PeerListOptions,
  type QueueStatusOptions,
  type ScheduleDreamOptions,
  type ScopeListOptions,
  type WorkspaceSearchOptions,
} from './honcho.js';
export type { HonchoConfig } from './honcho-config.js';
export { closestKey, HONCHO_CONFIG_KEYS } from './unknown-option-keys.js';
export type { DreamType } from '@honcho-ai/api-types';
