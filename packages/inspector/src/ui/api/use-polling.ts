import { useEffect, useState } from 'preact/hooks';
import type { ApiError } from './api-error.js';
import { toApiError } from './api-error.js';
import { apiGet } from './client.js';

export interface Polled<T> {
  /** The last answer that arrived; kept through a failed poll so the view does not flicker. */
  readonly data: T | null;
  readonly error: ApiError | null;
  readonly updatedAt: Date | null;
}

/**
 * GETs `path` now and again `intervalMs` after each answer, for as long as the calling view is
 * mounted. Waiting for each answer before the next call means a slow server is never asked twice
 * at once.
 */
export function usePolling<T>(path: string, intervalMs: number): Polled<T> {
  const [polled, setPolled] = useState<Polled<T>>({ data: null, error: null, updatedAt: null });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function poll(): void {
      apiGet<T>(path).then(
        (data) => {
          if (!active) return;
          setPolled({ data, error: null, updatedAt: new Date() });
          timer = setTimeout(poll, intervalMs);
        },
        (thrown: unknown) => {
          if (!active) return;
          setPolled((previous) => ({ ...previous, error: toApiError(thrown) }));
          timer = setTimeout(poll, intervalMs);
        },
      );
    }
    poll();
    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [path, intervalMs]);

  return polled;
}
