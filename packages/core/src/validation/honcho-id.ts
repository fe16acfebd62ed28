/**
 * Honcho's rule for workspace, peer and session ids (the server's
 * `RESOURCE_NAME_PATTERN`): letters, digits, `_` and `-`. It is also what
 * keeps ids safe in URL paths: an id can never contain `/` or `..`.
 */
export const HONCHO_ID_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** The longest id the server accepts. */
export const HONCHO_ID_MAX_LENGTH = 512;
