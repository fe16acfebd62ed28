import { JsonBlock } from './json-block.js';

/**
 * The object as the inspector's API returned it, pretty-printed, behind a "Raw JSON" toggle: for
 * the fields no view shows and for pasting into a bug report. The server cuts the key out of
 * every answer, so none can appear here.
 */
export function RawJson({ value, what }: { readonly value: unknown; readonly what: string }) {
  return (
    <details class="raw-json" data-testid="raw-json">
      <summary>
        Raw JSON<span class="visually-hidden"> of {what}</span>
      </summary>
      <JsonBlock value={value} label={`${what} as JSON`} />
    </details>
  );
}
