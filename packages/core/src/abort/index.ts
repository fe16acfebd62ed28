export { raceSignal } from './race-signal.js';
