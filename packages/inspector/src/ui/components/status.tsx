import type { ComponentChildren } from 'preact';
import type { ApiError } from '../api/api-error.js';

export function Loading({ what }: { readonly what?: string }) {
  return (
    <p class="loading" aria-busy="true" role="status">
      {what === undefined ? 'Loading…' : `Loading ${what}…`}
    </p>
  );
}

const LAUNCH_TOKEN_HINT = 'Open the URL the inspector printed (it carries the launch token).';

/** A failed call, in words: the server's message, plus what to do when the token was refused. */
export function ErrorAlert({ error }: { readonly error: ApiError }) {
  return (
    <div class="error" role="alert">
      <p>{error.message}</p>
      {error.kind === 'forbidden' ? <p>The launch token was not accepted. {LAUNCH_TOKEN_HINT}</p> : null}
    </div>
  );
}

export function EmptyState({ children }: { readonly children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

export { LAUNCH_TOKEN_HINT };
