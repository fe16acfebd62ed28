import type { ComponentChildren } from 'preact';
import type { Loadable } from '../api/use-api.js';
import { ErrorAlert, Loading } from './status.js';

/** Shows the loading state or the error of `state`, and `children(data)` once it is ready. */
export function LoadableContent<T>({
  state,
  what,
  children,
}: {
  readonly state: Loadable<T>;
  readonly what?: string;
  readonly children: (data: T) => ComponentChildren;
}) {
  if (state.status === 'loading') return <Loading what={what} />;
  if (state.status === 'error') return <ErrorAlert error={state.error} />;
  return <>{children(state.data)}</>;
}
