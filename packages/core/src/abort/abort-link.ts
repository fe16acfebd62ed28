/** A signal of our own that also follows one or more other signals. */
export interface AbortLink {
  /** Aborted when any followed signal aborts (with its reason), or when {@link AbortLink.release} is called. */
  readonly signal: AbortSignal;
  /** Stops following the other signals and aborts {@link AbortLink.signal}, leaving the others untouched. */
  release(): void;
}

/**
 * A signal that aborts when any of `parents` does, which its owner can also
 * abort (by releasing it) without touching theirs: for work of our own that a
 * caller's cancellation must reach, such as a page fetched ahead or an MCP
 * tool call that both the client and the server's host can cancel.
 *
 * Written out rather than `AbortSignal.any`, which older Safari, early Node 20
 * releases and some edge runtimes lack, and because the listener on a
 * long-lived parent must be removed when the work is done.
 *
 * @param parents - The signals to follow; `undefined` entries are skipped.
 *
 * @example
 * ```ts
 * const link = linkAbortSignal(request.signal, shutdown.signal);
 * try {
 *   await work({ signal: link.signal });
 * } finally {
 *   link.release();
 * }
 * ```
 */
export function linkAbortSignal(...parents: readonly (AbortSignal | undefined)[]): AbortLink {
  const controller = new AbortController();
  const followed: [AbortSignal, () => void][] = [];
  // Removing the listener of a parent that just fired too is harmless, and leaves none holding one.
  const unfollow = (): void => {
    for (const [parent, follow] of followed) parent.removeEventListener('abort', follow);
    followed.length = 0;
  };
  const end = (reason?: unknown): void => {
    unfollow();
    controller.abort(reason);
  };
  for (const parent of parents) {
    if (parent === undefined) continue;
    if (parent.aborted) {
      // Already over: the first aborted parent names the reason, and nothing needs following.
      end(parent.reason);
      break;
    }
    const follow = (): void => end(parent.reason);
    parent.addEventListener('abort', follow, { once: true });
    followed.push([parent, follow]);
  }
  return { signal: controller.signal, release: () => end() };
}
