/**
 * Serialises read-modify-write updates per identity key within this process.
 *
 * The registry lives on `globalThis` under a registered symbol, so two copies
 * of this package loaded side by side (ESM and CommonJS, or two versions)
 * still share one lock per key. A key's entry is dropped once its last task
 * settles, so the registry does not grow with the number of identities used.
 */
const REGISTRY_KEY = Symbol.for('@honcho-ai/ai-sdk/experimental/identity-locks');

type Registry = Map<string, Promise<unknown>>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/**
 * Runs `task` after every task queued before it under `key` has settled, and
 * resolves or rejects as `task` does. A failed task does not block the next.
 */
export function runExclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
  const locks = registry();
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  locks.set(key, tail);
  void tail.then(() => {
    if (locks.get(key) === tail) locks.delete(key);
  });
  return run;
}

/** How many keys have updates queued or running (for tests and diagnostics). */
export function pendingIdentityLocks(): number {
  return registry().size;
}
