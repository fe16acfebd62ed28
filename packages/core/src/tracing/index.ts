export { type CallObserver, type CallTracing, type TracedCall } from './call-tracing.js';
export { STREAM_COMPLETE } from '../sse/stream-complete.js';
