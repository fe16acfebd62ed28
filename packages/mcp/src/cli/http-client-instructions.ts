/** The example token the start-up line offers for a Honcho that needs no key. */
export const NO_KEY_EXAMPLE_TOKEN = 'local';

/**
 * What `honcho-mcp --transport http` prints at start-up, after its address:
 * what a client must send, so whoever configures one need not look it up. It
 * restates the handler's rules (see `createMcpHandler`): a bearer token is
 * passed on to Honcho as the caller's key, and a request without one is
 * refused unless the command has a key of its own.
 *
 * It is told whether the command has a key, never the key, so the key cannot
 * end up in the text.
 *
 * @internal
 */
export function httpClientInstructions(hasKey: boolean): string {
  if (hasKey) {
    return (
      "clients need send no token: a request without an Authorization header uses this command's Honcho key (HONCHO_API_KEY or --api-key); " +
      'a client that sends "Authorization: Bearer <its Honcho API key>" uses its own key instead.'
    );
  }
  return (
    'clients must send "Authorization: Bearer <their Honcho API key>": this command has no key of its own (no HONCHO_API_KEY or --api-key), so a request without one is refused with 401. ' +
    `The token is passed on to Honcho as the key; a Honcho that needs no key (such as the emulator) accepts any token, e.g. "Authorization: Bearer ${NO_KEY_EXAMPLE_TOKEN}".`
  );
}
