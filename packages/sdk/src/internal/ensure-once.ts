/**
 * Wraps an async action so concurrent callers share one run, a success is
 * remembered, and a failure is forgotten: the next caller tries again. (The
 * 2.5 SDK cached the first promise forever, so one network blip during the
 * workspace get-or-create broke the client for the rest of the process.)
 *
 * @internal
 */
export function ensureOnce(action: () => Promise<void>): () => Promise<void> {
  let done = false;
  let inFlight: Promise<void> | undefined;
  return () => {
    if (done) return Promise.resolve();
    inFlight ??= action().then(
      () => {
        done = true;
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
