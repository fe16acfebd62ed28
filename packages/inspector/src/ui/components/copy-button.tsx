import { useEffect, useState } from 'preact/hooks';

/** How long "Copied" stays: long enough to read, short enough not to linger beside the next id. */
const ANNOUNCE_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A one-click copy of an id (or any short text) beside where it is shown. The outcome is said in a
 * status region beside the button ("Copied", or why not), so screen readers hear it too.
 *
 * @example
 * ```tsx
 * <a class="id" href={links.peer(w, id)}>{id}</a><CopyButton value={id} />
 * ```
 */
export function CopyButton({ value, what = 'id' }: { readonly value: string; readonly what?: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard permission (or an insecure origin): say so instead of failing silently.
      setState('failed');
    }
  }

  return (
    <span class="copy">
      <button type="button" class="copy-button" aria-label={`Copy ${what} ${value}`} title={`Copy ${what}`} onClick={() => void copy()}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.5" />
          <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H11" fill="none" stroke="currentColor" stroke-width="1.5" />
        </svg>
      </button>
      <span class="copy-status" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy: the browser refused clipboard access' : ''}
      </span>
    </span>
  );
}
