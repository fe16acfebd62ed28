import type { SessionPeerConfig } from '../configuration/configuration-types.js';

/** How the user takes part in a session: observed, so Honcho models them. @internal */
export const USER_SESSION_CONFIG: SessionPeerConfig = { observeMe: true };

/** How the assistant takes part: not modelled itself, but forming a view of the others. @internal */
export const ASSISTANT_SESSION_CONFIG: SessionPeerConfig = { observeMe: false, observeOthers: true };
