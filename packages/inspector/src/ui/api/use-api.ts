import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ApiError } from './api-error.js';
import { toApiError } from './api-error.js';
import { apiGet } from './client.js';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: ApiError }
  | { readonly status: 'ready'; readonly data: T };

export interface ApiResource<T> {
  readonly state: Loadable<T>;
  readonly reload: () => void;
  /** Replaces the loaded value, e.g. with what a write answered. */
  readonly replace: (data: T) => void;
}

/**
 * GETs `path` (null: nothing to load yet) and re-GETs when it changes. An answer that arrives
 * after the path changed is dropped rather than aborted, so quick navigation never shows a
 * stale view and never logs a cancelled request.
 */
export function useApi<T>(path: string | null): ApiResource<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    setState({ status: 'loading' });
    apiGet<T>(path).then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (thrown: unknown) => {
        if (current) setState({ status: 'error', error: toApiError(thrown) });
      },
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}
