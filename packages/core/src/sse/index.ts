export type { EventStream } from './event-stream.js';
export { jsonEvents, type JSONEventsOptions } from './json-events.js';
export type { ServerSentEvent, SSEOptions } from './server-sent-event.js';
export { sseEvents } from './sse-events.js';
