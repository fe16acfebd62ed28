import type * as OnDemand from './on-demand.js';

let loading: Promise<typeof OnDemand> | undefined;

/**
 * `import('./on-demand.js')`, started once and shared: after the first call
 * it costs one resolved promise. A failed load (a chunk the network could not
 * fetch) is not remembered, so the next call tries again.
 *
 * @internal
 */
export function loadOnDemand(): Promise<typeof OnDemand> {
  loading ??= import('./on-demand.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
