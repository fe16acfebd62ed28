import { HonchoValidationError, isPlainObject } from '@honcho-ai/sdk-core';

/**
 * Filter keys a {@link ConclusionsView} sets itself from its observer/observed
 * pair. A caller's filter must not override them: that would silently read a
 * different pair than the view names.
 */
export const VIEW_RESERVED_FILTER_KEYS = ['observer', 'observed', 'observer_id', 'observed_id'] as const;

/** Reserved on `ConclusionsView.list`, which also owns the session through its `session` option. */
export const LIST_RESERVED_FILTER_KEYS = [...VIEW_RESERVED_FILTER_KEYS, 'session', 'session_id'] as const;

/**
 * Throws when a filter carries a key the view sets itself (`managed`), before
 * any other check and any request: letting a caller's filter override the
 * view's pair (or, on `list`, its session) would silently read another
 * pair's conclusions.
 *
 * The message is 2.5's, word for word (`Filter key(s) observer, session_id
 * are managed by this conclusions view and cannot be passed in filters. …`),
 * so code matching on it keeps working; the error is a
 * `HonchoValidationError` whose issues name each key and what to use instead.
 */
export function throwIfManagedFilterKeys(filters: unknown, path: string, managed: readonly string[]): void {
  if (!isPlainObject(filters)) return;
  const clashes = managed.filter((key) => Object.prototype.hasOwnProperty.call(filters, key)).sort();
  if (clashes.length === 0) return;
  const ownsSession = managed.includes('session') || managed.includes('session_id');
  const guidance = `Choose the peer pair via peer.conclusions / peer.conclusionsOf(target)${ownsSession ? '; use the session option to filter by session' : ''}`;
  throw new HonchoValidationError(
    clashes.map((key) => ({
      path: `${path}.${key}`,
      message: key.startsWith('session')
        ? 'is managed by this conclusions view and cannot be passed in filters: use the session option'
        : 'is managed by this conclusions view and cannot be passed in filters: choose the peer pair via peer.conclusions / peer.conclusionsOf(target)',
    })),
    { message: `Filter key(s) ${clashes.join(', ')} are managed by this conclusions view and cannot be passed in filters. ${guidance}.` },
  );
}
