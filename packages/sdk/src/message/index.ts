/**
 * Messages: what peers say in sessions.
 *
 * @module
 */
export type { MessageResponse } from '@honcho-ai/api-types';
export { Message } from './message.js';
export type { MessageInput, MessageOptions } from './message-input.js';
