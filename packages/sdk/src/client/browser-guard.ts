import { detectRuntime, HonchoValidationError } from '@honcho-ai/sdk-core';

/**
 * Refuses to build a client in a browser unless the caller opted in, since
 * the API key would be visible to anyone who opens the page.
 *
 * @internal
 */
export function assertBrowserAllowed(allowed: boolean | undefined, globals: object = globalThis): void {
  if (allowed === true || detectRuntime(globals).name !== 'browser') return;
  throw new HonchoValidationError(
    [
      {
        path: 'dangerouslyAllowBrowser',
        message:
          'must be true to run in a browser: the API key would be exposed to every visitor. Call Honcho from your server, or pass a scoped, short-lived key and dangerouslyAllowBrowser: true',
      },
    ],
    { prefix: 'Refusing to create a Honcho client in the browser' },
  );
}
