export { raceSignal } from './race-signal.js';
export { linkAbortSignal, type AbortLink } from './abort-link.js';
