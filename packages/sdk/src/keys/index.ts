/**
 * Scoped API keys.
 *
 * @module
 */
export { Keys, type CreatedKey, type CreateKeyOptions } from './keys.js';
